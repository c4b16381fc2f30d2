/** The forum's changes (policy.ts decides who may): each in one transaction. */
import type { ForumTopicCreateBody } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { forumPosts, forumReports, forumTopics } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { inOneTransaction } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import type { LegalAidCaller } from '../legal-aid';
import { forumPostPolicy, forumTopicPolicy, ownReports } from './policy';

/** The caller's post, with the region a regional chamber moderates it by. */
const postBy = (caller: LegalAidCaller, topicId: number, text: string, at: Date) => ({
  topicId,
  authorPersonId: caller.personId,
  authorRegionId: caller.lawyer?.regionId ?? null,
  text,
  createdAt: at,
});

/** A lawyer opens a topic: the topic and its first post. Returns the topic's id. */
export const createTopic = inOneTransaction(
  async (tx, caller: LegalAidCaller, body: ForumTopicCreateBody, at: Date) => {
    forumTopicPolicy.authorize(caller, 'reply', null);
    const [topic] = await tx
      .insert(forumTopics)
      .values({
        category: body.category,
        title: body.title,
        authorPersonId: caller.personId,
        createdAt: at,
        lastPostAt: at,
      })
      .returning({ id: forumTopics.id });
    await tx.insert(forumPosts).values(postBy(caller, topic!.id, body.text, at));
    return topic!.id;
  },
);

/** A lawyer replies in a topic they see; the topic moves to the top of the list. */
export const reply = inOneTransaction(
  async (tx, caller: LegalAidCaller, topicId: number, text: string, at: Date) => {
    const topic = await lockVisible(tx, forumTopicPolicy, caller, forumTopics, topicId);
    forumTopicPolicy.authorize(caller, 'reply', topic);
    await tx.insert(forumPosts).values(postBy(caller, topicId, text, at));
    await tx.update(forumTopics).set({ lastPostAt: at }).where(eq(forumTopics.id, topicId));
  },
);

async function reportedBy(tx: Transaction, caller: LegalAidCaller, postId: number) {
  const [mine] = await tx
    .select({ postId: forumReports.postId })
    .from(forumReports)
    .where(and(eq(forumReports.postId, postId), ownReports(caller)));
  return mine !== undefined;
}

/** A lawyer reports another's post shown to everyone, once. Returns the post's topic. */
export const reportPost = inOneTransaction(
  async (tx, caller: LegalAidCaller, postId: number, reason: string, at: Date) => {
    const post = await lockVisible(tx, forumPostPolicy, caller, forumPosts, postId);
    forumPostPolicy.authorize(caller, 'report', post, await reportedBy(tx, caller, postId));
    await tx
      .insert(forumReports)
      .values({ postId, personId: caller.personId, reason, createdAt: at })
      .onConflictDoNothing();
    return post.topicId;
  },
);

/**
 * A moderator hides a post with a reason; hiding a topic's first post hides the topic from the list of
 * whoever cannot moderate. Returns the post's topic.
 */
export const hidePost = inOneTransaction(
  async (tx, caller: LegalAidCaller, postId: number, reason: string, at: Date) => {
    const post = await lockVisible(tx, forumPostPolicy, caller, forumPosts, postId);
    forumPostPolicy.authorize(caller, 'hide', post, false);
    await tx
      .update(forumPosts)
      .set({ hiddenAt: at, hiddenByPersonId: caller.personId, hiddenReason: reason })
      .where(eq(forumPosts.id, postId));
    const [first] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(eq(forumPosts.topicId, post.topicId))
      .orderBy(asc(forumPosts.id))
      .limit(1);
    if (first?.id === postId)
      await tx.update(forumTopics).set({ hiddenAt: at }).where(eq(forumTopics.id, post.topicId));
    return post.topicId;
  },
);
