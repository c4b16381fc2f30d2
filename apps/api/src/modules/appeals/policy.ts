/**
 * Record rules of appeals (ARCHITECTURE.md conventions 4 and 5), as `appealPolicy`. The content and the
 * file of an appeal are read by:
 * - its author, always;
 * - the lawyers and directors of its regions (`appeal.respond`) while it is open (SEND, SEEN);
 * - after a lawyer took it, that lawyer only (and `appeal.viewAll`: ADMIN).
 * The other lawyers and directors of its regions still see that it exists and that it was taken (no
 * author, no brief, no content, no file). A rejected state-funded appeal never reached them. Anyone else:
 * 404, exactly like an appeal that does not exist.
 */
import type { AppealCan } from '@portal/contracts';
import {
  APPEAL_OPEN_STATUSES,
  type AppealStatus,
  availableEvents,
  PRO_BONO_APPEAL_WORKFLOW,
  STATE_FUNDED_APPEAL_WORKFLOW,
  type Workflow,
} from '@portal/domain';
import { and, eq, exists, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { appealInbox, appealRegions, appeals } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import type { AppealCaller } from './caller';

export type AppealRow = typeof appeals.$inferSelect;

/** How much of an appeal the caller may read: all of it, only that it was taken, or nothing. */
export type AppealAccess = 'full' | 'taken' | null;

/** The workflow of an appeal's kind, and its name (the status history's entity type). */
export function workflowOf(kind: AppealRow['kind']) {
  return kind === 'PRO_BONO'
    ? ({ name: 'pro-bono-appeal', workflow: PRO_BONO_APPEAL_WORKFLOW } as const)
    : ({ name: 'state-funded-appeal', workflow: STATE_FUNDED_APPEAL_WORKFLOW } as const);
}

const isOpen = (status: AppealStatus) => (APPEAL_OPEN_STATUSES as readonly string[]).includes(status);

/** Own appeals: written by the caller. */
export function ownAppeals(caller: AppealCaller): SQL {
  return eq(appeals.authorPersonId, caller.personId);
}

/** Sent to one of the caller's regions (never a rejected one); every appeal for `appeal.viewAll`. */
export function inboxAppeals(caller: AppealCaller): SQL | undefined | null {
  if (caller.grants.has('appeal.viewAll')) return undefined;
  if (caller.responderRegionIds.length === 0) return null;
  return and(
    ne(appeals.status, 'REJECTED'),
    exists(
      sql`(select 1 from ${appealRegions} where ${and(
        eq(appealRegions.appealId, appeals.id),
        inArray(appealRegions.regionId, caller.responderRegionIds),
      )})`,
    ),
  )!;
}

/**
 * The inbox read region by region (`appeal_inbox`): the appeals sent to each region walked (the one asked
 * for, else each of the caller's), never a rejected one for a responder, one part per region. An appeal
 * sent to two walked regions belongs to the first one's part only, so the parts are disjoint. A region
 * asked for outside the caller's keeps only the appeals also sent to one of theirs. undefined: every
 * appeal (`appeal.viewAll` without a region asked for); null: none.
 */
export function inboxParts(caller: AppealCaller, regionId: number | undefined): SQL[] | undefined | null {
  const all = caller.grants.has('appeal.viewAll');
  if (all && regionId === undefined) return undefined;
  if (!all && caller.responderRegionIds.length === 0) return null;
  const walked = regionId === undefined ? caller.responderRegionIds : [regionId];
  const alsoIn = (regionIds: readonly number[]) =>
    exists(
      sql`(select 1 from ${appealRegions} where ${and(
        eq(appealRegions.appealId, appealInbox.appealId),
        inArray(appealRegions.regionId, [...regionIds]),
      )})`,
    );
  return walked.map((region, i) =>
    and(
      eq(appealInbox.regionId, region),
      all ? undefined : ne(appealInbox.status, 'REJECTED'),
      all || respondsTo(caller, [region]) ? undefined : alsoIn(caller.responderRegionIds),
      i === 0 ? undefined : not(alsoIn(walked.slice(0, i))),
    )!,
  );
}

/** Taken by the caller (as a lawyer). */
export function acceptedAppeals(caller: AppealCaller): SQL | null {
  return caller.lawyer ? eq(appeals.lawyerId, caller.lawyer.id) : null;
}

/** Whether the caller answers appeals of one of these regions. */
export function respondsTo(caller: AppealCaller, regionIds: readonly number[]): boolean {
  return regionIds.some((r) => caller.responderRegionIds.includes(r));
}

/** How much of this appeal (with its regions) the caller may read. */
export function appealAccess(
  caller: AppealCaller,
  row: AppealRow,
  regionIds: readonly number[],
): AppealAccess {
  if (row.authorPersonId === caller.personId || caller.grants.has('appeal.viewAll')) return 'full';
  if (caller.lawyer && row.lawyerId === caller.lawyer.id) return 'full';
  if (row.status === 'REJECTED' || !respondsTo(caller, regionIds)) return null;
  return isOpen(row.status) ? 'full' : 'taken';
}

/** Whether the caller's opening of the appeal is a first look by a lawyer or director of its regions. */
export function opensAsResponder(
  caller: AppealCaller,
  row: AppealRow,
  regionIds: readonly number[],
): boolean {
  return (
    row.authorPersonId !== caller.personId &&
    respondsTo(caller, regionIds) &&
    availableEvents(
      workflowOf(row.kind).workflow as Workflow<string, string>,
      row.status,
      caller.role,
    ).includes('SEE')
  );
}

/** What the caller may do with the appeal now. */
export function appealCan(caller: AppealCaller, row: AppealRow, regionIds: readonly number[]): AppealCan {
  const events = availableEvents(
    workflowOf(row.kind).workflow as Workflow<string, string>,
    row.status,
    caller.role,
  );
  const author = row.authorPersonId === caller.personId;
  const access = appealAccess(caller, row, regionIds);
  return {
    accept:
      events.includes('ACCEPT') &&
      !author &&
      caller.lawyer !== null &&
      caller.grants.has('appeal.respond') &&
      respondsTo(caller, regionIds),
    complete: events.includes('COMPLETE') && caller.lawyer !== null && row.lawyerId === caller.lawyer.id,
    cancel: events.includes('CANCEL') && author,
    downloadFile: access === 'full' && row.fileId !== null,
  };
}

/**
 * The appeals a caller sees at all (`appealAccess` is not null): their own, the one they took, those sent
 * to their regions (never a rejected one); every appeal for `appeal.viewAll`. `can` needs the appeal's
 * regions as its context.
 */
export const appealPolicy = definePolicy({
  findVisible: (caller: AppealCaller): SQL | undefined => {
    if (caller.grants.has('appeal.viewAll')) return undefined;
    return or(ownAppeals(caller), acceptedAppeals(caller) ?? undefined, inboxAppeals(caller) ?? undefined);
  },
  can: appealCan,
});

/**
 * The regions whose appeals the caller answers: with `appeal.respond`, a lawyer's own region and the
 * region of the structure they direct.
 */
export function responderRegionIdsOf(caller: LegalAidCaller): number[] {
  const regions = new Set<number>();
  if (caller.grants.has('appeal.respond')) {
    if (caller.lawyer) regions.add(caller.lawyer.regionId);
    if (caller.directedRegionId !== null) regions.add(caller.directedRegionId);
  }
  return [...regions];
}
