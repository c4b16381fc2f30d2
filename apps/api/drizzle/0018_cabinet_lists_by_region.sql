ALTER TABLE "orders" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "region_id" integer;
--> statement-breakpoint
-- A regional chamber reads its orders and checklists by region, newest first: the region is copied onto
-- the row by PostgreSQL, whoever writes it, and follows the structure, the lawyer or the investigator
-- request when their region changes (so the chamber sees what the region's structures and lawyers issue
-- now, as when the region was read through them).
CREATE OR REPLACE FUNCTION orders_fill_region() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scope = 'CONTRAGENT' THEN
    SELECT c.region_id INTO NEW.region_id FROM contragents c WHERE c.id = NEW.contragent_id;
  ELSE
    SELECT l.region_id INTO NEW.region_id FROM lawyers l WHERE l.id = NEW.lawyer_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_fill_region
  BEFORE INSERT OR UPDATE OF scope, contragent_id, lawyer_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_fill_region();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_follow_region() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'contragents' THEN
    UPDATE orders SET region_id = NEW.region_id WHERE contragent_id = NEW.id AND scope = 'CONTRAGENT';
  ELSE
    UPDATE orders SET region_id = NEW.region_id WHERE lawyer_id = NEW.id AND scope = 'PERSONAL';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contragents_orders_follow_region
  AFTER UPDATE OF region_id ON contragents
  FOR EACH ROW WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id) EXECUTE FUNCTION orders_follow_region();
--> statement-breakpoint
CREATE TRIGGER lawyers_orders_follow_region
  AFTER UPDATE OF region_id ON lawyers
  FOR EACH ROW WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id) EXECUTE FUNCTION orders_follow_region();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checklists_fill_region() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT r.region_id INTO NEW.region_id FROM investigator_requests r WHERE r.id = NEW.request_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER checklists_fill_region
  BEFORE INSERT OR UPDATE OF request_id ON checklists
  FOR EACH ROW EXECUTE FUNCTION checklists_fill_region();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checklists_follow_region() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE checklists SET region_id = NEW.region_id WHERE request_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER investigator_requests_checklists_follow_region
  AFTER UPDATE OF region_id ON investigator_requests
  FOR EACH ROW WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id) EXECUTE FUNCTION checklists_follow_region();
--> statement-breakpoint
UPDATE orders o SET region_id = c.region_id FROM contragents c WHERE o.scope = 'CONTRAGENT' AND c.id = o.contragent_id;
--> statement-breakpoint
UPDATE orders o SET region_id = l.region_id FROM lawyers l WHERE o.scope = 'PERSONAL' AND l.id = o.lawyer_id;
--> statement-breakpoint
UPDATE checklists k SET region_id = r.region_id FROM investigator_requests r WHERE r.id = k.request_id;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_region_idx" ON "orders" USING btree ("region_id","created_at");--> statement-breakpoint
CREATE INDEX "checklists_lawyer_updated_idx" ON "checklists" USING btree ("lawyer_id","updated_at");--> statement-breakpoint
CREATE INDEX "checklists_region_updated_idx" ON "checklists" USING btree ("region_id","updated_at");--> statement-breakpoint
CREATE INDEX "checklists_updated_idx" ON "checklists" USING btree ("updated_at");--> statement-breakpoint
ANALYZE "orders";--> statement-breakpoint
ANALYZE "checklists";
