import { lawyerRequests } from '../../db/schema';
import { inOneTransactionAt } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import { stepBy, type LegalAidCaller } from '../legal-aid';
import { reviewedRequestPolicy } from './policy';
import { ENTITY } from './shared';

/** requestSeen: the chamber opened it; SEND -> SEEN the first time, nothing after. */
export const openRequest = inOneTransactionAt(async (tx, now, caller: LegalAidCaller, id: number) => {
  const row = await lockVisible(tx, reviewedRequestPolicy, caller, lawyerRequests, id);
  if (row.status !== 'SEND') return;
  await transition(tx, ENTITY, { ...stepBy(caller, id, 'OPEN'), set: { seenAt: now } });
});
