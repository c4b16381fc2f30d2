/**
 * Half-year reports on the calendar: the due day of each half-year whose report the director's structure
 * has not handed in yet (a handed-in report leaves the calendar).
 */
import { reportPeriod } from '@portal/domain';
import { count } from 'drizzle-orm';
import { halfYearReports } from '../../db/schema';
import { type CalendarSource, dayItem } from '../../kit/calendar';
import { ownHandedIn } from './policy';

export const reportDueDates: CalendarSource = async ({ db }, caller, range) => {
  if (!caller.grants.has('report.fill')) return [];
  const first = Number(range.from.slice(0, 4)) - 1;
  const last = Number(range.to.slice(0, 4));
  const periods = [];
  for (let year = first; year <= last; year++)
    for (const half of [1, 2] as const) {
      const period = reportPeriod(year, half);
      if (period.due >= range.from && period.due <= range.to) periods.push(period);
    }
  const items = [];
  for (const period of periods) {
    const handedIn = ownHandedIn(caller, period);
    if (handedIn === null) return [];
    const [row] = await db.select({ count: count() }).from(halfYearReports).where(handedIn);
    if ((row?.count ?? 0) > 0) continue;
    items.push(
      dayItem('REPORT_DUE', period.due, {
        id: `${period.year}-${period.half}`,
        subject: `${period.year}-${period.half}`,
        link: 'reports/half-yearly',
      }),
    );
  }
  return items;
};
