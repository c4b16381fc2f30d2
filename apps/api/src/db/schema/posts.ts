import { POST_AUDIENCES } from '@portal/domain/posts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { titleSearchText, trigramOf } from './search-text';
import { moment, localizedTextColumns, entityTable, refTo } from './columns';
import { personRef } from './persons';
import { regionRef } from './regions';

export const postAudienceEnum = pgEnum('post_audience', POST_AUDIENCES);

/**
 * Announcements (data model "post") of the chamber and the ministry. `EVERYONE` posts are listed by the
 * public `getInfo/postList` (page size 20) and shown on the home page; posts to lawyers only in the
 * cabinet of those addressed (docs/domain.md "Site content: posts"). Text in the four languages.
 * `regionId` is the region whose lawyers a `REGION_LAWYERS` post is written to (the chamber's), null
 * otherwise; `authorPersonId` is null for the posts the portal was seeded with.
 */
export const posts = entityTable(
  'posts',
  {
    ...localizedTextColumns('title'),
    ...localizedTextColumns('body'),
    audience: postAudienceEnum().notNull().default('EVERYONE'),
    regionId: regionRef(),
    authorPersonId: personRef(),
    published: boolean().notNull().default(true),
    publishedAt: moment().notNull().defaultNow(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    index('posts_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.published}`),
    index('posts_search_idx').using('gin', trigramOf(titleSearchText(t))),
    index('posts_region_idx').on(t.regionId),
    check('posts_region_audience', sql`(${t.audience} = 'REGION_LAWYERS') = (${t.regionId} is not null)`),
  ],
);

/** Who has seen a post (`postGetSeenByPostId`): one row per post and reader, the first moment kept. */
export const postSeen = pgTable(
  'post_seen',
  {
    postId: refTo(() => posts.id, { onDelete: 'cascade' }).notNull(),
    personId: personRef().notNull(),
    seenAt: moment().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.personId] })],
);
