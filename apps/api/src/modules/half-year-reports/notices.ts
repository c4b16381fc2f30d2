/**
 * Who hears of a half-year report's step (docs/domain.md "Half-year reports"): the director of every
 * review (accepted, returned); and whoever's turn it is next, read from the workflow table: once signed the
 * regional chamber of the report's region, once the region accepted the republic chamber, once the republic
 * accepted the ministry. Written in the step's transaction (workflow/transition.ts `notifications`).
 */
import { HALF_YEAR_REPORT_WORKFLOW } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { contragents, type halfYearReports } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { type NotificationInput, notices, staffOf } from '../notifications';

type ReportRow = typeof halfYearReports.$inferSelect;

const reportNotice = notices('reports', 'half-year-report');
const reviewNotice = notices('reports', 'half-year-report-review');

const structureOf = async (tx: Transaction, row: ReportRow) =>
  (await tx.select().from(contragents).where(eq(contragents.id, row.contragentId)))[0];

/** The report's half-year in a notice: each language names it (reports:half1, "2026, January–June"). */
export const periodParams = (period: { year: number; half: number }) => ({
  year: String(period.year),
  half: String(period.half),
});

/** The director of the report's structure hears of `kind`. */
export async function toDirector(
  tx: Transaction,
  row: ReportRow,
  kind: string,
  params: Record<string, string>,
): Promise<NotificationInput[]> {
  const s = await structureOf(tx, row);
  return reportNotice(s?.directorPersonId, kind, row.id, { ...periodParams(row), ...params });
}

/** The roles whose step the report now waits for (anything but a return), from the workflow table. */
export function nextReviewers(status: string): string[] {
  return HALF_YEAR_REPORT_WORKFLOW.transitions
    .filter((t) => t.from === status && t.event !== 'RETURN')
    .flatMap((t) => [...t.who]);
}

/** The reviewers whose turn it is now hear that the report waits for them (the regional chamber: its region's). */
export async function toNextReviewers(tx: Transaction, row: ReportRow): Promise<NotificationInput[]> {
  const s = await structureOf(tx, row);
  const people = new Set<number>();
  for (const role of nextReviewers(row.status))
    for (const id of await staffOf(tx, role, role === 'REGION_CHAMBER' ? row.regionId : undefined))
      people.add(id);
  return reviewNotice([...people], 'REPORT_TO_REVIEW', row.id, {
    ...periodParams(row),
    structure: s?.name ?? '',
  });
}
