/**
 * org-request_create-send: the investigator's request, with the first draw of a lawyer.
 */
import { formatDateTime, INVESTIGATOR_REQUEST_ACTIVE_STATUSES, isPinfl } from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { investigatorRequests } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { localizedParam } from '../../i18n/localized-params';
import { enqueue } from '../../jobs/queue';
import { upsertRegistryPerson } from '../../people/person-row';
import { transactionWithFiles } from '../../storage';
import { recordCreation } from '../../workflow/transition';
import { fetchCriminalCase } from '../criminal-cases';
import { type PdfUpload, savePdf } from '../legal-aid';
import { notify } from '../notifications';
import { drawForRequest } from './draw';
import { assignedNotification, chamberNotifications, investigatorNotification, minutesOf } from './notices';
import { drawColumns, scheduleTimeout } from './send-drawn';
import { type LegalAidDeps, type PersonActor, REQUEST_ENTITY, type RequestRow } from './shared';

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
      await recordCreation(tx, REQUEST_ENTITY, { id: request.id, status: 'PERSON_NOT_FOUND', actor });
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
    await recordCreation(tx, REQUEST_ENTITY, { id: request.id, status, actor });
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
