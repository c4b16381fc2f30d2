/**
 * A list query's search condition by the one search rule (packages/domain `searchKey`, docs/domain.md
 * "Search"): the searchable text of db/schema/search-text.ts contains the search's key.
 */
import { searchKey } from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A LIKE pattern that matches `text` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the searchable text (db/schema/search-text.ts) contains the search, normalised alike. */
export function containsSearch(searchable: SQLWrapper, search: string): SQL {
  return sql`${searchable} like ${containsPattern(searchKey(search))}`;
}
