/** Duty days on the calendar: the lawyer's own days in their region's published schedule. */
import { and, eq } from 'drizzle-orm';
import { dutyAssignments, dutySchedules } from '../../db/schema';
import { type CalendarSource, dayInRange, dayItem } from '../../kit/calendar';
import { ownPublishedDuties } from './policy';

export const dutyDays: CalendarSource = async ({ db }, caller, range) => {
  const scope = ownPublishedDuties(caller);
  if (!scope) return [];
  const rows = await db
    .select({ id: dutyAssignments.id, day: dutyAssignments.dutyDate, scheduleId: dutySchedules.id })
    .from(dutyAssignments)
    .innerJoin(dutySchedules, eq(dutySchedules.id, dutyAssignments.scheduleId))
    .where(and(scope, dayInRange(dutyAssignments.dutyDate, range)));
  return rows.map((row) =>
    dayItem('DUTY', row.day, { id: row.id, link: `/duty-table/view/${row.scheduleId}` }),
  );
};
