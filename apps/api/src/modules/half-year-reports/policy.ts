/**
 * Who may see and do what with half-year reports (docs/domain.md "Half-year reports"). The director sees
 * and keeps their structure's reports; the regional chamber sees its region's once signed, the republic
 * chamber and the ministry every region's once signed; ADMIN sees all. A report outside the caller's
 * scope answers 404, like a missing one (so a chamber of another region cannot accept it).
 */
import {
  availableEvents,
  HALF_YEAR_REPORT_EDITABLE,
  HALF_YEAR_REPORT_HANDED_IN,
  HALF_YEAR_REPORT_WORKFLOW,
  type HalfYearReportEvent,
  type HalfYearReportStatus,
  type ReportPeriod,
  statusesAwaiting,
} from '@portal/domain';
import { and, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { contragents, contragentTypes, halfYearReports, regions } from '../../db/schema';
import { definePolicy, type Visible } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type ReportRef = { contragentId: number; regionId: number; status: string };

/** The step a reviewer takes when accepting: the regional chamber's, the republic chamber's, the ministry's. */
export const ACCEPT_EVENT: Partial<Record<LegalAidCaller['role'], HalfYearReportEvent>> = {
  REGION_CHAMBER: 'REGION_ACCEPT',
  REPUBLIC_CHAMBER: 'REPUBLIC_ACCEPT',
  MINISTRY: 'MINISTRY_SIGN',
};

/**
 * The structure whose reports the caller makes: the one they direct, as DIRECTOR or, a director who is no
 * lawyer, as NEW_DIRECTOR (null: they direct none).
 */
export function reportingStructure(caller: LegalAidCaller): number | null {
  return caller.role === 'DIRECTOR' || caller.role === 'NEW_DIRECTOR' ? caller.directedContragentId : null;
}

/** Whether the caller is the director of the report's structure. */
export function isOwnReport(caller: LegalAidCaller, row: { contragentId: number }): boolean {
  return reportingStructure(caller) === row.contragentId;
}

/** Whether the caller reviews the report: its region's chamber, the republic chamber, the ministry. */
function reviews(caller: LegalAidCaller, row: ReportRef): boolean {
  if (caller.role === 'REGION_CHAMBER') return caller.regionId !== null && caller.regionId === row.regionId;
  return caller.role === 'REPUBLIC_CHAMBER' || caller.role === 'MINISTRY';
}

/** The reports of the structure the caller directs (null: they direct none). */
function ownScope(caller: LegalAidCaller): Visible {
  const structure = reportingStructure(caller);
  return structure === null ? null : eq(halfYearReports.contragentId, structure);
}

/** The reports the caller reviews once signed: their region's, or every region's (ADMIN: all). */
function reviewedScope(caller: LegalAidCaller): Visible {
  if (caller.role === 'ADMIN') return undefined;
  const signed = ne(halfYearReports.status, 'DRAFT');
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : and(eq(halfYearReports.regionId, caller.regionId), signed);
  if (caller.role === 'REPUBLIC_CHAMBER' || caller.role === 'MINISTRY') return signed;
  return null;
}

function findVisible(caller: LegalAidCaller): Visible {
  return ownScope(caller) ?? reviewedScope(caller);
}

/** Whether the caller sees one report (the same rule as findVisible, for a row in hand). */
export function maySeeReport(caller: LegalAidCaller, row: ReportRef): boolean {
  if (caller.role === 'ADMIN' || isOwnReport(caller, row)) return true;
  return row.status !== 'DRAFT' && reviews(caller, row);
}

function can(caller: LegalAidCaller, row: ReportRef) {
  const status = row.status as HalfYearReportStatus;
  const own = isOwnReport(caller, row);
  const reviewer = reviews(caller, row);
  const events = own || reviewer ? availableEvents(HALF_YEAR_REPORT_WORKFLOW, status, caller.role) : [];
  const acceptEvent = ACCEPT_EVENT[caller.role];
  return {
    update: own && HALF_YEAR_REPORT_EDITABLE.includes(status),
    sign: own && events.includes('SIGN'),
    accept: reviewer && acceptEvent !== undefined && events.includes(acceptEvent),
    return: reviewer && events.includes('RETURN'),
  };
}

export const reportPolicy = definePolicy({ findVisible, can });

/** The signed reports awaiting the caller's step as a reviewer (accept or return); null: none. */
export function awaitingReview(caller: LegalAidCaller): Visible {
  const scope = reviewedScope(caller);
  const statuses = statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, caller.role);
  if (scope === null || statuses.length === 0) return null;
  return and(scope, inArray(halfYearReports.status, statuses));
}

/** The caller's structure's handed-in report of a half-year (null: the caller directs no structure). */
export function ownHandedIn(caller: LegalAidCaller, period: ReportPeriod): Visible {
  const own = ownScope(caller);
  if (!own) return null;
  return and(
    own,
    eq(halfYearReports.year, period.year),
    eq(halfYearReports.half, period.half),
    inArray(halfYearReports.status, [...HALF_YEAR_REPORT_HANDED_IN]),
  );
}

/** What the director's step (update, sign) locks: a report of their structure; anyone else's 404. */
export const ownReportPolicy = definePolicy({ findVisible: ownScope, can });

/** What a reviewer's step (accept, return) locks: a signed report they review; others 404. */
export const reviewedReportPolicy = definePolicy({ findVisible: reviewedScope, can });

/**
 * The structures that must report (a query joined with contragent_types): registered, with a director,
 * not archived, not a chamber.
 */
export const mustReport = (regionId?: number): SQL =>
  and(
    eq(contragents.archived, false),
    sql`${contragents.directorPersonId} is not null`,
    notInArray(contragentTypes.code, ['REGION_CHAMBER', 'REPUBLIC_CHAMBER']),
    regionId === undefined ? undefined : eq(contragents.regionId, regionId),
  )!;

/** The regions a reviewer sums: a regional chamber its own; the republic chamber, ministry, ADMIN all. */
export function summedRegions(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : eq(regions.id, caller.regionId);
  return ['REPUBLIC_CHAMBER', 'MINISTRY', 'ADMIN'].includes(caller.role) ? undefined : null;
}
