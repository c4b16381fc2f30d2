DROP INDEX "checklists_lawyer_updated_idx";--> statement-breakpoint
DROP INDEX "checklists_region_updated_idx";--> statement-breakpoint
DROP INDEX "checklists_updated_idx";--> statement-breakpoint
CREATE INDEX "checklists_lawyer_updated_idx" ON "checklists" USING btree ("lawyer_id","updated_at","id","status");--> statement-breakpoint
CREATE INDEX "checklists_region_updated_idx" ON "checklists" USING btree ("region_id","updated_at","id","status");--> statement-breakpoint
CREATE INDEX "checklists_updated_idx" ON "checklists" USING btree ("updated_at","id","status");