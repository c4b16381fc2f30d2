/**
 * Record rules of the order permission and the structure restriction (apps/api/src/http/policy.ts).
 * The per-user order permission: ADMIN manages every lawyer's, a DIRECTOR only that of the lawyers now
 * working in the structure they direct; anyone else's lawyer answers 404. The structure restriction is
 * managed by whoever holds `orderRestriction.manage` (REPUBLIC_CHAMBER, ADMIN) for every structure that
 * is not archived. Either is set or lifted only from the other state (a stale screen asking again: 409).
 */
import { eq } from 'drizzle-orm';
import { contragents, employments } from '../../db/schema';
import { definePolicy, type Visible } from '../../http/policy';
import type { AuthContext } from '../auth';

export const orderAccessPolicy = definePolicy({
  /** The lawyers the actor manages, as a condition on their current employment. */
  findVisible(actor: AuthContext): Visible {
    if (actor.role === 'ADMIN') return undefined;
    if (actor.role === 'DIRECTOR' && actor.contragentId !== null)
      return eq(employments.contragentId, actor.contragentId);
    return null;
  },
  can: (_actor: AuthContext, lawyer: { orderPermission: boolean }) => ({
    allow: !lawyer.orderPermission,
    cancel: lawyer.orderPermission,
  }),
});

export const orderRestrictionPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => eq(contragents.archived, false),
  can: (_actor: AuthContext, structure: { orderRestricted: boolean }) => ({
    restrict: !structure.orderRestricted,
    unrestrict: structure.orderRestricted,
  }),
});
