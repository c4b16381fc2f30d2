import {
  decide,
  formatDate,
  formatDateTime,
  INVESTIGATOR_REQUEST_ACTIVE_STATUSES,
  INVESTIGATOR_REQUEST_WORKFLOW,
  isPinfl,
} from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Adapters } from '../../adapters';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { investigatorRequests, requestDraws, userAccounts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError, requireText } from '../../errors/app-error';
import { lockById } from '../../kit/lock';
import { localizedParam } from '../../i18n/localized-params';
import { enqueue } from '../../jobs/queue';
import { SYSTEM_ACTOR, type WorkflowActor } from '../../workflow/actor';
import { recordCreation, transition, transitionRefused } from '../../workflow/transition';
import { type FileStorage, transactionWithFiles } from '../../storage';
import { fetchCriminalCase } from '../criminal-cases';
import { type PdfUpload, savePdf } from '../legal-aid';
import { notices, notify, type NotificationInput } from '../notifications';
import { createStateFundedOrderDraft } from '../orders';
import {
  drawForRequest,
  type DrawRow,
  dutyDateOf,
  endPendingDraw,
  type LeftOutLawyer,
  requestDutyPool,
  waitReasonOf,
} from './draw';
import { lawyerName, lawyerOfPerson } from '../../people/lawyers';
import { requestStepPolicy } from './policy';
import { upsertRegistryPerson } from '../../people/person-row';

export type RequestRow = typeof investigatorRequests.$inferSelect;

/** A signed-in person acting in a role (the identity module supplies both). */
export interface PersonActor extends WorkflowActor {
  personId: number;
}

/** What the investigator fills in (org-request_create-send). */
export interface CreateRequestInput {
  caseNumber: string;
  caseArticle?: string | null;
  caseSummary?: string | null;
  organizationName?: string | null;
  personPinfl: string;
  regionId: number;
  languageId: number;
  legalAidId: number;
  attendancePlace: string;
  attendanceAt: Date;
  /** The request document (a PDF), stored with the request. */
  file?: PdfUpload | null;
  /** The investigator knows a request on this case and person is still at work and sends another. */
  confirmDuplicate?: boolean;
}

/** The database and the clock: what a step of a request needs. */
export interface StepDeps {
  db: Database;
  clock: Clock;
}

export interface LegalAidDeps extends StepDeps {
  registries: Pick<Adapters, 'personRegistry' | 'interiorMinistry'>;
  acceptTimeoutSeconds: number;
  /** Where uploaded documents go. */
  storage: FileStorage;
}

const ENTITY = 'investigator-request';

const requestNotice = notices('legal-aid', ENTITY);

/** A notice about a request to each of `recipients`, with its case number among the parameters. */
function requestNotification(
  recipients: number | number[],
  request: RequestRow,
  kind: string,
  params: Record<string, string | number> = {},
): NotificationInput[] {
  return requestNotice(recipients, kind, request.id, { caseNumber: request.caseNumber, ...params });
}

function assignedNotification(request: RequestRow, lawyerPersonId: number, minutes: number) {
  return requestNotification(lawyerPersonId, request, 'REQUEST_ASSIGNED', {
    attendancePlace: request.attendancePlace,
    attendanceAt: formatDateTime(request.attendanceAt),
    minutes,
  });
}

function investigatorNotification(
  request: RequestRow,
  kind: string,
  params: Record<string, string | number> = {},
) {
  return requestNotification(request.investigatorPersonId, request, kind, params);
}

async function lawyerNotification(
  tx: Transaction,
  request: RequestRow,
  lawyerId: number,
  kind: string,
  params = {},
) {
  return requestNotification((await lawyerName(tx, lawyerId)).personId, request, kind, params);
}

/**
 * A draw found nobody able to take the request: the regional chamber of its region is told how many
 * lawyers are on duty and what those left out lack (order permission, structure restriction, license),
 * so that it puts lawyers on duty or has the gaps fixed.
 */
async function chamberNotifications(
  tx: Transaction,
  request: RequestRow,
  leftOut: LeftOutLawyer[],
): Promise<NotificationInput[]> {
  const officers = await tx
    .select({ personId: userAccounts.personId })
    .from(userAccounts)
    .where(and(eq(userAccounts.assignedRole, 'REGION_CHAMBER'), eq(userAccounts.regionId, request.regionId)));
  const reason = waitReasonOf({ candidates: [], leftOut });
  return requestNotification(
    officers.map((o) => o.personId),
    request,
    'REQUEST_NO_ELIGIBLE_LAWYER',
    {
      day: formatDate(dutyDateOf(request)),
      onDuty: reason.onDuty,
      noOrderPermission: reason.noOrderPermission,
      structureRestricted: reason.structureRestricted,
      licenseNotActive: reason.licenseNotActive,
    },
  );
}

