import { and, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Page, tablePage } from '../../db/paging';
import { legislation, news, posts } from '../../db/schema';
import { legislationSearchText, titleSearchText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';

/**
 * A page of the rows of news or announcements on the site at `now` (published, their moment come), newest
 * first; the search looks in the titles.
 */
function publishedPage<T extends typeof news | typeof posts>(
  db: Database,
  table: T,
  f: Page & { search?: string },
  now: Date,
  ...conditions: SQL[]
) {
  const parts: SQL[] = [eq(table.published, true), lte(table.publishedAt, now), ...conditions];
  if (f.search) {
    parts.push(containsSearch(titleSearchText(table), f.search));
  }
  return tablePage(db, table, and(...parts), [desc(table.publishedAt), desc(table.id)], f);
}

/** The news on the site at `now`, newest first; the search looks in the titles of every language. */
export function listNews(db: Database, f: Page & { search?: string }, now: Date) {
  return publishedPage(db, news, f, now);
}

/** One news item if it is on the site at `now` (a draft or a scheduled one is not). */
export async function newsById(db: Database, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.published, true), lte(news.publishedAt, now)));
  return row;
}

/** The legislation on the public page (the active entries), newest first; the search looks in the number and the titles. */
export function listLegislation(db: Database, f: Page & { search?: string; kind?: string }) {
  const parts: SQL[] = [eq(legislation.active, true)];
  if (f.search) {
    parts.push(containsSearch(legislationSearchText(legislation), f.search));
  }
  if (f.kind) parts.push(eq(legislation.kind, f.kind));
  return tablePage(db, legislation, and(...parts), [desc(legislation.adoptedOn), desc(legislation.id)], f);
}

/**
 * The announcements to everyone on the site at `now`, newest first (a post to lawyers is read only in
 * their cabinet); the search looks in the titles.
 */
export function listPosts(db: Database, f: Page & { search?: string }, now: Date) {
  return publishedPage(db, posts, f, now, eq(posts.audience, 'EVERYONE'));
}
