-- The statistics dashboard counts a month's records from an index each, without reading their rows:
-- checklists handed over for payment, lawyers' requests sent and half-year reports signed get an index
-- (the first two read their whole table before: 100-190 ms a statement on ten years' rows); the month's
-- indexes of investigator requests, orders and appeals take the columns the figures count (status,
-- acceptance, type, kind), so a country's month (some 40,000 orders) is not read row by row.
DROP INDEX "investigator_requests_created_region_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "appeals_created_idx";--> statement-breakpoint
CREATE INDEX "checklists_finished_idx" ON "checklists" USING btree ("finished_at","region_id","fee_tiyin") WHERE "checklists"."status" = 'FINISHED';--> statement-breakpoint
CREATE INDEX "lawyer_requests_sent_idx" ON "lawyer_requests" USING btree ("sent_at","region_id","kind","decided_at");--> statement-breakpoint
CREATE INDEX "half_year_reports_signed_idx" ON "half_year_reports" USING btree ("signed_on","region_id","year","half");--> statement-breakpoint
CREATE INDEX "investigator_requests_created_region_idx" ON "investigator_requests" USING btree ("created_at","region_id","status","accepted_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","type");--> statement-breakpoint
CREATE INDEX "appeals_created_idx" ON "appeals" USING btree ("created_at","kind","status");--> statement-breakpoint
ANALYZE "checklists";--> statement-breakpoint
ANALYZE "lawyer_requests";--> statement-breakpoint
ANALYZE "half_year_reports";
