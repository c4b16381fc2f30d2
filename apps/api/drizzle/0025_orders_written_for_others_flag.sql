DROP INDEX "orders_author_lawyer_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "written_for_other" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An order written by someone other than its lawyer (the system's draft for a lawyer, a structure's clerk)
-- is marked by PostgreSQL, whoever writes it, so the author's own orders read those from their own index
-- rather than passing over every order the author wrote for themselves. A lawyer record's person never
-- changes, so the mark follows the order's lawyer and author alone.
CREATE OR REPLACE FUNCTION orders_fill_written_for_other() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.written_for_other := NOT EXISTS (
    SELECT 1 FROM lawyers l WHERE l.id = NEW.lawyer_id AND l.person_id = NEW.author_person_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_fill_written_for_other
  BEFORE INSERT OR UPDATE OF lawyer_id, author_person_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_fill_written_for_other();
--> statement-breakpoint
UPDATE orders o SET written_for_other = true
  FROM lawyers l WHERE l.id = o.lawyer_id AND l.person_id <> o.author_person_id;
--> statement-breakpoint
CREATE INDEX "orders_written_for_others_idx" ON "orders" USING btree ("author_person_id","created_at") WHERE "orders"."written_for_other";--> statement-breakpoint
ANALYZE "orders";
