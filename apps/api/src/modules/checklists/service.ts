import {
  CHECKLIST_EDITABLE_STATUSES,
  CHECKLIST_WORKFLOW,
  type ChecklistFee,
  computeChecklistFee,
  decide,
  FeeInputError,
  formatDate,
  formatTiyin,
  type ParticipationDay,
  tashkentToday,
} from '@portal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  checklistLimits,
  checklistParticipations,
  checklists,
  investigatorRequests,
  legalAidRates,
  orders,
} from '../../db/schema';
import type { Executor, Transaction } from '../../db/transaction';
import { AppError, requireText } from '../../errors/app-error';
import { lockById } from '../../kit/lock';
import { withReferenceMessage } from '../../errors/database-errors';
import { localizedParam } from '../../i18n/localized-params';
import { enqueue } from '../../jobs/queue';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { recordCreation, transition, transitionRefused } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests/service';
import { lawyerName, lawyerOfPerson } from '../../people/lawyers';
import { type NotificationInput, notices } from '../notifications';
import {
  checkDocumentSignature,
  type SignatureSubmission,
  storeDocumentSignature,
} from '../legal-aid/document-signing';
import { firstId } from '../../db/rows';
import { inOneTransaction } from '../../kit/transaction';

export type ChecklistRow = typeof checklists.$inferSelect;

/** The legal-aid work report (spec section 3). Amounts in tiyin. */
export interface ChecklistInput {
  licenseTypeId: number;
  legalAidId: number;
  languageId: number;
  attendanceDate: string;
  participations: ParticipationDay[];
  travelExpensesTiyin: number;
}

const ENTITY = 'checklist';

const FEE_MESSAGES: Record<FeeInputError['reason'], string> = {
  INVALID_DATE: 'legal-aid:error.invalidDay',
  UNKNOWN_RATE: 'legal-aid:error.unknownReference',
  DUPLICATE_DAY: 'legal-aid:error.duplicateDay',
  INVALID_AMOUNT: 'errors:validation.wrongData',
  TOO_LARGE: 'legal-aid:error.feeTooLarge',
};

/** The fee of a report from the current rates; bad days or amounts are a 400 naming the field. */
async function feeOf(tx: Transaction, input: ChecklistInput) {
  const rates = await tx
    .select({ id: legalAidRates.id, amountTiyin: legalAidRates.amountTiyin })
    .from(legalAidRates);
  try {
    return computeChecklistFee({
      participations: input.participations,
      rates,
      travelExpensesTiyin: input.travelExpensesTiyin,
    });
  } catch (error) {
    if (!(error instanceof FeeInputError)) throw error;
    throw new AppError('VALIDATION_FAILED', { messageKey: FEE_MESSAGES[error.reason], field: error.field });
  }
}

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

/**
 * The days a report may name: not before the order's date (before the order is issued: the Tashkent day
 * the lawyer accepted the request) and not after today (Tashkent): only work already done is paid.
 */
async function reportDays(tx: Transaction, requestId: number, now: Date) {
  const [request] = await tx
    .select({ acceptedAt: investigatorRequests.acceptedAt })
    .from(investigatorRequests)
    .where(eq(investigatorRequests.id, requestId));
  const [order] = await tx
    .select({ orderDate: orders.orderDate })
    .from(orders)
    .where(and(eq(orders.investigatorRequestId, requestId), ne(orders.status, 'DELETED')));
  const since = order?.orderDate
    ? { date: order.orderDate, what: 'legal-aid:limit.orderDate' }
    : { date: tashkentToday(request?.acceptedAt ?? now), what: 'legal-aid:limit.acceptedDate' };
  return { since, until: tashkentToday(now) };
}

