/**
 * Mail delivery of a request's result (docs/domain.md "Mail delivery"): a request to deliver
 * by MAIL that is ACCEPTED without a fee, or COMPLETED (paid), gets a parcel at the post; the parcel's
 * status is read from the post until it is DELIVERED or FAILED, and the lawyer is told once of either.
 * A parcel whose request is no longer ready to mail (its payment was returned) is recalled at the post
 * instead (RECALLED, the lawyer told), unless it already arrived or failed.
 *
 * Calls to the post happen outside any transaction; what they answer is written with a compare-and-set
 * (the tracking number only while none is set, a status only over the status read before), so a follow
 * job, the poll and a lawyer's "check now", in one or two API processes, write each change and its
 * notification once.
 */
import { FINAL_MAIL_DELIVERY_STATUSES, isFinalMailDelivery, type MailDeliveryStatus } from '@portal/domain';
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PostAdapter } from '../../adapters/post';
import type { Database } from '../../db/client';
import { lawyerRequests, lawyers } from '../../db/schema';
import { notify } from '../notifications';
import type { Clock } from '../../clock';

export interface MailDeps {
  db: Database;
  post: PostAdapter;
  clock: Clock;
}

type RequestRow = typeof lawyerRequests.$inferSelect;

/** The request statuses in which the result is ready to be mailed. */
const READY = ['ACCEPTED', 'COMPLETED'] as const;

/** Whether the request's result goes by mail now (and so needs a parcel). */
export function readyToMail(row: Pick<RequestRow, 'delivery' | 'status'>): boolean {
  return row.delivery === 'MAIL' && (READY as readonly string[]).includes(row.status);
}

/** The post's reference of a request's parcel: the same request always registers the same parcel. */
export const parcelReference = (requestId: number) => `REQ-${requestId}`;

async function register(deps: MailDeps, row: RequestRow): Promise<RequestRow> {
  const [lawyer] = await deps.db
    .select({ fullName: lawyers.fullName })
    .from(lawyers)
    .where(eq(lawyers.id, row.lawyerId));
  const parcel = await deps.post.register({
    reference: parcelReference(row.id),
    addressee: lawyer?.fullName || `#${row.lawyerId}`,
    address: row.deliveryAddress ?? '',
    postalIndex: row.postalIndex ?? '',
  });
  const [saved] = await deps.db
    .update(lawyerRequests)
    .set({ trackingNumber: parcel.trackingNumber, deliveryStatus: 'REGISTERED', updatedAt: deps.clock.now() })
    .where(and(eq(lawyerRequests.id, row.id), isNull(lawyerRequests.trackingNumber)))
    .returning();
  if (saved) return saved;
  const [now] = await deps.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, row.id));
  return now!;
}

/** Writes a status the post reported, over the one read before; the lawyer is told of an outcome, once. */
async function record(
  deps: MailDeps,
  row: RequestRow,
  status: MailDeliveryStatus,
  failureReason: string | null,
): Promise<void> {
  if (row.deliveryStatus === status && row.deliveryFailureReason === failureReason) return;
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(lawyerRequests)
      .set({ deliveryStatus: status, deliveryFailureReason: failureReason, updatedAt: deps.clock.now() })
      .where(
        and(
          eq(lawyerRequests.id, row.id),
          row.deliveryStatus === null
            ? isNull(lawyerRequests.deliveryStatus)
            : eq(lawyerRequests.deliveryStatus, row.deliveryStatus),
        ),
      )
      .returning({ id: lawyerRequests.id });
    if (!changed || !isFinalMailDelivery(status)) return;
    await notify(tx, {
      recipientPersonId: row.authorPersonId,
      kind: `MAIL_${status}`,
      entity: { type: 'lawyer-request', id: row.id },
      textKey: `lawyer-record:delivery.notification.${status}`,
      params: { id: row.id },
    });
  });
}

/**
 * Registers the request's parcel if it is ready to mail and has none, then reads its status from the post
 * and records a change; a parcel of a request no longer ready to mail (the payment returned) is recalled
 * instead, and what the post answers is recorded. Nothing to do (not by mail, not ready and no parcel,
 * already delivered, failed or recalled): nothing asked. The post down or slow: its 503 AppError, nothing
 * written.
 */
export async function followParcel(deps: MailDeps, requestId: number): Promise<void> {
  let [row] = await deps.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, requestId));
  if (!row || row.delivery !== 'MAIL') return;
  if (!row.trackingNumber) {
    if (!readyToMail(row)) return;
    row = await register(deps, row);
  }
  if (!row.trackingNumber || isFinalMailDelivery(row.deliveryStatus)) return;
  const parcel = readyToMail(row)
    ? await deps.post.track(row.trackingNumber)
    : await deps.post.recall(row.trackingNumber);
  if (!parcel) return; // the post does not know it (yet): asked again at the next poll
  await record(deps, row, parcel.status, parcel.failureReason);
}

/**
 * The poll: follows every parcel still on its way and registers any a lost follow job left out. A parcel
 * the post cannot answer for now is left for the next poll; answers how many were followed and failed.
 */
export async function pollParcels(deps: MailDeps): Promise<{ followed: number; failed: number }> {
  const due = await deps.db
    .select({ id: lawyerRequests.id })
    .from(lawyerRequests)
    .where(
      and(
        eq(lawyerRequests.delivery, 'MAIL'),
        or(
          and(isNull(lawyerRequests.trackingNumber), inArray(lawyerRequests.status, [...READY])),
          and(
            isNotNull(lawyerRequests.trackingNumber),
            or(
              isNull(lawyerRequests.deliveryStatus),
              notInArray(lawyerRequests.deliveryStatus, [...FINAL_MAIL_DELIVERY_STATUSES]),
            ),
          ),
        ),
      ),
    )
    .orderBy(sql`${lawyerRequests.id}`);
  let failed = 0;
  for (const { id } of due) {
    try {
      await followParcel(deps, id);
    } catch {
      failed++;
    }
  }
  return { followed: due.length - failed, failed };
}
