import { lawyerRequests } from '../../db/schema';
import { inOneTransactionAt } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { stepBy, type LegalAidCaller } from '../legal-aid';
import { applyAcceptance } from './effects';
import { reviewedRequestPolicy } from './policy';
import { ENTITY, mailWhenReady, toLawyer } from './shared';

/**
 * acceptRequest: SEEN -> ACCEPTED with the request's effects, then -> PAYMENT where a fee is due, all in
 * one transaction.
 */
export const acceptRequest = inOneTransactionAt(
  async (tx, now, caller: LegalAidCaller, id: number, comment: string | null) => {
    const row = await lockVisible(tx, reviewedRequestPolicy, caller, lawyerRequests, id);
    const due = row.priceTiyin > 0;
    await transition(tx, ENTITY, {
      ...stepBy(caller, id, 'ACCEPT'),
      comment,
      set: async (r) => ({
        ...(await applyAcceptance(tx, r, now)),
        decidedAt: now,
        decidedByPersonId: caller.personId,
      }),
      notifications: (r) => (due ? [] : toLawyer(r, 'ACCEPTED')),
    });
    if (!due) await mailWhenReady(tx, row);
    if (due)
      await transition(tx, ENTITY, {
        id,
        event: 'REQUIRE_PAYMENT',
        actor: SYSTEM_ACTOR,
        notifications: (r) => toLawyer(r, 'PAYMENT'),
      });
  },
);
