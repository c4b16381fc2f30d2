/**
 * The changes of lawyers' requests (decisions.md "Request of a lawyer"), each in one transaction, every
 * status step through the workflow table (workflow/transition.ts: history row and notifications with it).
 * Refusals are AppErrors with a `requests:` message key; nothing is written then.
 */
import type { RequestInput } from '@portal/contracts';
import { OPEN_LAWYER_REQUEST_STATUSES } from '@portal/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lawyerRequests, lawyers, requestTemplates, requestTypes, userAccounts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import { lockVisible } from '../../kit/lock';
import { oneVisible } from '../../kit/visible';
import { enqueue } from '../../jobs/queue';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { recordCreation, transition } from '../../workflow/transition';
import { actorOf, type LegalAidCaller } from '../legal-aid';
import { notify, type NotificationInput } from '../notifications';
import { applyAcceptance } from './effects';
import { ownRequests, reviewedRequests } from './policy';
import { firstId } from '../../db/rows';
import { inOneTransaction } from '../../kit/transaction';

type RequestRow = typeof lawyerRequests.$inferSelect;
type Kind = RequestRow['kind'];
const ENTITY = 'lawyer-request';
const entity = (id: number) => ({ type: ENTITY, id });

/** The root of a request type (its kind) and the type's template (its own, else its kind's). */
async function typeFacts(tx: Transaction, typeId: number) {
  const all = await tx
    .select({ id: requestTypes.id, code: requestTypes.code, parentId: requestTypes.parentId })
    .from(requestTypes);
  const byId = new Map(all.map((t) => [t.id, t]));
  let node = byId.get(typeId);
  if (!node)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'requests:error.unknownType',
      field: 'requestTypeId',
    });
  const chain = [node.id];
  while (node.parentId !== null) {
    node = byId.get(node.parentId)!;
    chain.push(node.id);
  }
  const kind = node.code as Kind;
  const templates = await tx
    .select()
    .from(requestTemplates)
    .where(inArray(requestTemplates.requestTypeId, chain));
  const template = chain.map((id) => templates.find((t) => t.requestTypeId === id)).find(Boolean) ?? null;
  return { kind, template };
}

/** Refuses a second open certificate (or license) replacement of the same lawyer. */
async function refuseSecondOpen(tx: Transaction, lawyerId: number, kind: Kind, exceptId?: number) {
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
async function chamberOf(tx: Transaction, regionId: number, requestId: number): Promise<NotificationInput[]> {
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

function toLawyer(
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
async function mailWhenReady(tx: Transaction, row: RequestRow) {
  if (row.delivery === 'MAIL') await enqueue(tx, 'mail-delivery-follow', { requestId: row.id });
}

/**
 * changeRequest / requestCertificate: a new request, or changes to the caller's DRAFT; sent at once when
 * `send`. `only` limits the kind (requestCertificate: certificate replacements).
 */
export async function saveRequest(
  db: Database,
  caller: LegalAidCaller,
  fields: RequestInput,
  now: Date,
  only?: Kind,
): Promise<number> {
  const lawyer = caller.lawyer;
  if (!lawyer) throw new AppError('FORBIDDEN', { messageKey: 'requests:error.notALawyer' });
  const actor = actorOf(caller);
  return db.transaction(async (tx) => {
    const { kind, template } = await typeFacts(tx, fields.requestTypeId);
    if (only && kind !== only)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'requests:error.certificateTypeOnly',
        field: 'requestTypeId',
      });
    // One open replacement per lawyer: requests of one lawyer queue on their lawyer row.
    await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyer.id)).for('update');
    await refuseSecondOpen(tx, lawyer.id, kind, fields.id);
    const values = {
      requestTypeId: fields.requestTypeId,
      kind,
      templateId: template?.id ?? null,
      reason: fields.reason ?? null,
      delivery: fields.delivery,
      deliveryAddress: fields.delivery === 'MAIL' ? (fields.deliveryAddress ?? null) : null,
      postalIndex: fields.delivery === 'MAIL' ? (fields.postalIndex ?? null) : null,
      pageCount: template?.pageCount ?? 1,
      priceTiyin: template?.priceTiyin ?? 0,
    };
    let id = fields.id;
    if (id === undefined) {
      const status = fields.send ? 'SEND' : 'DRAFT';
      const [row] = await tx
        .insert(lawyerRequests)
        .values({
          ...values,
          lawyerId: lawyer.id,
          authorPersonId: caller.personId,
          regionId: lawyer.regionId,
          status,
          sentAt: fields.send ? now : null,
        })
        .returning();
      id = row!.id;
      await recordCreation(tx, ENTITY, { id, status, actor });
      if (fields.send) await notify(tx, await chamberOf(tx, row!.regionId, id));
      return id;
    }
    const row = await lockVisible(tx, { findVisible: ownRequests }, caller, lawyerRequests, id);
    if (row.status !== 'DRAFT')
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'requests:error.notADraft' });
    await tx
      .update(lawyerRequests)
      .set({ ...values, updatedAt: now })
      .where(eq(lawyerRequests.id, id));
    if (fields.send)
      await transition(tx, ENTITY, {
        id,
        event: 'SEND',
        actor,
        set: { sentAt: now },
        notifications: (r) => chamberOf(tx, r.regionId, r.id),
      });
    return id;
  });
}

