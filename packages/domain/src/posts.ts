/**
 * Announcements (posts) of the ministry and the regional chambers (docs/domain.md "Site content: posts"):
 * who a post is written to, and which audiences each author may choose.
 */
import type { Role } from './roles';

/** Who a post is written to: everyone (also the public home page), every lawyer, the author's region's lawyers. */
export const POST_AUDIENCES = ['EVERYONE', 'LAWYERS', 'REGION_LAWYERS'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/** The roles that read a post addressed to lawyers: a lawyer and a structure's director. */
export const POST_LAWYER_ROLES: readonly Role[] = ['LAWYER', 'DIRECTOR'];

/** The audiences an author may write to: a regional chamber only its region's lawyers, the others the country. */
export function postAudiencesFor(role: Role): readonly PostAudience[] {
  return role === 'REGION_CHAMBER' ? ['REGION_LAWYERS'] : ['EVERYONE', 'LAWYERS'];
}