/** Every date of the report within its days; the first outside is a 400 naming the field and the limit. */
function checkReportDays(input: ChecklistInput, days: Awaited<ReturnType<typeof reportDays>>) {
  const dates = [
    { field: 'attendanceDate', date: input.attendanceDate },
    ...input.participations.map((p, i) => ({ field: `participations.${i}.date`, date: p.date })),
  ];
  for (const { field, date } of dates) {
    if (date < days.since.date)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'legal-aid:error.dateBeforeStart',
        field,
        params: { limit: formatDate(days.since.date), since: localizedParam(days.since.what) },
      });
    if (date > days.until)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:validation.dateAfterToday',
        field,
        params: { limit: formatDate(days.until) },
      });
  }
}

/** The fee within the plausible limits of the reference data (checklist_limits); beyond: a 400 naming the limit. */
async function checkFeeLimits(tx: Transaction, fee: ChecklistFee) {
  const limits = new Map(
    (await tx.select().from(checklistLimits)).map((l) => [l.code, l.valueTiyin] as const),
  );
  const travelMax = limits.get('TRAVEL_EXPENSES_MAX');
  if (travelMax !== undefined && fee.travelExpensesTiyin > travelMax)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.travelOverLimit',
      field: 'travelExpensesTiyin',
      params: { limit: formatTiyin(travelMax) },
    });
  const feeMax = limits.get('FEE_MAX');
  if (feeMax !== undefined && fee.totalTiyin > feeMax)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.feeOverLimit',
      field: 'participations',
      params: { limit: formatTiyin(feeMax), fee: formatTiyin(fee.totalTiyin) },
    });
}

async function writeReport(
  tx: Transaction,
  checklistId: number,
  requestId: number,
  input: ChecklistInput,
  now: Date,
) {
  const fee = await feeOf(tx, input);
  checkReportDays(input, await reportDays(tx, requestId, now));
  await checkFeeLimits(tx, fee);
  await tx.delete(checklistParticipations).where(eq(checklistParticipations.checklistId, checklistId));
  if (input.participations.length > 0)
    await tx
      .insert(checklistParticipations)
      .values(input.participations.map((p) => ({ checklistId, rateId: p.rateId, date: p.date })));
  const [row] = await tx
    .update(checklists)
    .set({
      licenseTypeId: input.licenseTypeId,
      legalAidId: input.legalAidId,
      languageId: input.languageId,
      attendanceDate: input.attendanceDate,
      travelExpensesTiyin: fee.travelExpensesTiyin,
      feeTiyin: fee.totalTiyin,
      feeLines: fee.lines,
      updatedAt: now,
    })
    .where(eq(checklists.id, checklistId))
    .returning();
  return row!;
}

const lockRequest = (tx: Transaction, requestId: number) => lockById(tx, investigatorRequests, requestId);

/** The checklist of the actor's own accepted request, locked; 404 for anyone else's. */
async function lockOwnChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const lawyer = await lawyerOfPerson(tx, actor.personId);
  const row = await lockById(tx, checklists, checklistId);
  if (row.lawyerId !== lawyer.id) throw new AppError('NOT_FOUND');
  return row;
}

/** The checklist of the investigator's own request, locked; 404 otherwise. */
async function lockInvestigatorChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const row = await lockById(tx, checklists, checklistId);
  const request = await lockRequest(tx, row.requestId);
  if (request.investigatorPersonId !== actor.personId) throw new AppError('NOT_FOUND');
  return { checklist: row, request };
}