/** reSendReqCert: the lawyer sends a CANCELLED request again (with a corrected explanation). */
export async function resendRequest(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  reason: string | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await oneVisible(withinVisible(ownRequests(caller), eq(lawyerRequests.id, id)), (where) =>
      tx.select().from(lawyerRequests).where(where),
    );
    await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, row.lawyerId)).for('update');
    await refuseSecondOpen(tx, row.lawyerId, row.kind, row.id);
    await transition(tx, ENTITY, {
      id,
      event: 'RESEND',
      actor: actorOf(caller),
      comment: reason,
      set: {
        ...(reason ? { reason } : {}),
        cancelReason: null,
        sentAt: now,
        seenAt: null,
        decidedAt: null,
      },
      notifications: (r) => chamberOf(tx, r.regionId, r.id),
    });
  });
}

/** A request the caller reviews, locked; 404 for any other (another region's too). */
function reviewed(tx: Transaction, caller: LegalAidCaller, id: number): Promise<RequestRow> {
  return lockVisible(tx, { findVisible: reviewedRequests }, caller, lawyerRequests, id);
}

/** requestSeen: the chamber opened it; SEND -> SEEN the first time, nothing after. */
export async function openRequest(db: Database, caller: LegalAidCaller, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const row = await reviewed(tx, caller, id);
    if (row.status !== 'SEND') return;
    await transition(tx, ENTITY, { id, event: 'OPEN', actor: actorOf(caller), set: { seenAt: now } });
  });
}

/**
 * acceptRequest: SEEN -> ACCEPTED with the request's effects, then -> PAYMENT where a fee is due, all in
 * one transaction.
 */
export async function acceptRequest(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  comment: string | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await reviewed(tx, caller, id);
    const due = row.priceTiyin > 0;
    await transition(tx, ENTITY, {
      id,
      event: 'ACCEPT',
      actor: actorOf(caller),
      comment,
      set: async (r) => ({
        ...(await applyAcceptance(tx, r, now)),
        decidedAt: now,
        decidedByPersonId: caller.personId,
      }),
      notifications: (r) => (due ? [] : toLawyer(r, 'ACCEPTED')),
    });
    if (!due) await mailWhenReady(tx, row);
    if (due)
      await transition(tx, ENTITY, {
        id,
        event: 'REQUIRE_PAYMENT',
        actor: SYSTEM_ACTOR,
        notifications: (r) => toLawyer(r, 'PAYMENT'),
      });
  });
}

/** cancelRequest: SEEN -> CANCELLED with the reason the lawyer sees (the contract requires it). */
export const cancelRequest = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, reason: string, now: Date) => {
    await reviewed(tx, caller, id);
    await transition(tx, ENTITY, {
      id,
      event: 'CANCEL',
      actor: actorOf(caller),
      comment: reason,
      set: { cancelReason: reason, decidedAt: now, decidedByPersonId: caller.personId },
      notifications: (r) => toLawyer(r, 'CANCELLED'),
    });
  },
);

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
