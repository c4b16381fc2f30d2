/**
 * Who reads, writes and moderates the lawyers' forum (docs/domain.md "Forum"). Whoever holds forum.read
 * (lawyers, chambers) reads every topic; a lawyer holding forum.post opens topics, replies and reports
 * another's post once. A moderator (forum.moderate) hides a post with a reason: a regional chamber the
 * posts of its region's lawyers, the republic chamber and ADMIN every post. A hidden post shows only its
 * reason, but to the moderators; a topic whose first post is hidden leaves the others' list.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { forumPosts, forumReports, forumTopics } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

export const isModerator = (caller: LegalAidCaller) => caller.grants.has('forum.moderate');

/** The posts the caller moderates (over `forum_posts`): undefined every post, null none. */
export function moderatedPosts(caller: LegalAidCaller): SQL | undefined | null {
  if (!isModerator(caller)) return null;
  if (caller.role !== 'REGION_CHAMBER') return undefined;
  return caller.regionId === null ? null : eq(forumPosts.authorRegionId, caller.regionId);
}

/** The topics the caller sees: all for a moderator, else those whose first post is not hidden. */
export const forumTopicPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => (isModerator(caller) ? undefined : isNull(forumTopics.hiddenAt)),
  can: (caller: LegalAidCaller, _topic: unknown) => ({
    reply: caller.grants.has('forum.post') && caller.lawyer !== null,
  }),
});

interface PostFacts {
  authorPersonId: number;
  authorRegionId: number | null;
  hiddenAt: Date | null;
}

/** What the caller may do with a post (`reportedByMe`: they reported it already). */
export const forumPostPolicy = definePolicy({
  findVisible: (_caller: LegalAidCaller) => undefined,
  can: (caller: LegalAidCaller, post: PostFacts, reportedByMe: boolean) => ({
    hide:
      post.hiddenAt === null &&
      isModerator(caller) &&
      (caller.role !== 'REGION_CHAMBER' ||
        (caller.regionId !== null && caller.regionId === post.authorRegionId)),
    report:
      post.hiddenAt === null &&
      !reportedByMe &&
      caller.grants.has('forum.post') &&
      post.authorPersonId !== caller.personId,
  }),
});

/** Whether a hidden post's text is shown to the caller (a moderator's review). */
export const seesHiddenText = isModerator;

/** The caller's own reports (over `forum_reports`). */
export const ownReports = (caller: LegalAidCaller) => eq(forumReports.personId, caller.personId);

/** Reports the caller deals with (over `forum_reports` joined to `forum_posts`): of posts still shown. */
export function openReportsFor(caller: LegalAidCaller): SQL | null {
  const scope = moderatedPosts(caller);
  if (scope === null) return null;
  return and(isNull(forumPosts.hiddenAt), scope)!;
}
