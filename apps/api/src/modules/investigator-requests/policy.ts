/**
 * Record rules of investigator requests (ARCHITECTURE.md conventions 4 and 5). Who sees a request:
 * - its investigator (investigatorRequest.create: own requests);
 * - a lawyer it was drawn to, now or in an earlier round (investigatorRequest.respond);
 * - a regional chamber, the requests of its region (legalAid.viewRegion);
 * - ADMIN and the republic chamber, every request (legalAid.viewAll).
 * Anyone else gets 404, exactly as for a request that does not exist. What the caller may do with a
 * request (`can`) follows from the workflow table and these rules.
 */
import type { OrgRequestCan } from '@portal/contracts';
import {
  availableEvents,
  CHECKLIST_WORKFLOW,
  INVESTIGATOR_REQUEST_WORKFLOW,
  mayCreate,
} from '@portal/domain';
import { and, eq, exists, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { investigatorRequests, requestDraws } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import { actorOf, type LegalAidCaller } from '../legal-aid';

type RequestRow = typeof investigatorRequests.$inferSelect;

/** The requests the caller may see, as a condition: undefined = all of them, null = none. */
export function requestScope(caller: LegalAidCaller): Visible {
  if (caller.grants.has('legalAid.viewAll')) return undefined;
  const parts: SQL[] = [];
  if (caller.grants.has('legalAid.viewRegion') && caller.regionId !== null)
    parts.push(eq(investigatorRequests.regionId, caller.regionId));
  if (caller.grants.has('investigatorRequest.create'))
    parts.push(eq(investigatorRequests.investigatorPersonId, caller.personId));
  if (caller.grants.has('investigatorRequest.respond') && caller.lawyer)
    parts.push(drawnTo(caller.lawyer.id));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** The investigator's own requests. */
export function ownInvestigatorRequests(caller: LegalAidCaller): SQL {
  return eq(investigatorRequests.investigatorPersonId, caller.personId);
}

/** The requests the caller accepted as the drawn lawyer (null: the caller is no lawyer). */
export function acceptedByLawyer(caller: LegalAidCaller): SQL | null {
  if (!caller.lawyer) return null;
  return and(
    eq(investigatorRequests.pickedLawyerId, caller.lawyer.id),
    isNotNull(investigatorRequests.acceptedAt),
  )!;
}

/**
 * The accepted requests whose attendance is on the caller's calendar: those the caller accepted as the
 * drawn lawyer, and the investigator's own once a lawyer accepted them (null: neither).
 */
export function attendedRequests(caller: LegalAidCaller): SQL | null {
  const parts: SQL[] = [];
  const accepted = caller.grants.has('investigatorRequest.respond') ? acceptedByLawyer(caller) : null;
  if (accepted) parts.push(accepted);
  if (caller.grants.has('investigatorRequest.create'))
    parts.push(and(ownInvestigatorRequests(caller), isNotNull(investigatorRequests.acceptedAt))!);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/** The requests awaiting the caller's answer: drawn to them now and still in time to accept (null: none). */
export function awaitingAcceptance(caller: LegalAidCaller, now: Date): SQL | null {
  if (!caller.grants.has('investigatorRequest.respond') || !caller.lawyer) return null;
  return and(
    eq(investigatorRequests.pickedLawyerId, caller.lawyer.id),
    eq(investigatorRequests.status, 'SEND'),
    or(isNull(investigatorRequests.acceptDeadlineAt), gt(investigatorRequests.acceptDeadlineAt, now)),
  )!;
}

/** The requests a lawyer was drawn to: picked now, or in any earlier round. */
export function drawnTo(lawyerId: number): SQL {
  return or(
    eq(investigatorRequests.pickedLawyerId, lawyerId),
    exists(
      sql`(select 1 from ${requestDraws} where ${and(
        eq(requestDraws.requestId, investigatorRequests.id),
        eq(requestDraws.pickedLawyerId, lawyerId),
      )})`,
    ),
  )!;
}

/** Whether the caller may see the draws of a request (the chamber's re-check). */
export function mayViewDraws(caller: LegalAidCaller, row: RequestRow): boolean {
  return (
    row.investigatorPersonId === caller.personId ||
    caller.grants.has('legalAid.viewAll') ||
    (caller.grants.has('legalAid.viewRegion') && caller.regionId === row.regionId)
  );
}

/** What the caller may do with a request now. */
export function requestCan(
  caller: LegalAidCaller,
  row: RequestRow,
  context: { checklistExists: boolean; now: Date },
): OrgRequestCan {
  const events = availableEvents(INVESTIGATOR_REQUEST_WORKFLOW, row.status, caller.role);
  const picked = caller.lawyer !== null && row.pickedLawyerId === caller.lawyer.id;
  const own = row.investigatorPersonId === caller.personId;
  const responds = caller.grants.has('investigatorRequest.respond');
  const asks = caller.grants.has('investigatorRequest.create');
  const inTime = row.acceptDeadlineAt === null || row.acceptDeadlineAt > context.now;
  return {
    accept: responds && picked && inTime && events.includes('ACCEPT'),
    cancel: asks && own && events.includes('CANCEL'),
    close: responds && picked && events.includes('CLOSE'),
    notComplete: asks && own && events.includes('NOT_COMPLETE'),
    createChecklist:
      caller.grants.has('checklist.fill') &&
      picked &&
      row.status === 'ACCEPTED' &&
      !context.checklistExists &&
      mayCreate(CHECKLIST_WORKFLOW, 'CREATED', caller.role),
    downloadFile: row.fileId !== null,
    downloadCloseFile: row.closeFileId !== null,
    viewDraws: mayViewDraws(caller, row),
  };
}

/** The one gate of investigator requests (apps/api/src/http/policy.ts): what the caller sees and may do. */
export const requestPolicy = definePolicy({ findVisible: requestScope, can: requestCan });

/**
 * The actor of a lawyer's step (accept, close): a caller with no lawyer record was never drawn to any
 * request, so the request answers 404 to them, as one that does not exist.
 */
export function lawyerActor(caller: LegalAidCaller) {
  if (!caller.lawyer) throw new AppError('NOT_FOUND');
  return actorOf(caller);
}

/** The person taking a step on a request in a service: an investigator, or a lawyer (`lawyerId`). */
interface RequestStepActor {
  personId: number;
  lawyerId?: number;
}

/** Where a lawyer who is not the picked one stands: drawn to it before (told `refusal`) or never (404). */
interface RequestStepContext {
  drawnBefore: boolean;
  refusal: AppError;
}

/**
 * The services' gate on a request row locked in their transaction: `own` (cancel, not completed: the
 * investigator who sent it) and `picked` (accept, close: the lawyer it is drawn to now). Another
 * investigator's request, or one never drawn to the lawyer, answers 404 like a missing one; a lawyer it was
 * drawn to before sees it and is told why not (`context.refusal`).
 */
export const requestStepPolicy = definePolicy({
  findVisible: (actor: RequestStepActor): Visible =>
    actor.lawyerId === undefined
      ? eq(investigatorRequests.investigatorPersonId, actor.personId)
      : or(eq(investigatorRequests.investigatorPersonId, actor.personId), drawnTo(actor.lawyerId)),
  can: (actor: RequestStepActor, row: RequestRow, _context: RequestStepContext | void) => ({
    own: row.investigatorPersonId === actor.personId,
    picked: actor.lawyerId !== undefined && row.pickedLawyerId === actor.lawyerId,
  }),
  refuse: (_actor, action, _row, context) =>
    action === 'picked' && context?.drawnBefore ? context.refusal : new AppError('NOT_FOUND'),
});