/** The columns a fresh draw sets on its request. */
function drawColumns(draw: DrawRow) {
  return {
    pickedLawyerId: draw.pickedLawyerId,
    currentDrawId: draw.id,
    acceptDeadlineAt: draw.acceptDeadlineAt,
  };
}

async function scheduleTimeout(tx: Transaction, request: RequestRow, draw: DrawRow) {
  if (draw.acceptDeadlineAt)
    await enqueue(
      tx,
      'request-accept-timeout',
      { requestId: request.id, drawId: draw.id },
      {
        startAfter: draw.acceptDeadlineAt,
      },
    );
}

function minutesOf(seconds: number) {
  return Math.max(1, Math.round(seconds / 60));
}

/**
 * A draw of a job picked a lawyer (REDRAW, DUTY_LAWYER_FOUND): the request goes to them with the draw's
 * columns, they are told how long they have (`assigned`, placed among the step's other notifications),
 * and the accept timeout is scheduled.
 */
async function sendToDrawnLawyer(
  tx: Transaction,
  requestId: number,
  event: 'REDRAW' | 'DUTY_LAWYER_FOUND',
  pickedPersonId: number,
  draw: DrawRow,
  step: {
    acceptTimeoutSeconds: number;
    notifications: (assigned: NotificationInput[], request: RequestRow) => NotificationInput[];
  },
) {
  const { row } = await transition(tx, ENTITY, {
    id: requestId,
    event,
    actor: SYSTEM_ACTOR,
    set: drawColumns(draw),
    notifications: (r) =>
      step.notifications(assignedNotification(r, pickedPersonId, minutesOf(step.acceptTimeoutSeconds)), r),
  });
  await scheduleTimeout(tx, row, draw);
}

/**
 * A second request on the same case and person while one is still at work (SEND, WAIT, ACCEPTED) is a
 * 409 naming that request, unless the investigator confirmed it. The advisory lock on (case, person)
 * makes two simultaneous sends wait for each other, so the second one sees the first.
 */
