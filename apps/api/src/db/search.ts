/**
 * A list query's search condition by the one search rule (packages/domain `searchKey`, docs/domain.md
 * "Search"): the searchable text of db/schema/search-text.ts contains the search's key; and the rule for
 * identifiers typed as digits (a PINFL, a criminal case number): the identifier begins with them.
 */
import { searchKey } from '@portal/domain';
import { eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern that matches `text` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether the searchable text (db/schema/search-text.ts) contains the search, normalised alike. */
export function containsSearch(searchable: SQLWrapper, search: string): SQL {
  return sql`${searchable} like ${containsPattern(searchKey(search))}`;
}

/** A search of digits only: the beginning of an identifier (a PINFL, a case number), not a name. */
export const isDigitSearch = (search: string) => /^\d+$/.test(search);

/**
 * Whether the identifier column begins with the digits typed: a prefix range on its btree index (the
 * column's `text_pattern_ops` index, so under any collation), where a trigram search for digits reads the
 * long posting lists of digit trigrams. A whole identifier is a prefix of itself.
 */
export function beginsWith(identifier: AnyPgColumn, digits: string): SQL {
  return sql`${identifier} like ${`${escapeLike(digits)}%`}`;
}

/**
 * A list's search filter: none without a search; else its searchable text contains it, or it is exactly one
 * of the identifiers `exact` (a PINFL, a tax number) the list is also found by.
 */
export function searchFilter(
  search: string | undefined,
  searchable: SQLWrapper,
  ...exact: AnyPgColumn[]
): SQL | undefined {
  if (!search) return undefined;
  return or(containsSearch(searchable, search), ...exact.map((column) => eq(column, search)));
}

/**
 * The search of a list found by identifiers typed as digits (the investigator requests: the person's
 * PINFL, the case number): a search of digits only finds the rows whose identifier begins with them; any
 * other search, the rows whose searchable text contains it.
 */
export function identifierSearch(
  search: string | undefined,
  searchable: SQLWrapper,
  ...identifiers: AnyPgColumn[]
): SQL | undefined {
  if (!search) return undefined;
  if (isDigitSearch(search)) return or(...identifiers.map((column) => beginsWith(column, search)));
  return containsSearch(searchable, search);
}
