import { lawyerRequests } from '../../db/schema';
import { lockVisible } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import { stepBy, type LegalAidCaller } from '../legal-aid';
import { reviewedRequestPolicy } from './policy';
import { ENTITY, requestStep } from './shared';

/** requestSeen: the chamber opened it; SEND -> SEEN the first time, nothing after. */
export const openRequest = requestStep(async (tx, now, caller: LegalAidCaller, id: number) => {
  const row = await lockVisible(tx, reviewedRequestPolicy, caller, lawyerRequests, id);
  if (row.status !== 'SEND') return;
  await transition(tx, ENTITY, { ...stepBy(caller, id, 'OPEN'), set: { seenAt: now } });
});
