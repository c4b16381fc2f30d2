DROP INDEX "persons_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contragents_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contragents_short_name_trgm_idx";--> statement-breakpoint
DROP INDEX "news_title_trgm_idx";--> statement-breakpoint
DROP INDEX "legislation_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "persons_name_search_idx" ON "persons" USING gin (portal_search_text("last_name" || ' ' || "first_name" || ' ' || coalesce("parent_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contragents_search_idx" ON "contragents" USING gin (portal_search_text("name" || ' ' || coalesce("short_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin (portal_search_text("title_lt" || ' ' || coalesce("title_uz", '') || ' ' || "title_ru" || ' ' || "title_eng") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legislation_search_idx" ON "legislation" USING gin (portal_search_text("number" || ' ' || "title_lt" || ' ' || coalesce("title_uz", '') || ' ' || "title_ru" || ' ' || "title_eng") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (portal_search_text("title_lt" || ' ' || coalesce("title_uz", '') || ' ' || "title_ru" || ' ' || "title_eng") gin_trgm_ops);