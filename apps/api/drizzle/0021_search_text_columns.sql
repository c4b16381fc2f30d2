DROP INDEX "persons_name_search_idx";--> statement-breakpoint
DROP INDEX "orders_search_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_search_text("persons"."last_name" || ' ' || "persons"."first_name" || ' ' || coalesce("persons"."parent_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "investigator_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_search_text("investigator_requests"."case_number")) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_search_text(coalesce("orders"."number", '') || ' ' || coalesce("orders"."case_number", '') || ' ' || coalesce("orders"."person_last_name", '') || ' ' || coalesce("orders"."person_first_name", '') || ' ' || coalesce("orders"."contragent_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "investigator_requests_search_idx" ON "investigator_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_name_search_idx" ON "persons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The lists filter by the new columns at once: the planner needs their statistics before autovacuum would take them.
ANALYZE "persons", "orders", "investigator_requests";