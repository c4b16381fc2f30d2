CREATE INDEX "investigator_requests_investigator_id_idx" ON "investigator_requests" USING btree ("investigator_person_id","id");--> statement-breakpoint
CREATE INDEX "lawyer_requests_created_idx" ON "lawyer_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lawyer_requests_status_created_idx" ON "lawyer_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lawyer_requests_region_created_idx" ON "lawyer_requests" USING btree ("region_id","created_at");