/** checkList/create: the lawyer who accepted the request fills the report (one checklist per request). */
export async function createChecklist(
  db: Database,
  actor: PersonActor,
  requestId: number,
  input: ChecklistInput,
  now: Date,
) {
  return withReferences(() =>
    db.transaction(async (tx) => {
      const lawyer = await lawyerOfPerson(tx, actor.personId);
      const request = await lockRequest(tx, requestId);
      if (request.pickedLawyerId !== lawyer.id) throw new AppError('NOT_FOUND');
      if (request.status !== 'ACCEPTED')
        throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.requestNotAccepted' });
      const order = await firstId(tx, orders, eq(orders.investigatorRequestId, requestId));
      const [created] = await tx
        .insert(checklists)
        .values({
          requestId,
          orderId: order?.id ?? null,
          lawyerId: lawyer.id,
          licenseTypeId: input.licenseTypeId,
          legalAidId: input.legalAidId,
          languageId: input.languageId,
          attendanceDate: input.attendanceDate,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError('CONFLICT', { messageKey: 'legal-aid:error.checklistExists' });
      await recordCreation(tx, ENTITY, { id: created.id, status: 'CREATED', actor });
      return writeReport(tx, created.id, requestId, input, now);
    }),
  );
}

/**
 * checkList/update: the lawyer changes the report. CREATED: changed in place; SIGNED or CANCELLED
 * (returned): back to CREATED first (EDIT), the old signature dropped; any other status: 409.
 */
export async function updateChecklist(
  db: Database,
  actor: PersonActor,
  checklistId: number,
  input: ChecklistInput,
  now: Date,
) {
  return withReferences(() =>
    db.transaction(async (tx) => {
      const row = await lockOwnChecklist(tx, actor, checklistId);
      if (!CHECKLIST_EDITABLE_STATUSES.includes(row.status))
        throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.checklistNotEditable' });
      if (row.status !== 'CREATED')
        await transition(tx, ENTITY, {
          id: checklistId,
          event: 'EDIT',
          actor,
          set: { signedAt: null, signedByPersonId: null, signatureId: null },
        });
      return writeReport(tx, checklistId, row.requestId, input, now);
    }),
  );
}

/**
 * What a checklist is signed over: the report as stored, with its participation days (in date order) and
 * the fee computed from them. Its canonical JSON is the signed text; the SPA gets this object as the
 * checklist's `signingContent`.
 */
export async function checklistSigningContent(tx: Executor, row: ChecklistRow) {
  const days = await tx
    .select({ date: checklistParticipations.date, rateId: checklistParticipations.rateId })
    .from(checklistParticipations)
    .where(eq(checklistParticipations.checklistId, row.id))
    .orderBy(asc(checklistParticipations.date), asc(checklistParticipations.rateId));
  return {
    document: 'CHECKLIST',
    id: row.id,
    requestId: row.requestId,
    orderId: row.orderId,
    lawyerId: row.lawyerId,
    licenseTypeId: row.licenseTypeId,
    legalAidId: row.legalAidId,
    languageId: row.languageId,
    attendanceDate: row.attendanceDate,
    participations: days,
    travelExpensesTiyin: row.travelExpensesTiyin,
    feeTiyin: row.feeTiyin,
  };
}

function assertMaySign(row: ChecklistRow, actor: PersonActor) {
  const decision = decide(CHECKLIST_WORKFLOW, row.status, 'SIGN', actor.role);
  if (!decision.allowed) throw transitionRefused(CHECKLIST_WORKFLOW, row.status, decision.reason);
}

/**
 * checkList/signing: the lawyer's e-signature over the report. Checked through the verification server
 * first; then, in one transaction, the report is read again under its lock (changed meanwhile: 409), the
 * signature stored and CREATED -> SIGNED.
 */
export async function signChecklist(
  deps: { db: Database; config: Config },
  actor: PersonActor,
  checklistId: number,
  submission: SignatureSubmission,
) {
  const { db, config } = deps;
  const content = await db.transaction(async (tx) => {
    const row = await lockOwnChecklist(tx, actor, checklistId);
    assertMaySign(row, actor);
    return checklistSigningContent(tx, row);
  });
  const verified = await checkDocumentSignature(config, submission, {
    type: 'CHECKLIST',
    id: checklistId,
    content,
  });
  return db.transaction(async (tx) => {
    const row = await lockOwnChecklist(tx, actor, checklistId);
    assertMaySign(row, actor);
    const signatureId = await storeDocumentSignature(tx, verified, await checklistSigningContent(tx, row));
    return (
      await transition(tx, ENTITY, {
        id: checklistId,
        event: 'SIGN',
        actor,
        set: { signedAt: verified.signingTime, signedByPersonId: actor.personId, signatureId },
      })
    ).row;
  });
}

const requestNotice = notices('legal-aid', 'investigator-request');
const checklistNotice = notices('legal-aid', ENTITY);

function toInvestigator(request: typeof investigatorRequests.$inferSelect, kind: string) {
  return requestNotice(request.investigatorPersonId, kind, request.id, { caseNumber: request.caseNumber });
}

async function toLawyer(
  tx: Transaction,
  checklist: ChecklistRow,
  caseNumber: string,
  kind: string,
  params: Record<string, string | number> = {},
): Promise<NotificationInput[]> {
  const lawyer = await lawyerName(tx, checklist.lawyerId);
  return checklistNotice(lawyer.personId, kind, checklist.id, { caseNumber, ...params });
}

/** checkList/sendForAgreed: the signed report goes to the investigator. */
export const sendChecklistForAgreement = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, now: Date) => {
    const row = await lockOwnChecklist(tx, actor, checklistId);
    const request = await lockRequest(tx, row.requestId);
    return (
      await transition(tx, ENTITY, {
        id: checklistId,
        event: 'SEND_FOR_AGREEMENT',
        actor,
        set: { sentForAgreementAt: now, returnReason: null },
        notifications: () => toInvestigator(request, 'CHECKLIST_FOR_AGREEMENT'),
      })
    ).row;
  },
);

