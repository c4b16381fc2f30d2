import { lawyerRequests } from '../../db/schema';
import { inOneTransactionAt } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import { stepBy, type LegalAidCaller } from '../legal-aid';
import { reviewedRequestPolicy } from './policy';
import { ENTITY, toLawyer } from './shared';

/** cancelRequest: SEEN -> CANCELLED with the reason the lawyer sees (the contract requires it). */
export const cancelRequest = inOneTransactionAt(
  async (tx, now, caller: LegalAidCaller, id: number, reason: string) => {
    await lockVisible(tx, reviewedRequestPolicy, caller, lawyerRequests, id);
    await transition(tx, ENTITY, {
      ...stepBy(caller, id, 'CANCEL'),
      comment: reason,
      set: { cancelReason: reason, decidedAt: now, decidedByPersonId: caller.personId },
      notifications: (r) => toLawyer(r, 'CANCELLED'),
    });
  },
);
