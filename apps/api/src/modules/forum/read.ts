/** The forum reads: the topics (latest active first, by category and words) and one topic with its posts. */
import type { ForumPost, ForumTopic, ForumTopicItem, forumTopicsQuery } from '@portal/contracts';
import type { ForumCategory } from '@portal/domain';
import { and, asc, count, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsSearch } from '../../db/search';
import { forumPosts, forumReports, forumTopics, persons } from '../../db/schema';
import { searchText } from '../../db/schema/search-text';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { personFullNameSql } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { postHtml } from '../../http/safe-html';
import { forumPostPolicy, forumTopicPolicy, openReportsFor, ownReports, seesHiddenText } from './policy';

type TopicsQuery = z.output<typeof forumTopicsQuery>;

/** Replies shown to everyone: the topic's posts not hidden, less its first. */
const replies = sql<number>`(select greatest(count(*) - 1, 0) from ${forumPosts}
  where ${forumPosts.topicId} = ${forumTopics.id} and ${forumPosts.hiddenAt} is null)::int`;

/** Open reports of the topic's posts the caller moderates (0 for anyone else). */
function openReports(caller: LegalAidCaller): SQL<number> {
  const scope = openReportsFor(caller);
  if (scope === null) return sql<number>`0`;
  return sql<number>`(select count(*) from ${forumReports} join ${forumPosts}
    on ${forumPosts.id} = ${forumReports.postId}
    where ${forumPosts.topicId} = ${forumTopics.id} and ${scope})::int`;
}

/** Topics holding the words in their title or in a post shown to everyone. */
function matching(search: string): SQL {
  return or(
    containsSearch(searchText(forumTopics.title), search),
    exists(
      sql`(select 1 from ${forumPosts} where ${forumPosts.topicId} = ${forumTopics.id}
        and ${forumPosts.hiddenAt} is null and ${containsSearch(searchText(forumPosts.text), search)})`,
    ),
  )!;
}

export function forumViews(db: Database) {
  const topicColumns = (caller: LegalAidCaller) => ({
    topic: forumTopics,
    authorName: personFullNameSql,
    replies,
    openReports: openReports(caller),
  });
  type TopicRow = {
    topic: typeof forumTopics.$inferSelect;
    authorName: string;
    replies: number;
    openReports: number;
  };

  const toItem = ({ topic, authorName, replies: n, openReports: reports }: TopicRow): ForumTopicItem => ({
    id: topic.id,
    category: topic.category as ForumCategory,
    title: topic.title,
    authorName,
    createdAt: topic.createdAt.toISOString(),
    lastPostAt: topic.lastPostAt.toISOString(),
    replies: n,
    openReports: reports,
  });

  async function posts(caller: LegalAidCaller, topicId: number): Promise<ForumPost[]> {
    const scope = openReportsFor(caller);
    const [rows, mine, reported] = await Promise.all([
      db
        .select({ post: forumPosts, authorName: personFullNameSql })
        .from(forumPosts)
        .innerJoin(persons, eq(persons.id, forumPosts.authorPersonId))
        .where(eq(forumPosts.topicId, topicId))
        .orderBy(asc(forumPosts.id)),
      db
        .select({ postId: forumReports.postId })
        .from(forumReports)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
        .where(and(eq(forumPosts.topicId, topicId), ownReports(caller))),
      scope === null
        ? Promise.resolve([])
        : db
            .select({ postId: forumReports.postId, n: count() })
            .from(forumReports)
            .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
            .where(and(eq(forumPosts.topicId, topicId), scope))
            .groupBy(forumReports.postId),
    ]);
    const reportedByMe = new Set(mine.map((r) => r.postId));
    const reports = new Map(reported.map((r) => [r.postId, r.n]));
    return rows.map(({ post, authorName }) => {
      const hidden = post.hiddenAt
        ? { reason: post.hiddenReason ?? '', at: post.hiddenAt.toISOString() }
        : null;
      return {
        id: post.id,
        authorName,
        createdAt: post.createdAt.toISOString(),
        html: hidden && !seesHiddenText(caller) ? null : postHtml(post.text),
        hidden,
        reports: reports.get(post.id) ?? 0,
        reportedByMe: reportedByMe.has(post.id),
        can: forumPostPolicy.can(caller, post, reportedByMe.has(post.id)),
      };
    });
  }

  return {
    async list(caller: LegalAidCaller, query: TopicsQuery) {
      const reportedOnly =
        query.reported === 'true' && openReportsFor(caller) !== null
          ? sql`${openReports(caller)} > 0`
          : undefined;
      const where = withinVisible(
        forumTopicPolicy.findVisible(caller),
        query.category ? eq(forumTopics.category, query.category) : undefined,
        query.search ? matching(query.search) : undefined,
        reportedOnly,
      );
      if (where === null) return { list: [], total: 0 };
      const [rows, [total]] = await Promise.all([
        db
          .select(topicColumns(caller))
          .from(forumTopics)
          .innerJoin(persons, eq(persons.id, forumTopics.authorPersonId))
          .where(where)
          .orderBy(desc(forumTopics.lastPostAt), desc(forumTopics.id))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(forumTopics).where(where),
      ]);
      return { list: rows.map(toItem), total: total!.n };
    },

    async topic(caller: LegalAidCaller, id: number): Promise<ForumTopic> {
      const row = await oneVisible(
        withinVisible(forumTopicPolicy.findVisible(caller), eq(forumTopics.id, id)),
        (where) =>
          db
            .select(topicColumns(caller))
            .from(forumTopics)
            .innerJoin(persons, eq(persons.id, forumTopics.authorPersonId))
            .where(where),
      );
      return {
        ...toItem(row),
        posts: await posts(caller, id),
        can: forumTopicPolicy.can(caller, row.topic),
      };
    },
  };
}
