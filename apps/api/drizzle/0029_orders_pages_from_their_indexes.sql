DROP INDEX "orders_lawyer_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_contragent_created_idx";--> statement-breakpoint
DROP INDEX "orders_region_idx";--> statement-breakpoint
CREATE INDEX "orders_lawyer_created_idx" ON "orders" USING btree ("lawyer_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_contragent_created_idx" ON "orders" USING btree ("contragent_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_region_idx" ON "orders" USING btree ("region_id","created_at","id","status");