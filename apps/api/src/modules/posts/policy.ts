/**
 * Who writes, reads and follows the announcements (docs/domain.md "Site content: posts"). Holders of
 * `post.write` keep a desk: a regional chamber the posts to its own region's lawyers, the ministry the
 * country's (to everyone or every lawyer), ADMIN every post. A reader is addressed by the posts to
 * everyone, and a lawyer (LAWYER, DIRECTOR with a lawyer record) by those to every lawyer and to the
 * lawyers of their region.
 */
import { POST_LAWYER_ROLES, type PostAudience, postAudiencesFor } from '@portal/domain';
import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import { postSeen, posts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

/** The posts on the caller's desk (over `posts`). */
function deskScope(caller: LegalAidCaller): Visible {
  if (caller.role === 'ADMIN') return undefined;
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null
      ? null
      : and(eq(posts.audience, 'REGION_LAWYERS'), eq(posts.regionId, caller.regionId));
  return isNull(posts.regionId);
}

export const postDeskPolicy = definePolicy({
  findVisible: deskScope,
  can: (_caller: LegalAidCaller, post: { published: boolean }) => ({
    edit: true,
    publish: !post.published,
    unpublish: post.published,
    viewSeen: true,
  }),
});

/**
 * Where a post the caller writes goes: the audience they may choose and, for a region's lawyers, the
 * chamber's region. Another audience is refused (403, `errors:posts.audienceNotYours`).
 */
export function postTarget(
  caller: LegalAidCaller,
  audience: PostAudience,
): { audience: PostAudience; regionId: number | null } {
  const regionId = audience === 'REGION_LAWYERS' ? caller.regionId : null;
  if (
    !postAudiencesFor(caller.role).includes(audience) ||
    (audience === 'REGION_LAWYERS' && regionId === null)
  )
    throw new AppError('FORBIDDEN', { messageKey: 'errors:posts.audienceNotYours', field: 'audience' });
  return { audience, regionId };
}

/** Whether the caller reads the posts written to lawyers. */
const readsAsLawyer = (caller: LegalAidCaller) =>
  caller.lawyer !== null && POST_LAWYER_ROLES.includes(caller.role);

/** The posts addressed to the caller that are on the site at `now` (over `posts`). */
export function addressedTo(caller: LegalAidCaller, now: Date): SQL {
  const audiences: SQL[] = [eq(posts.audience, 'EVERYONE')];
  if (readsAsLawyer(caller)) {
    audiences.push(eq(posts.audience, 'LAWYERS'));
    audiences.push(and(eq(posts.audience, 'REGION_LAWYERS'), eq(posts.regionId, caller.lawyer!.regionId))!);
  }
  return and(eq(posts.published, true), lte(posts.publishedAt, now), or(...audiences))!;
}

/** The caller's own "seen" row of a post (over `post_seen`, joined on the post). */
export const seenByCaller = (caller: LegalAidCaller) =>
  and(eq(postSeen.postId, posts.id), eq(postSeen.personId, caller.personId))!;
