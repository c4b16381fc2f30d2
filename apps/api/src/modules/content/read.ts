/** News, legislation and announcements as the DTOs of packages/contracts, texts in the caller's language. */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { news } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { textIn } from '../../http/localize-text';
import { articleHtml } from '../../http/safe-html';
import { photoUrl } from '../files';
import { listLegislation, listNews, listPosts, newsById } from './read-model';

type NewsRow = typeof news.$inferSelect;
type Page = { page: number; limit: number; search?: string };

function newsItem(row: NewsRow, lang: Language) {
  return {
    id: row.id,
    title: textIn(row, 'title', lang),
    summary: textIn(row, 'summary', lang),
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: photoUrl(row.imageFileId),
  };
}

export function contentViews(db: Database) {
  return {
    async news(lang: Language, query: Page, now: Date) {
      const { rows, total } = await listNews(db, query, now);
      return { total, list: rows.map((r) => newsItem(r, lang)) };
    },
    /** One news item on the site with its body as written and as sanitized HTML, or 404. */
    async newsItem(lang: Language, id: number, now: Date) {
      const row = await newsById(db, id, now);
      if (!row) throw notFound('id');
      const body = textIn(row, 'body', lang);
      return { ...newsItem(row, lang), body, html: articleHtml(body) };
    },
    async legislation(lang: Language, query: Page & { kind?: string }) {
      const { rows, total } = await listLegislation(db, query);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as c.LegislationKind,
          number: r.number,
          adoptedOn: r.adoptedOn,
          title: textIn(r, 'title', lang),
          url: r.url,
        })),
      };
    },
    async posts(lang: Language, query: Page, now: Date) {
      const { rows, total } = await listPosts(db, query, now);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          title: textIn(r, 'title', lang),
          body: textIn(r, 'body', lang),
          publishedAt: r.publishedAt.toISOString(),
        })),
      };
    },
  };
}
