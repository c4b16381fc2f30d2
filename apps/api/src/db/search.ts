/**
 * A list query's search condition by the one search rule (packages/domain `searchKey`, docs/domain.md
 * "Search"): the searchable text of db/schema/search-text.ts contains the search's key.
 */
import { searchKey } from '@portal/domain';
import { eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern that matches `text` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the searchable text (db/schema/search-text.ts) contains the search, normalised alike. */
export function containsSearch(searchable: SQLWrapper, search: string): SQL {
  return sql`${searchable} like ${containsPattern(searchKey(search))}`;
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
