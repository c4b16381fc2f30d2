/**
 * The money of a rejected request goes back. Rejecting a request whose invoice was paid marks its payment
 * REFUND_PENDING and enqueues the job `expertise-refund` in the rejecting transaction; the job asks the
 * payment provider to cancel the performed payment (`receipts.cancel`, adapters/payme.ts). The provider
 * calls the portal's CancelTransaction (reason 5), which marks the payment REFUNDED and tells the lawyer
 * (payment.ts reverseExpertisePayment). A job that finds the payment no longer pending does nothing, so a
 * job run twice (a retry, two API processes) asks once; the provider answers a receipt already being
 * cancelled as it stands, without calling the portal again.
 */
import { and, eq } from 'drizzle-orm';
import type { PaymeAdapter } from '../../adapters/payme';
import type { Database } from '../../db/client';
import { expertiseRequests, paymentTransactions } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import type { ExpertiseRow } from './shared';

/** In the rejecting transaction: a paid request's payment awaits its refund, asked by a job. */
export async function askRefundIfPaid(tx: Transaction, row: ExpertiseRow): Promise<void> {
  if (row.paymentStatus !== 'PAID') return;
  await tx
    .update(expertiseRequests)
    .set({ paymentStatus: 'REFUND_PENDING' })
    .where(eq(expertiseRequests.id, row.id));
  await enqueue(tx, 'expertise-refund', { expertiseId: row.id });
}

const paymentStatusOf = async (db: Database, id: number) =>
  (await db.select().from(expertiseRequests).where(eq(expertiseRequests.id, id)))[0]?.paymentStatus;

/** The job: asks the provider to cancel the request's performed payment; throws (to be retried) until it is refunded. */
export async function refundExpertise(deps: { db: Database; payme: PaymeAdapter }, id: number) {
  const { db, payme } = deps;
  if ((await paymentStatusOf(db, id)) !== 'REFUND_PENDING') return;
  const [performed] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.payableKind, 'expertise'),
        eq(paymentTransactions.payableId, id),
        eq(paymentTransactions.state, 2),
      ),
    );
  if (!performed) throw new Error(`expertise request ${id} awaits a refund but has no performed payment`);
  await payme.cancelReceipt(performed.paymeId);
  if ((await paymentStatusOf(db, id)) !== 'REFUNDED')
    throw new Error(`the refund of expertise request ${id} is not confirmed by the provider yet`);
}
