/**
 * Who may see and do what with bar candidates, internships and intern restrictions (docs/domain.md
 * "Bar candidates", "Interns"). Routes and services ask here; a record the caller may not see is 404.
 */
import { CANDIDATE_WORKFLOW, INTERNSHIP_WORKFLOW } from '@portal/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import { candidateDocuments, candidatePhotos, internRestrictions, internships } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import { stepFlags } from '../../kit/step-flags';
import type { LegalAidCaller } from '../legal-aid';

/** Chambers: REGION_CHAMBER its region, REPUBLIC_CHAMBER and ADMIN every region; null: not a chamber. */
function chamberRegion(caller: LegalAidCaller, column: SQL.Aliased | Parameters<typeof eq>[0]) {
  if (caller.role === 'ADMIN' || caller.role === 'REPUBLIC_CHAMBER') return undefined;
  if (caller.role === 'REGION_CHAMBER' && caller.regionId !== null) return eq(column, caller.regionId);
  return null;
}

const inChamberRegion = (caller: LegalAidCaller, regionId: number) =>
  caller.role === 'REGION_CHAMBER' && caller.regionId === regionId;

/** A filing: its candidate, and the chambers (REGION_CHAMBER of its region acts on it). */
export const candidatePolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    const chamber = chamberRegion(caller, candidateDocuments.regionId);
    if (chamber === undefined) return undefined;
    const own = eq(candidateDocuments.personId, caller.personId);
    return chamber === null ? own : or(own, chamber);
  },
  can: (caller: LegalAidCaller, row: { status: string; regionId: number }) => {
    const chamber = inChamberRegion(caller, row.regionId);
    const steps = ['SET_INTERVIEW', 'START_INTERVIEW', 'PASS', 'FAIL', 'MARK_ABSENT'] as const;
    return stepFlags(CANDIDATE_WORKFLOW, row.status, caller.role, chamber, steps);
  },
});

/** An internship: the intern, the director of its structure, the chambers of its region. */
export const internshipPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    const chamber = chamberRegion(caller, internships.regionId);
    if (chamber === undefined) return undefined;
    const own = eq(internships.personId, caller.personId);
    const directs =
      caller.directedContragentId !== null
        ? eq(internships.contragentId, caller.directedContragentId)
        : undefined;
    return or(own, directs, chamber ?? undefined);
  },
  can: (caller: LegalAidCaller, row: { status: string; contragentId: number }) => {
    const director = caller.role === 'DIRECTOR' && caller.directedContragentId === row.contragentId;
    return stepFlags(INTERNSHIP_WORKFLOW, row.status, caller.role, director, ['COMPLETE', 'TERMINATE']);
  },
});

/** Restrictions on taking interns: the chambers of the region keep them; the structure's director sees its own. */
export const internRestrictionPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    const chamber = chamberRegion(caller, internRestrictions.regionId);
    if (chamber === undefined) return undefined;
    const own =
      caller.directedContragentId !== null
        ? eq(internRestrictions.contragentId, caller.directedContragentId)
        : undefined;
    if (chamber === null) return own ?? null;
    return or(own, chamber);
  },
  can: (caller: LegalAidCaller, row: { regionId: number; liftedAt: Date | null }) => ({
    lift:
      row.liftedAt === null &&
      caller.grants.has('internRestriction.manage') &&
      (caller.role !== 'REGION_CHAMBER' || caller.regionId === row.regionId),
  }),
});

/**
 * The region whose structures the caller picks from on the restriction form: a regional chamber its own
 * (null region: none, `false`), anyone else holding the permission the region they chose (or all).
 */
export function restrictableRegionOf(
  caller: LegalAidCaller,
  chosen: number | undefined,
): number | undefined | false {
  if (!caller.grants.has('internRestriction.manage')) return false;
  if (caller.role === 'REGION_CHAMBER') return caller.regionId ?? false;
  return chosen;
}

/** Whether the caller may restrict a structure of this region (chambers: REGION_CHAMBER only its own). */
export function mayRestrictIn(caller: LegalAidCaller, regionId: number): boolean {
  return (
    caller.grants.has('internRestriction.manage') &&
    (caller.role !== 'REGION_CHAMBER' || caller.regionId === regionId)
  );
}

/** The caller's own internships, candidate filings and candidate photos. */
export const ownInternships = (caller: LegalAidCaller): SQL => eq(internships.personId, caller.personId);
export const ownFilings = (caller: LegalAidCaller): SQL => eq(candidateDocuments.personId, caller.personId);
export const ownPhotos = (caller: LegalAidCaller): SQL => eq(candidatePhotos.personId, caller.personId);

/**
 * The interviews on the caller's calendar: their own filing's, and for a regional chamber those it holds
 * in its region (the republic chamber and ADMIN read every filing but hold no interview).
 */
export function calendarInterviews(caller: LegalAidCaller): SQL {
  const own = ownFilings(caller);
  if (caller.role !== 'REGION_CHAMBER' || caller.regionId === null) return own;
  return or(own, eq(candidateDocuments.regionId, caller.regionId))!;
}

/** The internships whose end is on the caller's calendar: their own, and those of the structure they direct. */
export function calendarInternships(caller: LegalAidCaller): SQL {
  const own = ownInternships(caller);
  if (caller.directedContragentId === null) return own;
  return or(own, eq(internships.contragentId, caller.directedContragentId))!;
}
