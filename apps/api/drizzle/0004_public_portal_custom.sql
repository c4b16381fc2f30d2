-- The public lawyer directory reads lawyers alone: full name, gender and the search vector are copied
-- from the person by triggers, whoever inserts the lawyer (seed, registration, tests).
-- `portal_search_text` is the one normalisation of searchable text: lower case, apostrophe variants of
-- oʻ/gʻ and the sign ʼ dropped (so "Gʻulomov", "G'ulomov" and "Gulomov" are the same word).
CREATE OR REPLACE FUNCTION portal_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(coalesce(value, ''), 'ʻʼ''‘’`', '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lawyers_fill_directory() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT concat_ws(' ', p.last_name, p.first_name, p.parent_name), p.gender
    INTO NEW.full_name, NEW.gender
    FROM persons p WHERE p.id = NEW.person_id;
  NEW.search_vector := to_tsvector('simple', portal_search_text(NEW.full_name || ' ' || NEW.certificate_number));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER lawyers_fill_directory
  BEFORE INSERT OR UPDATE OF person_id, certificate_number, full_name, gender, search_vector ON lawyers
  FOR EACH ROW EXECUTE FUNCTION lawyers_fill_directory();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION persons_sync_lawyers() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lawyers SET person_id = NEW.id WHERE person_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_sync_lawyers
  AFTER UPDATE OF last_name, first_name, parent_name, gender ON persons
  FOR EACH ROW
  WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.parent_name IS DISTINCT FROM NEW.parent_name OR OLD.gender IS DISTINCT FROM NEW.gender)
  EXECUTE FUNCTION persons_sync_lawyers();
--> statement-breakpoint
UPDATE lawyers SET person_id = person_id;
