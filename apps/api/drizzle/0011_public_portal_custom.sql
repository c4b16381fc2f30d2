-- The public lawyer directory reads lawyers (and its word index) alone: full name and gender are copied
-- from the person, and the words of name and certificate number are indexed, by triggers, whoever
-- inserts the lawyer (seed, registration, tests).
-- `portal_search_text` is the one normalisation of searchable text: lower case, apostrophe variants of
-- oʻ/gʻ and the sign ʼ dropped (so "Gʻulomov", "G'ulomov" and "Gulomov" are the same word); the API's
-- modules/lawyers/search.ts does the same to the search words.
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
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER lawyers_fill_directory
  BEFORE INSERT OR UPDATE OF person_id, full_name, gender ON lawyers
  FOR EACH ROW EXECUTE FUNCTION lawyers_fill_directory();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lawyers_index_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM lawyer_search_tokens WHERE lawyer_id = NEW.id;
  END IF;
  INSERT INTO lawyer_search_tokens (token, lawyer_id, region_id, status, gender, full_name)
    SELECT DISTINCT w, NEW.id, NEW.region_id, NEW.status, NEW.gender, coalesce(NEW.full_name, '')
    FROM regexp_split_to_table(portal_search_text(NEW.full_name || ' ' || NEW.certificate_number), '[^[:alnum:]]+') AS w
    WHERE w <> '';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lawyers_index_words
  AFTER INSERT OR UPDATE OF person_id, full_name, gender, certificate_number, region_id, status ON lawyers
  FOR EACH ROW EXECUTE FUNCTION lawyers_index_words();
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
