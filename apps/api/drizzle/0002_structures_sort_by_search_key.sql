-- Lists of structures sort by the name's search key (portal_search_text: quotation marks and apostrophes
-- do not count), so "“Aminov va hamkorlar”" sorts among the A's; the public list's index follows.
DROP INDEX "contragents_list_idx";--> statement-breakpoint
CREATE INDEX "contragents_list_idx" ON "contragents" USING btree ("archived",portal_search_text("name"),"id");