/** The news desk's reads: every item whatever its state, the title in the caller's language. */
import type { Language, NewsManageItem, NewsManageRecord, NewsState } from '@portal/contracts';
import { NEWS_TEXT_KEYS } from '@portal/contracts';
import { and, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, news } from '../../db/schema';
import { titleSearchText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../errors/app-error';
import { textIn } from '../../http/localize-text';
import { tableList } from '../../kit/table-list';
import { rowById } from '../../kit/visible';
import type { AuthContext } from '../auth';
import { newsPolicy, newsState } from './policy';

export type NewsRow = typeof news.$inferSelect;

/** The condition of a state at `now` (newsState, as SQL). */
function stateIs(state: NewsState, now: Date): SQL {
  if (state === 'DRAFT') return eq(news.published, false);
  return and(
    eq(news.published, true),
    state === 'SCHEDULED' ? gt(news.publishedAt, now) : lte(news.publishedAt, now),
  )!;
}

function item(actor: AuthContext, row: NewsRow, lang: Language, now: Date): NewsManageItem {
  const state = newsState(row, now);
  return {
    id: row.id,
    title: textIn(row, 'title', lang),
    state,
    publishedAt: row.publishedAt.toISOString(),
    hasImage: row.imageFileId !== null,
    createdAt: row.createdAt.toISOString(),
    can: newsPolicy.can(actor, { state }),
  };
}

export function record(actor: AuthContext, row: NewsRow, lang: Language, now: Date): NewsManageRecord {
  const texts = Object.fromEntries(NEWS_TEXT_KEYS.map((k) => [k, row[k]])) as NewsManageRecord['texts'];
  return { ...item(actor, row, lang, now), texts };
}

export const newsRow = (db: Executor, id: number): Promise<NewsRow> =>
  rowById(db, news, id, () => notFound('id'));

/** The stored cover image of news item `id` (404 when the item is missing; undefined when it has none). */
export async function newsImageFile(db: Executor, id: number) {
  const row = await newsRow(db, id);
  if (!row.imageFileId) return undefined;
  const [file] = await db.select().from(files).where(eq(files.id, row.imageFileId));
  return file;
}

/** News, the newest first. */
const newsList = tableList(news, [desc(news.createdAt), desc(news.id)]);

export function newsDesk(db: Database) {
  return {
    async list(
      actor: AuthContext,
      lang: Language,
      query: { page: number; limit: number; search?: string; state?: NewsState },
      now: Date,
    ) {
      const parts: SQL[] = [];
      if (query.search) parts.push(containsSearch(titleSearchText(news), query.search));
      if (query.state) parts.push(stateIs(query.state, now));
      return newsList(db, and(...parts), query, (r) => item(actor, r, lang, now));
    },
    async one(actor: AuthContext, lang: Language, id: number, now: Date) {
      return record(actor, await newsRow(db, id), lang, now);
    },
  };
}
