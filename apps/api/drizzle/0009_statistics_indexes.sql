CREATE INDEX "investigator_requests_created_region_idx" ON "investigator_requests" USING btree ("created_at","region_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appeals_created_idx" ON "appeals" USING btree ("created_at");