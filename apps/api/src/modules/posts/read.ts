/**
 * The announcements' reads: the author's desk (each post with its audience's size and how many of it
 * have seen it), who has seen one post, and the posts addressed to a reader with the ones they have not
 * opened first.
 */
import type { Language, PostDeskItem, PostReaderItem } from '@portal/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf, pageWithTotal } from '../../db/paging';
import { lawyers, persons, postSeen, posts, userAccounts } from '../../db/schema';
import { titleSearchText } from '../../db/schema/search-text';
import { searchFilter } from '../../db/search';
import type { Executor } from '../../db/transaction';
import { withinVisible } from '../../http/policy';
import { textIn } from '../../http/localize-text';
import { articleHtml } from '../../http/safe-html';
import { oneVisible } from '../../kit/visible';
import { personFullNameSql } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { addressedTo, postDeskPolicy, seenByCaller } from './policy';

type PostRow = typeof posts.$inferSelect;

/**
 * How many people a post is written to, now: every account that is not blocked (everyone), every
 * lawyer, or the lawyers of the post's region.
 */
const audienceCount = sql<number>`(case ${posts.audience}
  when 'EVERYONE' then (select count(*) from ${userAccounts} where not ${userAccounts.blocked})
  when 'LAWYERS' then (select count(*) from ${lawyers})
  else (select count(*) from ${lawyers} as region_lawyers where region_lawyers.region_id = ${posts}.region_id) end)::int`;
const seenCount = sql<number>`(select count(*) from ${postSeen} where ${postSeen.postId} = ${posts.id})::int`;

function deskItem(
  caller: LegalAidCaller,
  row: PostRow & { audienceCount: number; seenCount: number },
  lang: Language,
): PostDeskItem {
  return {
    id: row.id,
    title: textIn(row, 'title', lang),
    audience: row.audience,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    audienceCount: row.audienceCount,
    seenCount: row.seenCount,
    fields: {
      audience: row.audience,
      titleLt: row.titleLt,
      titleUz: row.titleUz,
      titleRu: row.titleRu,
      titleEng: row.titleEng,
      bodyLt: row.bodyLt,
      bodyUz: row.bodyUz,
      bodyRu: row.bodyRu,
      bodyEng: row.bodyEng,
    },
    can: postDeskPolicy.can(caller, row),
  };
}

function readerItem(row: PostRow, seenAt: Date | null, lang: Language): PostReaderItem {
  return {
    id: row.id,
    title: textIn(row, 'title', lang),
    html: articleHtml(textIn(row, 'body', lang)),
    publishedAt: row.publishedAt.toISOString(),
    seenAt: seenAt?.toISOString() ?? null,
  };
}

const deskRows = (db: Executor, where: SQL | undefined) =>
  db
    .select({ post: posts, audienceCount, seenCount })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .$dynamic();

/** One post addressed to the caller with when they saw it (null: not yet), or 404. */
export async function addressedPost(db: Executor, caller: LegalAidCaller, id: number, now: Date) {
  return oneVisible(addressedTo(caller, now), (where) =>
    db
      .select({ post: posts, seenAt: postSeen.seenAt })
      .from(posts)
      .leftJoin(postSeen, seenByCaller(caller))
      .where(and(eq(posts.id, id), where)),
  );
}

export function postViews(db: Database) {
  const deskOne = async (caller: LegalAidCaller, id: number) => {
    const row = await oneVisible(postDeskPolicy.findVisible(caller), (where) =>
      deskRows(db, and(eq(posts.id, id), where)),
    );
    return row;
  };
  return {
    async desk(
      caller: LegalAidCaller,
      lang: Language,
      query: { page: number; limit: number; search?: string },
    ) {
      const where = withinVisible(
        postDeskPolicy.findVisible(caller),
        searchFilter(query.search, titleSearchText(posts)),
      );
      if (where === null) return { total: 0, list: [] };
      const { rows, total } = await pageWithTotal(deskRows(db, where), query, (upTo) =>
        countOf(db, posts, where, upTo),
      );
      return {
        total,
        list: rows.map((r) => deskItem(caller, { ...r.post, ...r }, lang)),
      };
    },
    async deskItem(caller: LegalAidCaller, lang: Language, id: number) {
      const r = await deskOne(caller, id);
      return deskItem(caller, { ...r.post, ...r }, lang);
    },
    /** Who of the post's audience has seen it, first seen first (404 off the caller's desk). */
    async seen(caller: LegalAidCaller, id: number) {
      const r = await deskOne(caller, id);
      const list = await db
        .select({ personId: postSeen.personId, fullName: personFullNameSql, seenAt: postSeen.seenAt })
        .from(postSeen)
        .innerJoin(persons, eq(persons.id, postSeen.personId))
        .where(eq(postSeen.postId, id))
        .orderBy(asc(postSeen.seenAt), asc(postSeen.personId));
      return {
        audienceCount: r.audienceCount,
        seenCount: r.seenCount,
        list: list.map((s) => ({ ...s, fullName: s.fullName.trim(), seenAt: s.seenAt.toISOString() })),
      };
    },
    /** The posts addressed to the caller: the unseen first, then newest first; and how many are unseen. */
    async mine(caller: LegalAidCaller, lang: Language, page: { page: number; limit: number }, now: Date) {
      const where = addressedTo(caller, now);
      const rows = db
        .select({ post: posts, seenAt: postSeen.seenAt })
        .from(posts)
        .leftJoin(postSeen, seenByCaller(caller))
        .where(where)
        .orderBy(sql`${postSeen.seenAt} is not null`, desc(posts.publishedAt), desc(posts.id))
        .$dynamic();
      const [{ rows: list, total }, [unseen]] = await Promise.all([
        pageWithTotal(rows, page, (upTo) => countOf(db, posts, where, upTo)),
        db
          .select({ n: count() })
          .from(posts)
          .leftJoin(postSeen, seenByCaller(caller))
          .where(and(where, isNull(postSeen.postId))),
      ]);
      return { total, unseen: unseen?.n ?? 0, list: list.map((r) => readerItem(r.post, r.seenAt, lang)) };
    },
    async readerItem(caller: LegalAidCaller, lang: Language, id: number, now: Date) {
      const r = await addressedPost(db, caller, id, now);
      return readerItem(r.post, r.seenAt, lang);
    },
  };
}
