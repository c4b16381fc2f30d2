/**
 * Investigator requests on the calendar: the attendance of each accepted request (its time and place) and
 * the hearing of its criminal case (the registry's adjournment time), for the lawyer who accepted it and
 * the investigator who asked. Summaries carry the case number only, never the person's name.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { criminalCases, investigatorRequests } from '../../db/schema';
import { type CalendarSource, instantInRange, rangeInstants, timedItem } from '../../kit/calendar';
import { attendedRequests } from './policy';

/** The statuses of a request whose lawyer attends (cancelled or not completed ones are off the calendar). */
const ATTENDED = ['ACCEPTED', 'CLOSED', 'COMPLETED', 'PAYMENT'] as const;

export const requestDates: CalendarSource = async ({ db }, caller, range) => {
  const scope = attendedRequests(caller);
  if (!scope) return [];
  const { start, end } = rangeInstants(range);
  const rows = await db
    .select({
      id: investigatorRequests.id,
      caseNumber: investigatorRequests.caseNumber,
      place: investigatorRequests.attendancePlace,
      attendanceAt: investigatorRequests.attendanceAt,
      investigatorPersonId: investigatorRequests.investigatorPersonId,
      adjournmentAt: criminalCases.adjournmentAt,
      courtName: criminalCases.courtName,
    })
    .from(investigatorRequests)
    .leftJoin(criminalCases, eq(criminalCases.id, investigatorRequests.criminalCaseId))
    .where(
      and(
        scope,
        inArray(investigatorRequests.status, [...ATTENDED]),
        or(
          instantInRange(investigatorRequests.attendanceAt, range),
          instantInRange(criminalCases.adjournmentAt, range),
        ),
      ),
    );
  const inRange = (at: Date | null): at is Date => at !== null && at >= start && at < end;
  return rows.flatMap((row) => {
    const link =
      row.investigatorPersonId === caller.personId
        ? `investigator-requests/view/${row.id}`
        : `notifications/request/${row.id}`;
    const subject = row.caseNumber;
    return [
      ...(inRange(row.attendanceAt)
        ? [timedItem('ATTENDANCE', row.attendanceAt, { id: row.id, subject, place: row.place, link })]
        : []),
      ...(inRange(row.adjournmentAt)
        ? [timedItem('HEARING', row.adjournmentAt, { id: row.id, subject, place: row.courtName, link })]
        : []),
    ];
  });
};
