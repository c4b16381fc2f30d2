/**
 * The half-year reports' lines of the home page: the director's report late or due next (until it is
 * handed in), and the signed reports awaiting a reviewer's step, the oldest half-year's list first.
 */
import { nextDuePeriod, reportPeriod, tashkentToday } from '@portal/domain';
import { asc, count } from 'drizzle-orm';
import { halfYearReports } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { awaitingReview, ownHandedIn } from './policy';

/**
 * The report the caller's structure owes: the last half-year whose due day has passed while it is not
 * handed in (late), else the one due next; one line with its due day, none once both are handed in.
 */
export const reportDue: PendingCounter = async ({ db, clock }, caller) => {
  const next = nextDuePeriod(tashkentToday(clock.now()));
  const last = next.half === 1 ? reportPeriod(next.year - 1, 2) : reportPeriod(next.year, 1);
  for (const period of [last, next]) {
    const handedIn = ownHandedIn(caller, period);
    if (handedIn === null) return NOTHING_PENDING;
    const [row] = await db.select({ count: count() }).from(halfYearReports).where(handedIn);
    if ((row?.count ?? 0) === 0) return { count: 1, due: period.due, filter: {} };
  }
  return NOTHING_PENDING;
};

/** The reports to accept or return; the list opens on the oldest half-year that has one. */
export const reportsToReview: PendingCounter = async ({ db }, caller) => {
  const where = awaitingReview(caller);
  if (where === null) return NOTHING_PENDING;
  const [[total], [oldest]] = await Promise.all([
    db.select({ count: count() }).from(halfYearReports).where(where),
    db
      .select({ year: halfYearReports.year, half: halfYearReports.half })
      .from(halfYearReports)
      .where(where)
      .orderBy(asc(halfYearReports.year), asc(halfYearReports.half))
      .limit(1),
  ]);
  return {
    count: total?.count ?? 0,
    due: null,
    filter: oldest ? { period: `${oldest.year}-${oldest.half}` } : {},
  };
};
