/**
 * Who may see and do what with expertise requests (docs/domain.md "Expertise"):
 * - the lawyer who asked (expertise.request): their own requests, drafts too;
 * - the body's staff (expertise.process with a place on expert_staff): the requests sent to their
 *   organization, never drafts; ADMIN (expertise.process, no place): every sent request, reading only.
 * Anyone else gets 404, exactly as for a request that does not exist. Each of the body's steps is taken by
 * the position EXPERTISE_POSITION_STEPS names (or the expert the request is assigned to).
 */
import {
  availableEvents,
  EXPERTISE_WORKFLOW,
  type ExpertiseEvent,
  type ExpertiseStatus,
  positionMay,
  positionRule,
} from '@portal/domain';
import type { ExpertiseStepEvent } from '@portal/contracts';
import { EXPERTISE_STEP_EVENTS } from '@portal/contracts';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { expertiseRequests, expertStaff, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import { localizedParam } from '../../i18n/localized-params';
import type { LegalAidCaller } from '../legal-aid';
import type { ExpertiseCaller } from './caller';

type Row = typeof expertiseRequests.$inferSelect;

/** The caller's own requests (null: they ask for none). */
export function ownExpertise(caller: ExpertiseCaller): Visible {
  if (!caller.grants.has('expertise.request') || !caller.lawyer) return null;
  return eq(expertiseRequests.lawyerId, caller.lawyer.id);
}

/** The requests in the staff member's queue: sent to their organization. ADMIN: every sent one. */
export function queuedExpertise(caller: ExpertiseCaller): Visible {
  if (!caller.grants.has('expertise.process')) return null;
  const sent = ne(expertiseRequests.status, 'TEMPORARY');
  if (caller.staff) return and(sent, eq(expertiseRequests.organizationId, caller.staff.organizationId))!;
  return caller.role === 'ADMIN' ? sent : null;
}

/** The requests the staff member reads: their queue, and those their organization directed on. */
export function processedExpertise(caller: ExpertiseCaller): Visible {
  const queued = queuedExpertise(caller);
  if (!caller.staff || !queued) return queued;
  return or(queued, eq(expertiseRequests.directedFromId, caller.staff.organizationId));
}

/** The requests assigned to the caller as the expert, among those their organization reads (null: none). */
export function assignedExpertise(caller: ExpertiseCaller): Visible {
  const processed = processedExpertise(caller);
  if (processed === null) return null;
  return and(processed, eq(expertiseRequests.expertPersonId, caller.personId))!;
}

export function expertiseScope(caller: ExpertiseCaller): Visible {
  const parts = [ownExpertise(caller), processedExpertise(caller)].filter((p) => p !== null);
  if (parts.length === 0) return null;
  if (parts.some((p) => p === undefined)) return undefined;
  return parts.length === 1 ? parts[0] : or(...(parts as SQL[]));
}

const isOwn = (caller: ExpertiseCaller, row: Row) =>
  caller.grants.has('expertise.request') && caller.lawyer?.id === row.lawyerId;
const isStaffOf = (caller: ExpertiseCaller, row: Row) =>
  caller.grants.has('expertise.process') &&
  caller.staff !== null &&
  caller.staff.organizationId === row.organizationId &&
  row.status !== 'TEMPORARY';

/** Whether the caller, on the body's staff, may take the body's step `event` on the request now. */
export function staffMay(caller: ExpertiseCaller, row: Row, event: ExpertiseEvent): boolean {
  if (!isStaffOf(caller, row) || !caller.staff) return false;
  if (!availableEvents(EXPERTISE_WORKFLOW, row.status, 'EXPERT').includes(event)) return false;
  if (event === 'START' && row.paymentStatus !== 'PAID') return false;
  return positionMay(row.status, event, {
    position: caller.staff.position,
    assigned: row.expertPersonId === caller.personId,
  });
}

/** What the caller may do with a request now (the `can` of its DTO). */
export function expertiseCan(caller: ExpertiseCaller, row: Row) {
  const own = isOwn(caller, row);
  const lawyerEvents = own ? availableEvents(EXPERTISE_WORKFLOW, row.status, caller.role) : [];
  const steps = Object.fromEntries(EXPERTISE_STEP_EVENTS.map((e) => [e, staffMay(caller, row, e)])) as Record<
    ExpertiseStepEvent,
    boolean
  >;
  return {
    update: own && row.status === 'TEMPORARY',
    send: lawyerEvents.includes('SEND'),
    answer: lawyerEvents.includes('ANSWER_PETITION'),
    pay: own && row.status === 'PENDING' && row.paymentStatus === 'AWAITING',
    sendConclusion: staffMay(caller, row, 'SEND_CONCLUSION'),
    ...steps,
  };
}

type Action = keyof ReturnType<typeof expertiseCan>;

/**
 * The refusal of a step the caller may not take: another position's step names the position, another
 * expert's request says so, a step of another status the status; a lawyer's the status.
 */
function refuse(caller: ExpertiseCaller, action: Action, row: Row): AppError {
  const status = row.status as ExpertiseStatus;
  const event = action === 'sendConclusion' ? 'SEND_CONCLUSION' : action;
  if (caller.staff && [...EXPERTISE_STEP_EVENTS, 'SEND_CONCLUSION'].includes(event)) {
    const rule = positionRule(status, event as ExpertiseEvent);
    if (rule === 'ASSIGNED' && row.expertPersonId !== caller.personId)
      return new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'expertise:error.notAssigned' });
    if (rule !== undefined && rule !== 'ASSIGNED' && !rule.includes(caller.staff.position))
      return new AppError('TRANSITION_NOT_ALLOWED', {
        messageKey: 'expertise:error.notForPosition',
        params: { position: localizedParam(`expertise:position.${caller.staff.position}`) },
      });
    if (action === 'START' && row.paymentStatus !== 'PAID')
      return new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'expertise:error.notPaid' });
  }
  return new AppError('TRANSITION_NOT_ALLOWED', {
    messageKey: 'legal-aid:transition.notInThisState',
    params: {
      item: localizedParam('legal-aid:item.expertise'),
      status: localizedParam(`common:status.${status}`),
    },
  });
}

/** A request is opened by whoever `expertiseScope` lets in; `can` says what they may do with it now. */
export const expertisePolicy = definePolicy({ findVisible: expertiseScope, can: expertiseCan, refuse });

/** What the lawyer's own step (change or send a draft, answer a petition) locks: their own request. */
export const ownExpertisePolicy = definePolicy({ findVisible: ownExpertise, can: expertiseCan, refuse });

/** What a step of the body locks: a request of the staff member's organization (a refusal for one off the staff). */
export const staffExpertisePolicy = definePolicy({
  findVisible: (caller: ExpertiseCaller) => {
    if (caller.grants.has('expertise.process') && !caller.staff)
      throw new AppError('BUSINESS_RULE', { messageKey: 'expertise:error.notStaff' });
    return queuedExpertise(caller);
  },
  can: expertiseCan,
  refuse,
});

/** The caller's own orders an expertise may be asked on (null: they hold none). */
export function ownOrders(caller: ExpertiseCaller): Visible {
  if (!caller.grants.has('expertise.request') || !caller.lawyer) return null;
  return eq(orders.lawyerId, caller.lawyer.id);
}

/** The caller's own place on the body's staff (their organization and position). */
export function ownStaffPlace(caller: LegalAidCaller): SQL {
  return eq(expertStaff.personId, caller.personId);
}
