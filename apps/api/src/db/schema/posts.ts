import { sql } from 'drizzle-orm';
import { boolean, index } from 'drizzle-orm/pg-core';
import { titleSearchText, trigramOf } from './search-text';
import { moment, localizedTextColumns, entityTable } from './columns';

/**
 * Announcements (data model "post") of the chamber and the ministry, listed by `getInfo/postList`
 * (page size 20) and shown on the home page. Text in the four languages. Who has seen a post
 * (`postGetSeenByPostId`) belongs to the cabinet and is not kept here.
 */
export const posts = entityTable(
  'posts',
  {
    ...localizedTextColumns('title'),
    ...localizedTextColumns('body'),
    published: boolean().notNull().default(true),
    publishedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    index('posts_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.published}`),
    index('posts_search_idx').using('gin', trigramOf(titleSearchText(t))),
  ],
);
