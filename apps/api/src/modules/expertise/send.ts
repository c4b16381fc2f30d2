/**
 * expertise/send: the lawyer sends their draft (TEMPORARY -> NEW) to the organization it names; the
 * order's number goes with it (`eonumber`) and the organization's staff are told.
 */
import { eq } from 'drizzle-orm';
import { expertiseRequests, orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { inOneTransaction } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import type { ExpertiseCaller } from './caller';
import { ownExpertisePolicy } from './policy';
import { expertiseNotice, staffOf, stepActor } from './shared';

export async function sendDraft(tx: Transaction, caller: ExpertiseCaller, id: number, now: Date) {
  const draft = await lockVisible(tx, ownExpertisePolicy, caller, expertiseRequests, id);
  ownExpertisePolicy.authorize(caller, 'send', draft);
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, draft.orderId));
  const staff = await staffOf(tx, draft.organizationId, ['EXPERT', 'HEAD_OF_DEPARTMENT']);
  await transition(tx, 'expertise', {
    id,
    event: 'SEND',
    actor: stepActor(caller),
    set: { eoNumber: order?.number ?? null, sentAt: now },
    notifications: () => expertiseNotice(staff, 'NEW', id, { id }),
  });
}

export const sendExpertise = inOneTransaction(sendDraft);
