/**
 * What the request use cases share (one file each: save.ts, resend.ts, open.ts, accept.ts, cancel.ts,
 * payment-steps.ts): the row, its workflow entity, what a step needs, the refusal of a second open
 * replacement, and whom a step tells. Refusals are AppErrors with a `requests:` message key; nothing is
 * written then.
 */
import { OPEN_LAWYER_REQUEST_STATUSES } from '@portal/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { firstId } from '../../db/rows';
import { lawyerRequests, userAccounts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { ModuleDeps } from '../../http/types';
import { enqueue } from '../../jobs/queue';
import type { NotificationInput } from '../notifications';

/** What a step of a request needs: the database and the clock it reads the time from. */
export type StepDeps = Pick<ModuleDeps, 'db' | 'clock'>;

export type RequestRow = typeof lawyerRequests.$inferSelect;
export type Kind = RequestRow['kind'];
export const ENTITY = 'lawyer-request';
export const entity = (id: number) => ({ type: ENTITY, id });

/** Refuses a second open certificate (or license) replacement of the same lawyer. */
export async function refuseSecondOpen(tx: Transaction, lawyerId: number, kind: Kind, exceptId?: number) {
  if (kind !== 'CERTIFICATE_REPLACEMENT' && kind !== 'LICENSE_REPLACEMENT') return;
  const open = await firstId(
    tx,
    lawyerRequests,
    and(
      eq(lawyerRequests.lawyerId, lawyerId),
      eq(lawyerRequests.kind, kind),
      inArray(lawyerRequests.status, [...OPEN_LAWYER_REQUEST_STATUSES]),
      exceptId === undefined ? undefined : ne(lawyerRequests.id, exceptId),
    ),
  );
  if (open)
    throw new AppError('CONFLICT', {
      messageKey:
        kind === 'CERTIFICATE_REPLACEMENT'
          ? 'requests:error.openCertificateRequest'
          : 'requests:error.openLicenseRequest',
      params: { id: open.id },
    });
}

/** The chamber officers of a region: told when a request of their region arrives. */
export async function chamberOf(
  tx: Transaction,
  regionId: number,
  requestId: number,
): Promise<NotificationInput[]> {
  const officers = await tx
    .select({ personId: userAccounts.personId })
    .from(userAccounts)
    .where(and(eq(userAccounts.assignedRole, 'REGION_CHAMBER'), eq(userAccounts.regionId, regionId)));
  return officers.map((o) => ({
    recipientPersonId: o.personId,
    kind: 'LAWYER_REQUEST_SENT',
    entity: entity(requestId),
    textKey: 'requests:notification.SENT',
    params: { id: requestId },
  }));
}

export function toLawyer(
  row: RequestRow,
  kind: 'ACCEPTED' | 'CANCELLED' | 'PAYMENT' | 'PAID' | 'PAYMENT_REVERSED',
): NotificationInput[] {
  return [
    {
      recipientPersonId: row.authorPersonId,
      kind: `LAWYER_REQUEST_${kind}`,
      entity: entity(row.id),
      textKey: `requests:notification.${kind}`,
      params: { id: row.id },
    },
  ];
}

/**
 * The result goes by mail and its parcel's state may change now (ready: registered; refunded: recalled):
 * a job of this transaction follows it.
 */
export async function mailWhenReady(tx: Transaction, row: RequestRow) {
  if (row.delivery === 'MAIL') await enqueue(tx, 'mail-delivery-follow', { requestId: row.id });
}
