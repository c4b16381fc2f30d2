/** The queries of the duty schedule editor: a region's month, its duties, its lawyers and languages. */
import { and, asc, count, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { linkedRows } from '../../db/rows';
import { readTogether, type Executor } from '../../db/transaction';
import {
  dutyAssignments,
  dutySchedules,
  lawyerLanguages,
  lawyers,
  regionWorkLanguages,
  regions,
  workLanguages,
} from '../../db/schema';
import { orderIssueFactsOf, orderIssueGaps } from '../orders';

export type ScheduleRow = typeof dutySchedules.$inferSelect;

/** A region's schedule of the month starting on `periodStart`, if it has one. */
export async function scheduleOf(db: Executor, regionId: number, periodStart: string) {
  const [row] = await db
    .select()
    .from(dutySchedules)
    .where(and(eq(dutySchedules.regionId, regionId), eq(dutySchedules.periodStart, periodStart)));
  return row;
}

/** The duties of a schedule: who is on duty on which day. */
export function dutiesOf(db: Executor, scheduleId: number) {
  return db
    .select({ date: dutyAssignments.dutyDate, lawyerId: dutyAssignments.lawyerId })
    .from(dutyAssignments)
    .where(eq(dutyAssignments.scheduleId, scheduleId))
    .orderBy(asc(dutyAssignments.dutyDate), asc(dutyAssignments.lawyerId));
}

/** How many duties a schedule has on the days from `today` on. */
export async function upcomingDutyCount(db: Executor, scheduleId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dutyAssignments)
    .where(and(eq(dutyAssignments.scheduleId, scheduleId), gte(dutyAssignments.dutyDate, today)));
  return row?.n ?? 0;
}

export type LanguageRow = typeof workLanguages.$inferSelect;

/** The languages legal aid must be available in, in a region. */
export function regionLanguages(db: Executor, regionId: number): Promise<LanguageRow[]> {
  const link = { rows: workLanguages, via: regionWorkLanguages.languageId, of: regionWorkLanguages.regionId };
  return linkedRows(db, link, regionId);
}

export async function regionRow(db: Executor, regionId: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, regionId));
  return row;
}

/** What keeps a lawyer off a region's duty: another region, and the draw's own rule (orderIssueGaps). */
export type DutyGap = 'OTHER_REGION' | ReturnType<typeof orderIssueGaps>[number];

export interface DutyLawyerRow {
  id: number;
  fullName: string;
  regionId: number;
  languages: LanguageRow[];
  gaps: DutyGap[];
}

/**
 * Lawyers with their languages and what keeps them off the region's duty: the region's lawyers (but those
 * whose license ended for good), and the lawyers `alsoIds` names (those already on the schedule).
 */
export async function dutyLawyers(
  db: Executor,
  regionId: number,
  alsoIds: readonly number[] = [],
): Promise<Map<number, DutyLawyerRow>> {
  const ofRegion = and(eq(lawyers.regionId, regionId), ne(lawyers.status, 'INACTIVE_PERMANENT'));
  const rows = await db
    .select({ id: lawyers.id, fullName: lawyers.fullName, regionId: lawyers.regionId })
    .from(lawyers)
    .where(alsoIds.length > 0 ? or(ofRegion, inArray(lawyers.id, [...alsoIds])) : ofRegion)
    .orderBy(asc(sql`coalesce(${lawyers.fullName}, '')`), asc(lawyers.id));
  const ids = rows.map((r) => r.id);
  const [facts, spoken] = await readTogether(db, [
    () => orderIssueFactsOf(db, ids),
    () =>
      ids.length === 0
        ? []
        : db
            .select({ lawyerId: lawyerLanguages.lawyerId, l: workLanguages })
            .from(lawyerLanguages)
            .innerJoin(workLanguages, eq(workLanguages.id, lawyerLanguages.languageId))
            .where(inArray(lawyerLanguages.lawyerId, ids))
            .orderBy(asc(workLanguages.id)),
  ]);
  const result = new Map<number, DutyLawyerRow>();
  for (const r of rows) {
    const gaps: DutyGap[] = r.regionId === regionId ? [] : ['OTHER_REGION'];
    gaps.push(...orderIssueGaps(facts.get(r.id)!));
    result.set(r.id, {
      id: r.id,
      fullName: r.fullName ?? '',
      regionId: r.regionId,
      languages: spoken.filter((s) => s.lawyerId === r.id).map((s) => s.l),
      gaps,
    });
  }
  return result;
}
