DROP INDEX "lawyer_requests_lawyer_id_index";--> statement-breakpoint
CREATE INDEX "lawyer_requests_lawyer_created_idx" ON "lawyer_requests" USING btree ("lawyer_id","created_at");