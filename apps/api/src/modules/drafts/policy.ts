/**
 * Whose drafts a person sees (docs/domain.md "Drafts"): each section's own drafts of the caller, as that
 * section decides who works on a draft: an order, a letter, a lawyer's request and an expertise request
 * their author's; a half-year report the director's of the structure it is for (report.fill). Whether a
 * draft may be deleted is its own section's rule (orders and letters: their policies' `delete`).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { expertiseRequests, halfYearReports, lawyerRequests, letters, orders } from '../../db/schema';
import type { LegalAidCaller } from '../legal-aid';
import { letterPolicy } from '../letters';
import { orderPolicy } from '../orders';

/** The condition of each section's drafts of the caller (null: they have none there). */
export function draftScopes(
  caller: LegalAidCaller,
): Record<'order' | 'letter' | 'halfYearReport' | 'lawyerRequest' | 'expertise', SQL | null> {
  const own = caller.personId;
  return {
    order: and(eq(orders.status, 'DRAFT'), eq(orders.authorPersonId, own))!,
    letter: and(eq(letters.status, 'DRAFT'), eq(letters.authorPersonId, own))!,
    halfYearReport:
      caller.grants.has('report.fill') && caller.directedContragentId !== null
        ? and(
            eq(halfYearReports.status, 'DRAFT'),
            eq(halfYearReports.contragentId, caller.directedContragentId),
          )!
        : null,
    lawyerRequest: and(eq(lawyerRequests.status, 'DRAFT'), eq(lawyerRequests.authorPersonId, own))!,
    expertise: and(eq(expertiseRequests.status, 'TEMPORARY'), eq(expertiseRequests.authorPersonId, own))!,
  };
}

/** Whether the caller may delete this draft now, by its own section's policy. */
export const mayDelete = {
  order: (caller: LegalAidCaller, row: typeof orders.$inferSelect) =>
    orderPolicy.can(caller, row, { canCreate: false }).delete,
  letter: (caller: LegalAidCaller, row: typeof letters.$inferSelect) => letterPolicy.can(caller, row).delete,
};
