/**
 * The searchable texts of the tables a list searches, as SQL (`portal_search_text` of their columns,
 * migration 0003_search_across_scripts): each is the expression of its trigram index (the
 * `*_search_idx` below) and of the list query's condition (db/search.ts `containsSearch`), written once
 * here so the two cannot drift apart and the index keeps serving the query. Columns come in as SQL so an
 * aliased raw query (`c.name`) builds the same expression.
 *
 * The tables of the cabinet's big lists (persons, orders, investigator requests) store theirs in a
 * generated column, `search_text`, which their trigram index and their lists' searches read: a list that
 * walks its own index (newest first) and keeps the rows that match reads a stored text instead of
 * normalising every row it passes (about 1.5 µs a row), and a name search over the ADMIN's users no
 * longer normalises every person it joins.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

type Columns<K extends string> = Record<K, SQLWrapper>;

/** `portal_search_text(a || ' ' || b …)`: the searchable text of one column or of several. */
export function searchText(...parts: SQLWrapper[]): SQL {
  return sql`portal_search_text(${sql.join(
    parts.map((p) => sql`${p}`),
    sql` || ' ' || `,
  )})`;
}

const orEmpty = (column: SQLWrapper) => sql`coalesce(${column}, '')`;

/** A person: "last first parent" (the ADMIN's user search, a structure's employees). */
export const personSearchText = (t: Columns<'lastName' | 'firstName' | 'parentName'>) =>
  searchText(t.lastName, t.firstName, orEmpty(t.parentName));

/** A structure: its name and short name (the public /contragent list, the order restrictions). */
export const contragentSearchText = (t: Columns<'name' | 'shortName'>) =>
  searchText(t.name, orEmpty(t.shortName));

/**
 * A structure's name as every list of structures sorts it: by the same key its search compares, so a
 * name in quotation marks (“Aminov va hamkorlar”, «Himoya») sorts by its first word, not after Z. The
 * public list's index (`contragents_list_idx`) holds this expression.
 */
export const contragentSortText = (t: Columns<'name'>) => searchText(t.name);

/** An order: its number, case number, the protected person's name or the legal entity's (the order lists). */
export const orderSearchText = (
  t: Columns<'number' | 'caseNumber' | 'personLastName' | 'personFirstName' | 'contragentName'>,
) =>
  searchText(
    orEmpty(t.number),
    orEmpty(t.caseNumber),
    orEmpty(t.personLastName),
    orEmpty(t.personFirstName),
    orEmpty(t.contragentName),
  );

/** A news item or an announcement: its title in every language. */
export const titleSearchText = (t: Columns<'titleLt' | 'titleUz' | 'titleRu' | 'titleEng'>) =>
  searchText(t.titleLt, orEmpty(t.titleUz), t.titleRu, t.titleEng);

/** A legal act: its number and its title in every language. */
export const legislationSearchText = (
  t: Columns<'number' | 'titleLt' | 'titleUz' | 'titleRu' | 'titleEng'>,
) => searchText(t.number, t.titleLt, orEmpty(t.titleUz), t.titleRu, t.titleEng);

/** The trigram index of a searchable text (an expression, or a column that stores one). */
export const trigramOf = (text: SQLWrapper) => sql`${text} gin_trgm_ops`;
