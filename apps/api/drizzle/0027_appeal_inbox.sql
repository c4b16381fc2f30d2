CREATE TABLE "appeal_inbox" (
	"appeal_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"status" "appeal_status" NOT NULL,
	"kind" "appeal_kind" NOT NULL,
	"field_id" integer NOT NULL,
	"taken" boolean NOT NULL,
	CONSTRAINT "appeal_inbox_appeal_id_region_id_pk" PRIMARY KEY("appeal_id","region_id")
);
--> statement-breakpoint
ALTER TABLE "appeal_inbox" ADD CONSTRAINT "appeal_inbox_appeal_id_region_id_appeal_regions_appeal_id_region_id_fk" FOREIGN KEY ("appeal_id","region_id") REFERENCES "public"."appeal_regions"("appeal_id","region_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Each region's inbox is kept by PostgreSQL, whoever writes: a row comes with the appeal's region row, with
-- the appeal's status, kind, field and whether a lawyer took it, and follows the appeal when they change.
CREATE OR REPLACE FUNCTION appeal_inbox_add() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appeal_inbox (appeal_id, region_id, status, kind, field_id, taken)
  SELECT a.id, NEW.region_id, a.status, a.kind, a.field_id, a.lawyer_id IS NOT NULL
    FROM appeals a WHERE a.id = NEW.appeal_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appeal_regions_inbox_add
  AFTER INSERT ON appeal_regions
  FOR EACH ROW EXECUTE FUNCTION appeal_inbox_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appeal_inbox_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appeal_inbox
     SET status = NEW.status, kind = NEW.kind, field_id = NEW.field_id, taken = NEW.lawyer_id IS NOT NULL
   WHERE appeal_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appeals_inbox_follow
  AFTER UPDATE OF status, kind, field_id, lawyer_id ON appeals
  FOR EACH ROW
  WHEN ((OLD.status, OLD.kind, OLD.field_id, OLD.lawyer_id IS NOT NULL)
        IS DISTINCT FROM (NEW.status, NEW.kind, NEW.field_id, NEW.lawyer_id IS NOT NULL))
  EXECUTE FUNCTION appeal_inbox_follow();
--> statement-breakpoint
INSERT INTO appeal_inbox (appeal_id, region_id, status, kind, field_id, taken)
SELECT r.appeal_id, r.region_id, a.status, a.kind, a.field_id, a.lawyer_id IS NOT NULL
  FROM appeal_regions r JOIN appeals a ON a.id = r.appeal_id;
--> statement-breakpoint
CREATE INDEX "appeal_inbox_region_idx" ON "appeal_inbox" USING btree ("region_id","appeal_id","status","kind","taken","field_id");--> statement-breakpoint
ANALYZE "appeal_inbox";
