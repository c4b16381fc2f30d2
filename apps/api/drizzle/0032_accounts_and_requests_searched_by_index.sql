DROP INDEX "investigator_requests_person_pinfl_idx";--> statement-breakpoint
DROP INDEX "investigator_requests_case_number_idx";--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "search_text" text;--> statement-breakpoint
-- An account keeps its person's searchable name (persons.search_text, the one search rule), copied when
-- the account is made or moved to another person, and again whenever the person's names change, so the
-- ADMIN's user search reads the accounts alone, as the lawyer directory keeps the lawyer's full name.
CREATE OR REPLACE FUNCTION user_accounts_fill_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.search_text INTO NEW.search_text FROM persons p WHERE p.id = NEW.person_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_accounts_fill_search
  BEFORE INSERT OR UPDATE OF person_id, search_text ON user_accounts
  FOR EACH ROW EXECUTE FUNCTION user_accounts_fill_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION persons_sync_accounts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_accounts SET person_id = NEW.id WHERE person_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_sync_accounts
  AFTER UPDATE OF last_name, first_name, parent_name ON persons
  FOR EACH ROW
  WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.parent_name IS DISTINCT FROM NEW.parent_name)
  EXECUTE FUNCTION persons_sync_accounts();
--> statement-breakpoint
UPDATE user_accounts a SET search_text = p.search_text FROM persons p WHERE p.id = a.person_id;
--> statement-breakpoint
CREATE INDEX "persons_pinfl_prefix_idx" ON "persons" USING btree ("pinfl" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_accounts_search_idx" ON "user_accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investigator_requests_person_pinfl_idx" ON "investigator_requests" USING btree ("person_pinfl" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investigator_requests_case_number_idx" ON "investigator_requests" USING btree ("case_number" text_pattern_ops);--> statement-breakpoint
ANALYZE "user_accounts";
