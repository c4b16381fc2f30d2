/**
 * An expertise invoice as a payable (payments/payables.ts, account field `expertise_id`): the lawyer's
 * own request in PENDING whose invoice awaits payment and is not past its term. Paid: the deadline counts
 * from the Tashkent day of payment (the research type's days), the lawyer and the assigned expert told.
 * Returned by the provider while still PENDING: the invoice awaits payment again.
 */
import { formatDate, tashkentToday } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertiseRequests, expertiseResearchTypes, lawyers, persons } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { fullNameOf } from '../../people/person-row';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import type { LegalAidCaller } from '../legal-aid';
import { notify } from '../notifications';
import type { Language } from '@portal/contracts';
import { expertiseCan, ownExpertise } from './policy';
import { daysAfter, expertiseNotice, toLawyer } from './shared';

const EXPERTISE_ACCOUNT_FIELD = 'expertise_id';

export async function lockExpertiseInvoice(tx: Transaction, id: number) {
  const [row] = await tx.select().from(expertiseRequests).where(eq(expertiseRequests.id, id)).for('update');
  return (
    row && {
      awaitingPayment: row.status === 'PENDING' && row.paymentStatus === 'AWAITING',
      amountTiyin: row.amountTiyin,
    }
  );
}

/** The lawyer's own request whose invoice awaits payment: its amount and the page the provider returns to. */
export async function expertiseCheckout(db: Database, caller: LegalAidCaller, id: number) {
  const lawyer = { ...caller, staff: null };
  const row = await oneVisible(withinVisible(ownExpertise(lawyer), eq(expertiseRequests.id, id)), (where) =>
    db.select().from(expertiseRequests).where(where),
  );
  if (!expertiseCan(lawyer, row).pay)
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'expertise:error.invoiceNotAwaiting' });
  return { amountTiyin: row.amountTiyin, returnPath: `/lawyer-profile/orders/expertise/view/${id}` };
}

export async function markExpertisePaid(tx: Transaction, id: number, at: Date) {
  const [type] = await tx
    .select({ days: expertiseResearchTypes.deadlineDays })
    .from(expertiseRequests)
    .innerJoin(expertiseResearchTypes, eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId))
    .where(eq(expertiseRequests.id, id));
  const deadline = daysAfter(tashkentToday(at), type?.days ?? 0);
  await transition(tx, 'expertise', {
    id,
    event: 'PAY',
    actor: SYSTEM_ACTOR,
    set: { paymentStatus: 'PAID', paidAt: at, deadline },
    notifications: (row) => [
      ...toLawyer(row, 'PAID'),
      ...expertiseNotice(row.expertPersonId, 'PAID', id, { id, deadline: formatDate(deadline) }),
    ],
  });
}

/**
 * The provider returned a performed payment: a request still PENDING awaits payment again; one the body
 * already ended (rejected) keeps its status and its payment is marked refunded, the lawyer told.
 */
export async function reverseExpertisePayment(tx: Transaction, id: number) {
  const [row] = await tx.select().from(expertiseRequests).where(eq(expertiseRequests.id, id));
  if (row?.status === 'PENDING') {
    await transition(tx, 'expertise', {
      id,
      event: 'REVERSE_PAYMENT',
      actor: SYSTEM_ACTOR,
      set: { paymentStatus: 'AWAITING', paidAt: null, deadline: null },
      notifications: (r) => toLawyer(r, 'REFUNDED'),
    });
    return;
  }
  if (!row) return;
  await tx
    .update(expertiseRequests)
    .set({ paymentStatus: 'REFUNDED', refundedAt: sql`now()` })
    .where(eq(expertiseRequests.id, id));
  await notify(tx, toLawyer(row, 'REFUNDED'));
}

export async function expertisePayerName(tx: Transaction, id: number) {
  const [payer] = await tx
    .select({ p: persons })
    .from(expertiseRequests)
    .innerJoin(lawyers, eq(lawyers.id, expertiseRequests.lawyerId))
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(expertiseRequests.id, id));
  return payer ? fullNameOf(payer.p) : '';
}

export async function expertiseSubject(db: Database, id: number, lang: Language) {
  const [row] = await db
    .select({ r: expertiseRequests, t: expertiseResearchTypes })
    .from(expertiseRequests)
    .innerJoin(expertiseResearchTypes, eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId))
    .where(eq(expertiseRequests.id, id));
  return row ? `${row.r.invoiceNumber ?? ''} ${nameIn(row.t, lang)}`.trim() : '';
}

/** An expertise request's invoice in PENDING, paid by the lawyer who asked: its payable kind. */
export const expertiseInvoicePayable = {
  accountField: EXPERTISE_ACCOUNT_FIELD,
  receiptFact: 'expertise',
  lock: lockExpertiseInvoice,
  checkout: expertiseCheckout,
  markPaid: markExpertisePaid,
  reversePaid: reverseExpertisePayment,
  payerName: expertisePayerName,
  subject: expertiseSubject,
};
