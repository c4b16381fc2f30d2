import { index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, entityTable, moment, refTo } from './columns';
import { actedBy, personRef } from './persons';
import { regionRef } from './regions';
import { searchText, trigramOf } from './search-text';

/**
 * A topic of the lawyers' forum (docs/domain.md "Forum"): its category (packages/domain
 * FORUM_CATEGORIES), title and author; its first post is the topic's text. `lastPostAt` orders the list.
 */
export const forumTopics = entityTable(
  'forum_topics',
  {
    category: varchar({ length: 20 }).notNull(),
    title: text().notNull(),
    authorPersonId: personRef().notNull(),
    createdAt: createdAt(),
    lastPostAt: moment().notNull().defaultNow(),
    /** Set when a chamber hid the topic's first post: the topic leaves the list of whoever cannot moderate. */
    hiddenAt: moment(),
  },
  (t) => [
    index('forum_topics_recent_idx').on(t.lastPostAt, t.id),
    index('forum_topics_search_idx').using('gin', trigramOf(searchText(t.title))),
  ],
);

/**
 * A post of a topic, as its author wrote it (Markdown; rendered and sanitized when read). `authorRegionId`
 * is the author's region when they posted: a regional chamber moderates its region's posts. A hidden post
 * keeps its text for the moderators, with who hid it, when and why.
 */
export const forumPosts = entityTable(
  'forum_posts',
  {
    topicId: refTo(() => forumTopics.id).notNull(),
    authorPersonId: personRef().notNull(),
    authorRegionId: regionRef(),
    text: text().notNull(),
    createdAt: createdAt(),
    ...actedBy('hidden'),
    hiddenReason: text(),
  },
  (t) => [
    index('forum_posts_topic_idx').on(t.topicId, t.id),
    index('forum_posts_search_idx')
      .using('gin', trigramOf(searchText(t.text)))
      .where(sql`${t.hiddenAt} is null`),
  ],
);

/** A reader's report of a post (one per reader and post), with the reason they gave. */
export const forumReports = pgTable(
  'forum_reports',
  {
    postId: refTo(() => forumPosts.id).notNull(),
    personId: personRef().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.personId] })],
);