/**
 * checkList/agreed: the investigator agrees. In one transaction: checklist AGREED, request COMPLETED,
 * and the job that fixes the fee and hands it over for payment (FINISHED, PAYMENT).
 */
export async function agreeChecklist(db: Database, actor: PersonActor, checklistId: number, now: Date) {
  return db.transaction(async (tx) => {
    const { request } = await lockInvestigatorChecklist(tx, actor, checklistId);
    const { row } = await transition(tx, ENTITY, {
      id: checklistId,
      event: 'AGREE',
      actor,
      set: { agreedAt: now, agreedByPersonId: actor.personId },
      notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_AGREED'),
    });
    await transition(tx, 'investigator-request', { id: request.id, event: 'COMPLETE', actor: SYSTEM_ACTOR });
    await enqueue(tx, 'checklist-finish', { checklistId });
    return row;
  });
}

/** The investigator returns the report with a reason (CANCELLED); the lawyer edits it again. */
export const returnChecklist = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, reason: string) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    const { request } = await lockInvestigatorChecklist(tx, actor, checklistId);
    return (
      await transition(tx, ENTITY, {
        id: checklistId,
        event: 'RETURN',
        actor,
        comment: text,
        set: { returnReason: text },
        notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_RETURNED', { reason: text }),
      })
    ).row;
  },
);

/**
 * Job `checklist-finish`: an AGREED checklist's fee (the one the lawyer signed and the investigator
 * agreed) is handed over for payment: checklist FINISHED, request PAYMENT. Runs once; again: no-op.
 */
export async function handleChecklistFinish(
  db: Database,
  payload: { checklistId: number },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(eq(checklists.id, payload.checklistId))
      .for('update');
    if (!row || row.status !== 'AGREED') return false;
    const request = await lockRequest(tx, row.requestId);
    const feeSum = formatTiyin(row.feeTiyin);
    await transition(tx, ENTITY, {
      id: row.id,
      event: 'FINISH',
      actor: SYSTEM_ACTOR,
      set: { finishedAt: now },
      notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_FINISHED', { fee: feeSum }),
    });
    await transition(tx, 'investigator-request', {
      id: request.id,
      event: 'REGISTER_PAYMENT',
      actor: SYSTEM_ACTOR,
    });
    return true;
  });
}
