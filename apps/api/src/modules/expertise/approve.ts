/**
 * The approval of a request before its invoice: the assigned expert sends it for approval (the directors
 * told), the director approves (the deputy directors told), the deputy director approves and the invoice
 * is issued in the same step (PENDING: amount = the actions' prices, number EXP-<id>, due after the
 * invoice term, the lawyer told); either may return it to the expert with a reason.
 */
import { formatDate, formatTiyin, tashkentToday } from '@portal/domain';
import { inOneTransaction } from '../../kit/transaction';
import type { Clock } from '../../clock';
import type { ExpertiseCaller } from './caller';
import { bodyStep, daysAfter, expertiseNotice, staffOf, toLawyer } from './shared';

/** How many days after its issue an invoice may be paid (the last one included). */
export const INVOICE_TERM_DAYS = 10;

export const sendForApproval = inOneTransaction(async (tx, caller: ExpertiseCaller, id: number) => {
  const directors = await staffOf(tx, caller.staff!.organizationId, ['DIRECTOR']);
  return bodyStep(tx, caller, id, 'SEND_FOR_APPROVAL', {
    notifications: (row) => [
      ...toLawyer(row, 'ON_APPROVAL'),
      ...expertiseNotice(directors, 'APPROVE', id, { id }),
    ],
  });
});

export const approveExpertise = inOneTransaction(
  async (tx, caller: ExpertiseCaller, id: number, clock: Clock) => {
    const deputies = await staffOf(tx, caller.staff!.organizationId, ['DEPUTY_DIRECTOR']);
    const issuing = caller.staff!.position === 'DEPUTY_DIRECTOR';
    const now = clock.now();
    const dueOn = daysAfter(tashkentToday(now), INVOICE_TERM_DAYS);
    return bodyStep(tx, caller, id, 'APPROVE', {
      set: issuing
        ? (row) => ({
            paymentStatus: 'AWAITING' as const,
            invoiceNumber: `EXP-${String(row.id).padStart(6, '0')}`,
            invoiceIssuedAt: now,
            invoiceDueOn: dueOn,
          })
        : {},
      notifications: (row) =>
        issuing
          ? toLawyer(row, 'INVOICE', { amount: formatTiyin(row.amountTiyin), due: formatDate(dueOn) })
          : [...toLawyer(row, 'ON_APPROVAL'), ...expertiseNotice(deputies, 'APPROVE', id, { id })],
    });
  },
);

export const returnExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number, reason: string) =>
  bodyStep(tx, caller, id, 'RETURN', {
    comment: reason,
    set: { reason },
    notifications: (row) => [
      ...toLawyer(row, 'RETURN', { reason }),
      ...expertiseNotice(row.expertPersonId, 'RETURN', id, { id, reason }),
    ],
  }),
);
