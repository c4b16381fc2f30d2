/** The payment provider's steps of a request, in the provider call's transaction (payments/merchant.ts). */
import { eq } from 'drizzle-orm';
import { lawyerRequests } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { ENTITY, mailWhenReady, toLawyer } from './shared';

/** A step of the payment provider's (PAY, REVERSE_PAYMENT): the time paid set or cleared, the lawyer told. */
function paymentStep(
  tx: Transaction,
  requestId: number,
  step: { event: 'PAY' | 'REVERSE_PAYMENT'; paidAt: Date | null; kind: 'PAID' | 'PAYMENT_REVERSED' },
) {
  return transition(tx, ENTITY, {
    id: requestId,
    event: step.event,
    actor: SYSTEM_ACTOR,
    set: { paidAt: step.paidAt },
    notifications: (r) => toLawyer(r, step.kind),
  });
}

/** The payment provider performed a payment: PAYMENT -> COMPLETED, in the provider call's transaction. */
export async function markRequestPaid(tx: Transaction, requestId: number, at: Date) {
  await paymentStep(tx, requestId, { event: 'PAY', paidAt: at, kind: 'PAID' });
  const [row] = await tx.select().from(lawyerRequests).where(eq(lawyerRequests.id, requestId));
  if (row) await mailWhenReady(tx, row);
}

/**
 * A performed payment was cancelled: COMPLETED -> PAYMENT, the fee owed again. A result going by mail is
 * no longer sent: a job of this transaction recalls its parcel at the post (mail-delivery followParcel).
 */
export async function reverseRequestPayment(tx: Transaction, requestId: number) {
  await paymentStep(tx, requestId, { event: 'REVERSE_PAYMENT', paidAt: null, kind: 'PAYMENT_REVERSED' });
  const [row] = await tx.select().from(lawyerRequests).where(eq(lawyerRequests.id, requestId));
  if (row) await mailWhenReady(tx, row);
}