async function refuseUnconfirmedDuplicate(tx: Transaction, input: CreateRequestInput) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`investigator-request:${input.caseNumber}:${input.personPinfl}`}))`,
  );
  const [active] = await tx
    .select({
      id: investigatorRequests.id,
      status: investigatorRequests.status,
      createdAt: investigatorRequests.createdAt,
    })
    .from(investigatorRequests)
    .where(
      and(
        eq(investigatorRequests.caseNumber, input.caseNumber),
        eq(investigatorRequests.personPinfl, input.personPinfl),
        inArray(investigatorRequests.status, [...INVESTIGATOR_REQUEST_ACTIVE_STATUSES]),
      ),
    )
    .orderBy(asc(investigatorRequests.id))
    .limit(1);
  if (active)
    throw new AppError('CONFLICT', {
      messageKey: 'legal-aid:error.duplicateRequest',
      field: 'confirmDuplicate',
      params: {
        id: active.id,
        status: localizedParam(`common:status.${active.status}`),
        sentAt: formatDateTime(active.createdAt),
      },
    });
}

/**
 * org-request_create-send: the investigator's request. The person is looked up in the person registry
 * (down: 503, nothing stored); not there: the request is stored as PERSON_NOT_FOUND (final). Otherwise a
 * lawyer is drawn at once: SEND with the 30-minute acceptance timeout scheduled, or WAIT when nobody
 * eligible is on duty. The expiry at the attendance time is scheduled either way. One transaction.
 */
export async function createInvestigatorRequest(
  deps: LegalAidDeps,
  actor: PersonActor,
  input: CreateRequestInput,
): Promise<RequestRow> {
  if (!isPinfl(input.personPinfl))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:validation.invalidPinfl',
      field: 'personPinfl',
    });
  const now = deps.clock.now();
  if (!(input.attendanceAt.getTime() > now.getTime()))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.attendanceInPast',
      field: 'attendanceAt',
    });
  const person = await deps.registries.personRegistry.findByPinfl(input.personPinfl);
  // The case is read from the interior-ministry registry when it knows it; the request does not wait for it.
  const criminalCase = await fetchCriminalCase(
    deps.db,
    deps.registries.interiorMinistry,
    input.caseNumber,
    now,
  ).catch(() => null);
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    if (!input.confirmDuplicate) await refuseUnconfirmedDuplicate(tx, input);
    const file = input.file
      ? await savePdf(files, input.file, { ownerPersonId: actor.personId, field: 'file' })
      : null;
    const personId = person ? await upsertRegistryPerson(tx, person, now) : null;
    const [inserted] = await tx
      .insert(investigatorRequests)
      .values({
        status: person ? 'WAIT' : 'PERSON_NOT_FOUND',
        investigatorPersonId: actor.personId,
        organizationName: input.organizationName ?? null,
        caseNumber: input.caseNumber,
        criminalCaseId: criminalCase?.id ?? null,
        caseArticle: input.caseArticle ?? criminalCase?.data.article ?? null,
        caseSummary: input.caseSummary ?? null,
        personPinfl: input.personPinfl,
        personId,
        regionId: input.regionId,
        languageId: input.languageId,
        legalAidId: input.legalAidId,
        attendancePlace: input.attendancePlace,
        attendanceAt: input.attendanceAt,
        fileId: file?.id ?? null,
      })
      .returning();
    let request = inserted!;
    if (!person) {
      await recordCreation(tx, ENTITY, { id: request.id, status: 'PERSON_NOT_FOUND', actor });
      await notify(tx, investigatorNotification(request, 'PERSON_NOT_FOUND'));
      return request;
    }
    const draw = await drawForRequest(tx, request, { acceptTimeoutSeconds: deps.acceptTimeoutSeconds, now });
    const status = draw.pickedLawyerId ? 'SEND' : 'WAIT';
    const [updated] = await tx
      .update(investigatorRequests)
      .set({ status, ...drawColumns(draw) })
      .where(eq(investigatorRequests.id, request.id))
      .returning();
    request = updated!;
    await recordCreation(tx, ENTITY, { id: request.id, status, actor });
    if (draw.pickedPersonId) {
      await notify(tx, [
        ...assignedNotification(request, draw.pickedPersonId, minutesOf(deps.acceptTimeoutSeconds)),
        ...investigatorNotification(request, 'REQUEST_SENT'),
      ]);
      await scheduleTimeout(tx, request, draw);
    } else {
      await notify(tx, [
        ...investigatorNotification(request, 'REQUEST_WAITING'),
        ...(await chamberNotifications(tx, request, draw.leftOut)),
      ]);
    }
    await enqueue(tx, 'request-expire', { requestId: request.id }, { startAfter: request.attendanceAt });
    return request;
  });
}

/** The request row locked for the rest of the transaction; 404 when it does not exist. */
function lockRequest(tx: Transaction, id: number): Promise<RequestRow> {
  return lockById(tx, investigatorRequests, id);
}

/** Whether the request was ever drawn to this lawyer (they then see it, read-only). */
async function wasDrawnTo(tx: Transaction, requestId: number, lawyerId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: requestDraws.id })
    .from(requestDraws)
    .where(and(eq(requestDraws.requestId, requestId), eq(requestDraws.pickedLawyerId, lawyerId)))
    .limit(1);
  return earlier !== undefined;
}

/** The investigator's own request, or 404 (another investigator's request answers like none). */
async function lockOwnRequest(tx: Transaction, id: number, actor: PersonActor): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  requestStepPolicy.authorize(actor, 'own', row);
  return row;
}

/**
 * acceptOrgRequestNew: the picked lawyer accepts. SEND -> ACCEPTED and, in the same transaction, the
 * order draft with the state-funded basis. Two accepts at once: the row lock lets one through, the other
 * gets the 409 of the workflow table. A lawyer whose time ran out gets a 409 saying so; anyone else a 404.
 */
export async function acceptInvestigatorRequest(
  { db, clock }: StepDeps,
  actor: PersonActor,
  requestId: number,
) {
  return db.transaction(async (tx) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const request = await lockRequest(tx, requestId);
    const now = clock.now();
    requestStepPolicy.authorize({ personId: actor.personId, lawyerId: lawyer.id }, 'picked', request, {
      drawnBefore: request.pickedLawyerId !== lawyer.id && (await wasDrawnTo(tx, requestId, lawyer.id)),
      refusal: new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.acceptTimeRanOut' }),
    });
    if (request.status === 'SEND' && request.acceptDeadlineAt && request.acceptDeadlineAt <= now)
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.acceptTimeRanOut' });
    const lawyerPerson = await lawyerName(tx, lawyer.id);
    const { row } = await transition(tx, ENTITY, {
      id: requestId,
      event: 'ACCEPT',
      actor,
      set: { acceptedAt: now, acceptDeadlineAt: null },
      notifications: (r) =>
        investigatorNotification(r, 'REQUEST_ACCEPTED', { lawyerName: lawyerPerson.name }),
    });
    await endPendingDraw(tx, requestId, 'ACCEPTED', now);
    const order = await createStateFundedOrderDraft(tx, { request: row, lawyer, actor });
    return { request: row, order };
  });
}

/**
 * A step the investigator takes on their own request with a required reason (cancel, not completed): the
 * reason checked first, then one transaction under the request's lock; the lawyer `tell` names (if any) is
 * told, and `after` runs in the same transaction.
 */
function investigatorReasonStep(step: {
  event: 'CANCEL' | 'NOT_COMPLETE';
  set: (text: string) => Partial<typeof investigatorRequests.$inferInsert>;
  tell: (request: RequestRow) => number | null;
  kind: string;
  after?: (tx: Transaction, requestId: number, clock: Clock) => Promise<unknown>;
}) {
  return async ({ db, clock }: StepDeps, actor: PersonActor, requestId: number, reason: string) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    return db.transaction(async (tx) => {
      const request = await lockOwnRequest(tx, requestId, actor);
      const lawyerId = step.tell(request);
      const { row } = await transition(tx, ENTITY, {
        id: requestId,
        event: step.event,
        actor,
        comment: text,
        set: step.set(text),
        notifications: async (r) => (lawyerId ? await lawyerNotification(tx, r, lawyerId, step.kind) : []),
      });
      await step.after?.(tx, requestId, clock);
      return row;
    });
  };
}

/** cancelOrgRequestNew: the investigator cancels a request nobody accepted yet (SEND or WAIT), with a reason. */
export const cancelInvestigatorRequest = investigatorReasonStep({
  event: 'CANCEL',
  set: (text) => ({ cancelReason: text, acceptDeadlineAt: null }),
  tell: (request) => (request.status === 'SEND' ? request.pickedLawyerId : null),
  kind: 'REQUEST_CANCELLED',
  after: (tx, requestId, clock) => endPendingDraw(tx, requestId, 'ENDED', clock.now()),
});

/**
 * closeOrganizationRequest: the lawyer who accepted ends it, with the closing document (a PDF) and a
 * comment, both required; the document is stored in the same transaction.
 */
export async function closeInvestigatorRequest(
  deps: { db: Database; storage: FileStorage },
  actor: PersonActor,
  requestId: number,
  input: { closeFile: PdfUpload | null; comment: string },
) {
  const comment = input.comment?.trim() ?? '';
  if (!input.closeFile || !comment)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.closeFileRequired',
      field: input.closeFile ? 'comment' : 'closeFile',
    });
  const closeFile = input.closeFile;
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const request = await lockRequest(tx, requestId);
    // the workflow table decides before anything is stored
    const decision = decide(INVESTIGATOR_REQUEST_WORKFLOW, request.status, 'CLOSE', actor.role);
    const refused = decision.allowed
      ? undefined
      : transitionRefused(INVESTIGATOR_REQUEST_WORKFLOW, request.status, decision.reason);
    // A lawyer it was drawn to before sees it, and is told why not; anyone else: 404.
    requestStepPolicy.authorize({ personId: actor.personId, lawyerId: lawyer.id }, 'picked', request, {
      drawnBefore: request.pickedLawyerId !== lawyer.id && (await wasDrawnTo(tx, requestId, lawyer.id)),
      refusal:
        refused ?? new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.notPickedLawyer' }),
    });
    if (refused) throw refused;
    const file = await savePdf(files, closeFile, {
      ownerPersonId: actor.personId,
      field: 'closeFile',
    });
    const { row } = await transition(tx, ENTITY, {
      id: requestId,
      event: 'CLOSE',
      actor,
      comment,
      set: { closeFileId: file.id, closeComment: comment },
      notifications: (r) => investigatorNotification(r, 'REQUEST_CLOSED'),
    });
    return row;
  });
}

/** The investigator marks an accepted request not completed, with a reason. */
export const markRequestNotCompleted = investigatorReasonStep({
  event: 'NOT_COMPLETE',
  set: (text) => ({ notCompletedReason: text }),
  tell: (request) => request.pickedLawyerId,
  kind: 'REQUEST_NOT_COMPLETED',
});

// ---- the portal's own steps (durable jobs) ----

/**
 * Job `request-accept-timeout`: the picked lawyer of draw `drawId` did not accept in time. When that draw
 * is still the request's pending one, it is marked TIMED_OUT and a new draw leaves that lawyer out:
 * REDRAW (SEND -> SEND) with a new timeout, or NO_DUTY_LAWYER (SEND -> WAIT). Anything else (accepted,
 * cancelled, already re-drawn): nothing happens, so the job may safely run twice.
 */
export async function handleAcceptTimeout(
  deps: Pick<LegalAidDeps, 'db' | 'clock' | 'acceptTimeoutSeconds'>,
  payload: { requestId: number; drawId: number },
): Promise<'redrawn' | 'waiting' | 'stale'> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, payload.requestId);
    if (request.status !== 'SEND' || request.currentDrawId !== payload.drawId || !request.pickedLawyerId)
      return 'stale';
    const now = deps.clock.now();
    const previous = request.pickedLawyerId;
    await endPendingDraw(tx, request.id, 'TIMED_OUT', now);
    const draw = await drawForRequest(tx, request, { acceptTimeoutSeconds: deps.acceptTimeoutSeconds, now });
    const passedOn = await lawyerNotification(tx, request, previous, 'REQUEST_PASSED_ON');
    if (draw.pickedPersonId) {
      await sendToDrawnLawyer(tx, request.id, 'REDRAW', draw.pickedPersonId, draw, {
        acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
        notifications: (assigned) => [...passedOn, ...assigned],
      });
      return 'redrawn';
    }
    await transition(tx, ENTITY, {
      id: request.id,
      event: 'NO_DUTY_LAWYER',
      actor: SYSTEM_ACTOR,
      set: drawColumns(draw),
      notifications: async (r) => [
        ...passedOn,
        ...investigatorNotification(r, 'REQUEST_WAITING'),
        ...(await chamberNotifications(tx, r, draw.leftOut)),
      ],
    });
    return 'waiting';
  });
}

/** Job `request-expire`: at the attendance time a request nobody accepted (SEND or WAIT) becomes EXPIRED. */
export async function handleRequestExpiry(
  { db, clock }: StepDeps,
  payload: { requestId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, payload.requestId);
    const now = clock.now();
    if ((request.status !== 'SEND' && request.status !== 'WAIT') || request.attendanceAt > now) return false;
    const picked = request.status === 'SEND' ? request.pickedLawyerId : null;
    await transition(tx, ENTITY, {
      id: request.id,
      event: 'EXPIRE',
      actor: SYSTEM_ACTOR,
      set: { acceptDeadlineAt: null },
      notifications: async (r) => [
        ...investigatorNotification(r, 'REQUEST_EXPIRED'),
        ...(picked ? await lawyerNotification(tx, r, picked, 'REQUEST_EXPIRED') : []),
      ],
    });
    await endPendingDraw(tx, request.id, 'ENDED', now);
    return true;
  });
}

/**
 * Job `request-redraw-waiting`: a waiting request tries the draw again (duty lawyers were added). With a
 * candidate: DUTY_LAWYER_FOUND (WAIT -> SEND) and a timeout; without: nothing is written.
 */
export async function handleRedrawWaiting(
  deps: Pick<LegalAidDeps, 'db' | 'clock' | 'acceptTimeoutSeconds'>,
  payload: { requestId: number },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, payload.requestId);
    const now = deps.clock.now();
    if (request.status !== 'WAIT' || request.attendanceAt <= now) return false;
    // Still nobody on duty: nothing is recorded (a draw is recorded only when it picks someone here).
    const pool = await requestDutyPool(tx, request, now);
    if (pool.candidates.length === 0) return false;
    const draw = await drawForRequest(tx, request, {
      acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
      now,
      pool,
    });
    await sendToDrawnLawyer(tx, request.id, 'DUTY_LAWYER_FOUND', draw.pickedPersonId!, draw, {
      acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
      notifications: (assigned, r) => [...assigned, ...investigatorNotification(r, 'REQUEST_SENT')],
    });
    return true;
  });
}

/**
 * For the duty-schedule editor: after duty lawyers are added for a region and day, every request waiting
 * for that region and day gets a re-draw job. Returns how many were scheduled.
 */
export async function redrawWaitingRequests(
  db: Database,
  regionId: number,
  dutyDate: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select()
      .from(investigatorRequests)
      .where(
        and(eq(investigatorRequests.regionId, regionId), inArray(investigatorRequests.status, ['WAIT'])),
      );
    const due = waiting.filter((r) => dutyDateOf(r) === dutyDate);
    for (const r of due) await enqueue(tx, 'request-redraw-waiting', { requestId: r.id });
    return due.length;
  });
}
