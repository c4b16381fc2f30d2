import { sql } from 'drizzle-orm';
import { boolean, index } from 'drizzle-orm/pg-core';
import { fileRef } from './files';
import { titleSearchText, trigramOf } from './search-text';
import { moment, createdAt, localizedTextColumns, entityTable } from './columns';

/**
 * News of the ministry and the chamber (public `/news`, `getInfo/listNews`). Title, summary and body in
 * the four languages; a null `*Uz` means "transliterate the lt text".
 */
export const news = entityTable(
  'news',
  {
    ...localizedTextColumns('title'),
    ...localizedTextColumns('summary'),
    ...localizedTextColumns('body'),
    imageFileId: fileRef(),
    published: boolean().notNull().default(true),
    publishedAt: moment().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.published}`),
    index('news_search_idx').using('gin', trigramOf(titleSearchText(t))),
  ],
);
