CREATE TABLE "order_counts" (
	"contragent_id" integer,
	"region_id" integer,
	"lawyer_id" integer NOT NULL,
	"total" integer NOT NULL,
	"draft" integer NOT NULL,
	"created" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"late_sent" integer NOT NULL,
	CONSTRAINT "order_counts_key" UNIQUE NULLS NOT DISTINCT("contragent_id","region_id","lawyer_id")
);
--> statement-breakpoint
DROP INDEX "orders_contragent_counts_idx";--> statement-breakpoint
CREATE INDEX "order_counts_region_idx" ON "order_counts" USING btree ("region_id");--> statement-breakpoint
-- The orders' counts per structure, region and lawyer are kept by PostgreSQL, whoever writes the order:
-- an order counts (+1) under its structure, region and lawyer while it is not DELETED, by its status and
-- late-sent flag; a change takes it off (-1) its old row and onto its new one. One upsert each way, so
-- concurrent orders of one lawyer queue on the row and every one is counted.
CREATE OR REPLACE FUNCTION order_counts_add(o orders, sign integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO order_counts (contragent_id, region_id, lawyer_id, total, draft, created, cancelled, late_sent)
  SELECT o.contragent_id, o.region_id, o.lawyer_id, sign, sign * (o.status = 'DRAFT')::int,
         sign * (o.status = 'CREATED')::int, sign * (o.status = 'CANCELLED')::int, sign * o.late_sent::int
   WHERE o.status <> 'DELETED'
  ON CONFLICT (contragent_id, region_id, lawyer_id) DO UPDATE
    SET total = order_counts.total + EXCLUDED.total, draft = order_counts.draft + EXCLUDED.draft,
        created = order_counts.created + EXCLUDED.created,
        cancelled = order_counts.cancelled + EXCLUDED.cancelled,
        late_sent = order_counts.late_sent + EXCLUDED.late_sent
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM order_counts_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM order_counts_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_add
  AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
CREATE TRIGGER orders_counts_follow
  AFTER UPDATE OF status, late_sent, contragent_id, region_id, lawyer_id ON orders
  FOR EACH ROW
  WHEN ((OLD.status, OLD.late_sent, OLD.contragent_id, OLD.region_id, OLD.lawyer_id)
        IS DISTINCT FROM (NEW.status, NEW.late_sent, NEW.contragent_id, NEW.region_id, NEW.lawyer_id))
  EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
INSERT INTO order_counts (contragent_id, region_id, lawyer_id, total, draft, created, cancelled, late_sent)
SELECT contragent_id, region_id, lawyer_id, count(*), count(*) FILTER (WHERE status = 'DRAFT'),
       count(*) FILTER (WHERE status = 'CREATED'), count(*) FILTER (WHERE status = 'CANCELLED'),
       count(*) FILTER (WHERE late_sent)
  FROM orders WHERE status <> 'DELETED'
 GROUP BY contragent_id, region_id, lawyer_id;
--> statement-breakpoint
ANALYZE "order_counts";
