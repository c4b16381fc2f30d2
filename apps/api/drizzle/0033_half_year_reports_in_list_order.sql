ALTER TABLE "half_year_reports" ADD COLUMN "structure_sort_name" text;--> statement-breakpoint
-- A report keeps its structure's name as every list of structures sorts it (`portal_search_text` of the
-- name, search-text.ts `contragentSortText`), copied when the report is made or moved to another
-- structure and again when the structure is renamed, so the report lists read their page in order
-- (the latest half-year first, then by name) from an index instead of sorting the half-year's reports.
CREATE OR REPLACE FUNCTION half_year_reports_fill_structure() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT portal_search_text(c.name) INTO NEW.structure_sort_name FROM contragents c WHERE c.id = NEW.contragent_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER half_year_reports_fill_structure
  BEFORE INSERT OR UPDATE OF contragent_id, structure_sort_name ON half_year_reports
  FOR EACH ROW EXECUTE FUNCTION half_year_reports_fill_structure();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contragents_sync_half_year_reports() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE half_year_reports SET contragent_id = NEW.id WHERE contragent_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contragents_sync_half_year_reports
  AFTER UPDATE OF name ON contragents
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION contragents_sync_half_year_reports();
--> statement-breakpoint
UPDATE half_year_reports r SET structure_sort_name = portal_search_text(c.name)
  FROM contragents c WHERE c.id = r.contragent_id;
--> statement-breakpoint
CREATE INDEX "half_year_reports_list_idx" ON "half_year_reports" USING btree ("year" DESC NULLS FIRST,"half" DESC NULLS FIRST,"structure_sort_name","id" DESC NULLS FIRST,"status");--> statement-breakpoint
CREATE INDEX "half_year_reports_region_list_idx" ON "half_year_reports" USING btree ("region_id","year" DESC NULLS FIRST,"half" DESC NULLS FIRST,"structure_sort_name","id" DESC NULLS FIRST,"status");--> statement-breakpoint
ANALYZE "half_year_reports";
