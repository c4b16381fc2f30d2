/**
 * Record rules of checklists of completed work (ARCHITECTURE.md conventions 4 and 5). Who sees one:
 * - the lawyer who fills it (checklist.fill);
 * - the investigator of its request (investigatorRequest.create or checklist.agree);
 * - a regional chamber, those of its region's requests (legalAid.viewRegion);
 * - ADMIN and the republic chamber, all (legalAid.viewAll).
 * Anyone else gets 404.
 */
import type { ChecklistCan } from '@portal/contracts';
import { availableEvents, CHECKLIST_EDITABLE_STATUSES, CHECKLIST_WORKFLOW } from '@portal/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { checklists, investigatorRequests } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type ChecklistRow = typeof checklists.$inferSelect;

/** The checklists the caller may see: undefined = all, null = none. */
export function checklistScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.grants.has('legalAid.viewAll')) return undefined;
  const parts: SQL[] = [];
  if (caller.grants.has('checklist.fill') && caller.lawyer)
    parts.push(eq(checklists.lawyerId, caller.lawyer.id));
  // the investigator of the checklist's request, kept on the checklist by PostgreSQL
  if (caller.grants.has('investigatorRequest.create') || caller.grants.has('checklist.agree'))
    parts.push(eq(checklists.investigatorPersonId, caller.personId));
  // the region of the checklist's request, kept on the checklist by PostgreSQL (checklists.region_id)
  if (caller.grants.has('legalAid.viewRegion') && caller.regionId !== null)
    parts.push(eq(checklists.regionId, caller.regionId));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** What the caller may do with a checklist now. */
export function checklistCan(
  caller: LegalAidCaller,
  row: ChecklistRow,
  request: { investigatorPersonId: number },
): ChecklistCan {
  const events = availableEvents(CHECKLIST_WORKFLOW, row.status, caller.role);
  const fills = caller.grants.has('checklist.fill') && caller.lawyer?.id === row.lawyerId;
  const agrees = caller.grants.has('checklist.agree') && request.investigatorPersonId === caller.personId;
  return {
    update: fills && CHECKLIST_EDITABLE_STATUSES.includes(row.status),
    sign: fills && events.includes('SIGN'),
    sendForAgreement: fills && events.includes('SEND_FOR_AGREEMENT'),
    agree: agrees && events.includes('AGREE'),
    return: agrees && events.includes('RETURN'),
  };
}

/** A checklist is seen within `checklistScope`; `can` needs its request (the investigator) as context. */
export const checklistPolicy = definePolicy({ findVisible: checklistScope, can: checklistCan });

/**
 * What a lawyer's step (create, update, sign, send for agreement) locks: a checklist they fill, or the
 * request they were picked for. Anyone else's answers 404, like a missing one.
 */
export const lawyerChecklistPolicy = definePolicy({
  findVisible: (lawyer: { id: number }) => eq(checklists.lawyerId, lawyer.id),
  can: (lawyer: { id: number }, row: { lawyerId: number }) => ({ fill: row.lawyerId === lawyer.id }),
});

export const pickedRequestPolicy = definePolicy({
  findVisible: (lawyer: { id: number }) => eq(investigatorRequests.pickedLawyerId, lawyer.id),
  can: (lawyer: { id: number }, row: { pickedLawyerId: number | null }) => ({
    fill: row.pickedLawyerId === lawyer.id,
  }),
});

/** What an investigator's step (agree, return) locks: a checklist of their own request; others' 404. */
export const investigatorChecklistPolicy = definePolicy({
  findVisible: (investigator: { personId: number }) =>
    eq(checklists.investigatorPersonId, investigator.personId),
  can: (investigator: { personId: number }, request: { investigatorPersonId: number }) => ({
    agree: request.investigatorPersonId === investigator.personId,
  }),
});

/** The checklists sent to the caller, the investigator of their request, for agreement (null: none). */
export function awaitingAgreement(caller: LegalAidCaller): SQL | null {
  if (!caller.grants.has('checklist.agree')) return null;
  return and(eq(checklists.status, 'FOR_AGREED'), eq(checklists.investigatorPersonId, caller.personId))!;
}

/** The checklists waiting for the caller's next step. */
export function awaitingCaller(caller: LegalAidCaller): SQL | null {
  const parts: SQL[] = [];
  if (caller.grants.has('checklist.fill') && caller.lawyer)
    parts.push(
      and(
        eq(checklists.lawyerId, caller.lawyer.id),
        sql`${checklists.status} in ('CREATED', 'SIGNED', 'CANCELLED')`,
      )!,
    );
  const agreement = awaitingAgreement(caller);
  if (agreement) parts.push(agreement);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}
