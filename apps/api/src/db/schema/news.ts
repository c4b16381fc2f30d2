import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { titleSearchText, trigramOf } from './search-text';

/**
 * News of the ministry and the chamber (public `/news`, `getInfo/listNews`). Title, summary and body in
 * the four languages; a null `*Uz` means "transliterate the lt text".
 */
export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    titleLt: text().notNull(),
    titleUz: text(),
    titleRu: text().notNull(),
    titleEng: text().notNull(),
    summaryLt: text().notNull(),
    summaryUz: text(),
    summaryRu: text().notNull(),
    summaryEng: text().notNull(),
    bodyLt: text().notNull(),
    bodyUz: text(),
    bodyRu: text().notNull(),
    bodyEng: text().notNull(),
    imageFileId: uuid().references(() => files.id),
    published: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.published}`),
    index('news_search_idx').using('gin', trigramOf(titleSearchText(t))),
  ],
);
