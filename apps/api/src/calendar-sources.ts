/**
 * The sources of the person's calendar (docs/domain.md "Calendar"): one per kind of dated record, each
 * beside its module's policy (modules/<module>/calendar.ts), answering only the records the person takes
 * part in and may open.
 */
import type { CalendarSource } from './kit/calendar';
import { interviewDates, internshipEnds } from './modules/candidates/calendar';
import { dutyDays } from './modules/duty-schedules/own-duties';
import { expertiseDeadlines } from './modules/expertise/calendar';
import { reportDueDates } from './modules/half-year-reports/calendar';
import { requestDates } from './modules/investigator-requests/calendar';
import { bookedReceptions } from './modules/receptions/calendar';

export const CALENDAR_SOURCES: readonly CalendarSource[] = [
  requestDates,
  expertiseDeadlines,
  reportDueDates,
  interviewDates,
  internshipEnds,
  bookedReceptions,
  dutyDays,
];
