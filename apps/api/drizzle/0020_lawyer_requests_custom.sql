-- Every lawyer has a current certificate row (valid 10 years from its date, decisions.md "Certificates and
-- licenses"), whoever inserts the lawyer (seed, tests, admission): the expiry job and the replacement of a
-- certificate read lawyer_certificates only.
CREATE OR REPLACE FUNCTION lawyers_first_certificate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lawyer_certificates (lawyer_id, number, given_date, end_date, current)
  SELECT n.id, n.certificate_number, n.certificate_date, (n.certificate_date + interval '10 years' - interval '1 day')::date, true
    FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lawyers_first_certificate_insert
  AFTER INSERT ON lawyers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lawyers_first_certificate();
--> statement-breakpoint
INSERT INTO lawyer_certificates (lawyer_id, number, given_date, end_date, current)
SELECT l.id, l.certificate_number, l.certificate_date, (l.certificate_date + interval '10 years' - interval '1 day')::date, true
  FROM lawyers l
 WHERE NOT EXISTS (SELECT 1 FROM lawyer_certificates c WHERE c.lawyer_id = l.id);
