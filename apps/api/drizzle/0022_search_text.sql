-- The one search rule (docs/domain.md "Search", packages/domain searchKey): lower case, every apostrophe
-- form of oʻ/gʻ and the sign ʼ (' ‘ ’ ʻ ` ʼ) and every quotation mark (" “ ” „ « » ‟) dropped, runs of
-- white space one space. Before, only the apostrophes were dropped, so a structure named «Himoya»
-- advokatlik byurosi was not found by "Himoya" advokatlik. The trigram indexes of the searched lists
-- are built on this function (next migration); the directory's word index is rebuilt with it here.
CREATE OR REPLACE FUNCTION portal_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(translate(coalesce(value, ''), '''‘’ʻ`ʼ"“”„«»‟', '')), '[[:space:]]+', ' ', 'g')) $$;
--> statement-breakpoint
UPDATE lawyers SET person_id = person_id;
