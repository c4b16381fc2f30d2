/**
 * The reads of training certificates: the list in the caller's scope (a lawyer: their own; a chamber: its
 * region's, or one lawyer's), and the yearly totals of one lawyer against the required hours.
 */
import type { z } from 'zod';
import type { trainingCertificateListQuery } from '@portal/contracts';
import { TRAINING_HOURS_REQUIRED_PER_YEAR, trainingYearOf } from '@portal/domain';
import { and, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lawyers, trainingCertificates } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { trainingPolicy } from './policy';

type Query = z.output<typeof trainingCertificateListQuery>;

const base = (db: Database) =>
  db
    .select({ row: trainingCertificates, regionId: lawyers.regionId, fullName: lawyers.fullName })
    .from(trainingCertificates)
    .innerJoin(lawyers, eq(lawyers.id, trainingCertificates.lawyerId));
type BaseRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toItem(caller: LegalAidCaller, { row, regionId, fullName }: BaseRow) {
  return {
    id: row.id,
    lawyer: { id: row.lawyerId, fullName: fullName ?? '' },
    courseName: row.courseName,
    organizer: row.organizer,
    startDate: row.startDate,
    endDate: row.endDate,
    hours: row.hours,
    scanFileId: row.scanFileId,
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    refusedAt: row.refusedAt ? row.refusedAt.toISOString() : null,
    refuseReason: row.refuseReason,
    can: trainingPolicy.can(caller, { ...row, regionId }),
  };
}

/** Confirmed and waiting hours per year (newest first) of the rows given, against the requirement; refused ones count for nothing. */
function yearsOf(rows: BaseRow[]) {
  const byYear = new Map<number, { confirmedHours: number; pendingHours: number }>();
  for (const { row } of rows) {
    if (row.refusedAt) continue;
    const year = trainingYearOf(row.endDate);
    const y = byYear.get(year) ?? { confirmedHours: 0, pendingHours: 0 };
    if (row.confirmedAt) y.confirmedHours += row.hours;
    else y.pendingHours += row.hours;
    byYear.set(year, y);
  }
  return [...byYear.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, y]) => ({ year, ...y, requiredHours: TRAINING_HOURS_REQUIRED_PER_YEAR }));
}

export function trainingViews(db: Database) {
  return {
    async list(caller: LegalAidCaller, query: Query) {
      const lawyerId = caller.grants.has('request.review') ? query.lawyerId : caller.lawyer?.id;
      const where = withinVisible(
        trainingPolicy.findVisible(caller),
        lawyerId === undefined ? undefined : eq(trainingCertificates.lawyerId, lawyerId),
        query.year ? gte(trainingCertificates.endDate, `${query.year}-01-01`) : undefined,
        query.year ? lt(trainingCertificates.endDate, `${query.year + 1}-01-01`) : undefined,
        query.unconfirmedOnly === 'true' ? isNull(trainingCertificates.confirmedAt) : undefined,
        query.unconfirmedOnly === 'true' ? isNull(trainingCertificates.refusedAt) : undefined,
      );
      if (where === null) return { list: [], total: 0, years: [] };
      const rows = await base(db)
        .where(where)
        .orderBy(desc(trainingCertificates.endDate), desc(trainingCertificates.id))
        .limit(500);
      return {
        list: rows.map((r) => toItem(caller, r)),
        total: rows.length,
        years: lawyerId === undefined ? [] : yearsOf(rows),
      };
    },
    async one(caller: LegalAidCaller, id: number) {
      const row = await oneVisible(
        withinVisible(trainingPolicy.findVisible(caller), eq(trainingCertificates.id, id)),
        (where) => base(db).where(and(where)),
      );
      return toItem(caller, row);
    },
  };
}
