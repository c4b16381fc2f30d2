-- The one search rule (docs/domain.md "Search", packages/domain searchKey) reads Cyrillic as Uzbek Latin,
-- so a structure, a person or a title is found whichever script it was written in and the search typed
-- in: "Адолат" finds "Adolat himoyasi" and "Adolat" finds "Адолат ҳимояси". The steps are searchKey's:
-- lower case; apostrophes and quotation marks dropped; Cyrillic е as "ye" at a word's start and after a
-- vowel; the letters with two Latin letters, then the rest one for one (ъ and ь dropped); runs of white
-- space one space. The indexes built on the function and the directory's word index are rebuilt.
CREATE OR REPLACE FUNCTION portal_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(replace(
        regexp_replace(
          lower(translate(coalesce(value, ''), '''‘’ʻ`ʼ"“”„«»‟', '')),
          '(^|[^абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ]|[аеёиоуыэюяў])е', '\1ye', 'g'),
        'ё', 'yo'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'sh'), 'ю', 'yu'), 'я', 'ya'),
      'абвгдежзийклмнопрстуфхыэўқғҳъь', 'abvgdejziyklmnoprstufxieoqgh'),
    '[[:space:]]+', ' ', 'g')) $$;
--> statement-breakpoint
REINDEX INDEX "persons_name_search_idx";
--> statement-breakpoint
REINDEX INDEX "contragents_search_idx";
--> statement-breakpoint
REINDEX INDEX "contragents_list_idx";
--> statement-breakpoint
REINDEX INDEX "news_search_idx";
--> statement-breakpoint
REINDEX INDEX "legislation_search_idx";
--> statement-breakpoint
REINDEX INDEX "posts_search_idx";
--> statement-breakpoint
UPDATE lawyers SET person_id = person_id;
