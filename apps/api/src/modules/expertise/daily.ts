/**
 * The daily sweep of expertise requests (job `expertise-daily`, docs/domain.md "Expertise"): an invoice
 * still unpaid after its last day expires (PENDING -> REJECTED by the SYSTEM, payment EXPIRED, the lawyer
 * told), and a request at work past its deadline is reminded once (the lawyer and the expert told). Each
 * request is changed in its own transaction and checked again under its lock, so two processes sweeping
 * the same day change each once.
 */
import { EXPERTISE_AT_WORK, formatDate } from '@portal/domain';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertiseRequests } from '../../db/schema';
import { lockById } from '../../kit/lock';
import { eachInOwnTransaction } from '../../kit/transaction';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { notify } from '../notifications';
import { expertiseNotice, toLawyer } from './shared';

const unpaidPast = (today: string) =>
  and(
    eq(expertiseRequests.status, 'PENDING'),
    eq(expertiseRequests.paymentStatus, 'AWAITING'),
    lt(expertiseRequests.invoiceDueOn, today),
  );

const overdueNotReminded = (today: string) =>
  and(
    inArray(expertiseRequests.status, [...EXPERTISE_AT_WORK]),
    lt(expertiseRequests.deadline, today),
    isNull(expertiseRequests.overdueRemindedAt),
  );

/** Expires the invoices unpaid past their term and reminds the overdue requests on `today`; answers how many of each. */
export async function sweepExpertise(db: Database, today: string, now: Date) {
  const unpaid = await db
    .select({ id: expertiseRequests.id })
    .from(expertiseRequests)
    .where(unpaidPast(today));
  const expired = await eachInOwnTransaction(db, unpaid, async (tx, { id }) => {
    await lockById(tx, expertiseRequests, id);
    const [still] = await tx
      .select({ due: expertiseRequests.invoiceDueOn })
      .from(expertiseRequests)
      .where(and(eq(expertiseRequests.id, id), unpaidPast(today)));
    if (!still) return false;
    const due = formatDate(still.due);
    await transition(tx, 'expertise', {
      id,
      event: 'EXPIRE',
      actor: SYSTEM_ACTOR,
      comment: `invoice due ${due}`,
      set: { paymentStatus: 'EXPIRED' },
      notifications: (row) => toLawyer(row, 'EXPIRE'),
    });
    return true;
  });
  const late = await db
    .select({ id: expertiseRequests.id })
    .from(expertiseRequests)
    .where(overdueNotReminded(today));
  const reminded = await eachInOwnTransaction(db, late, async (tx, { id }) => {
    const [row] = await tx
      .update(expertiseRequests)
      .set({ overdueRemindedAt: now })
      .where(and(eq(expertiseRequests.id, id), overdueNotReminded(today)))
      .returning();
    if (!row) return false;
    const deadline = formatDate(row.deadline);
    await notify(tx, [
      ...toLawyer(row, 'OVERDUE', { deadline }),
      ...expertiseNotice(row.expertPersonId, 'OVERDUE', id, { id, deadline }),
    ]);
    return true;
  });
  return { expired, reminded };
}
