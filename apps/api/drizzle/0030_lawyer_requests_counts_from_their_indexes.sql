DROP INDEX "lawyer_requests_lawyer_created_idx";--> statement-breakpoint
DROP INDEX "lawyer_requests_created_idx";--> statement-breakpoint
DROP INDEX "lawyer_requests_region_created_idx";--> statement-breakpoint
CREATE INDEX "lawyer_requests_lawyer_created_idx" ON "lawyer_requests" USING btree ("lawyer_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "lawyer_requests_created_idx" ON "lawyer_requests" USING btree ("created_at","id","status");--> statement-breakpoint
CREATE INDEX "lawyer_requests_region_created_idx" ON "lawyer_requests" USING btree ("region_id","created_at","id","status");