-- The directory names each lawyer's current structure from `lawyers.contragent_id`, a copy of the
-- employment without an end date (at most one per lawyer, employments_one_current_idx). Statement
-- triggers keep it whoever writes the employments (contracts, dismissals, seed, tests), one UPDATE per
-- statement however many rows it touched.
CREATE OR REPLACE FUNCTION employments_sync_lawyers() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE lawyers l
       SET contragent_id = (SELECT e.contragent_id FROM employments e WHERE e.lawyer_id = l.id AND e.end_date IS NULL)
     WHERE l.id IN (SELECT lawyer_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE lawyers l
       SET contragent_id = (SELECT e.contragent_id FROM employments e WHERE e.lawyer_id = l.id AND e.end_date IS NULL)
     WHERE l.id IN (SELECT lawyer_id FROM new_rows UNION SELECT lawyer_id FROM old_rows);
  ELSE
    UPDATE lawyers l
       SET contragent_id = (SELECT e.contragent_id FROM employments e WHERE e.lawyer_id = l.id AND e.end_date IS NULL)
     WHERE l.id IN (SELECT lawyer_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employments_sync_lawyers_insert
  AFTER INSERT ON employments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employments_sync_lawyers();
--> statement-breakpoint
CREATE TRIGGER employments_sync_lawyers_update
  AFTER UPDATE ON employments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employments_sync_lawyers();
--> statement-breakpoint
CREATE TRIGGER employments_sync_lawyers_delete
  AFTER DELETE ON employments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employments_sync_lawyers();
--> statement-breakpoint
UPDATE lawyers l SET contragent_id = e.contragent_id
  FROM employments e WHERE e.lawyer_id = l.id AND e.end_date IS NULL;
