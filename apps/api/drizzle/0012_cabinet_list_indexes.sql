CREATE INDEX "query_log_action_idx" ON "query_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "orders_author_idx" ON "orders" USING btree ("author_person_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_contragent_inn_idx" ON "orders" USING btree ("contragent_inn");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (portal_search_text(coalesce("number", '') || ' ' || coalesce("case_number", '') || ' ' || coalesce("person_last_name", '') || ' ' || coalesce("person_first_name", '') || ' ' || coalesce("contragent_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyer_requests_kind_idx" ON "lawyer_requests" USING btree ("kind","created_at");