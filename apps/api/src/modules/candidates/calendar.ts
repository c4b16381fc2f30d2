/**
 * Bar candidates and interns on the calendar: the interview of a filing (for its candidate and the
 * regional chamber that holds it) and the last day of an active internship (for the intern and the
 * director of their structure). Summaries name no person: a chamber opens the filing to see who it is.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { candidateDocuments, internships } from '../../db/schema';
import { type CalendarSource, dayInRange, dayItem, instantInRange, timedItem } from '../../kit/calendar';
import { calendarInternships, calendarInterviews } from './policy';

export const interviewDates: CalendarSource = async ({ db }, caller, range) => {
  const rows = await db
    .select({
      id: candidateDocuments.id,
      personId: candidateDocuments.personId,
      at: candidateDocuments.interviewAt,
      place: candidateDocuments.interviewPlace,
    })
    .from(candidateDocuments)
    .where(
      and(
        calendarInterviews(caller),
        isNotNull(candidateDocuments.interviewAt),
        instantInRange(candidateDocuments.interviewAt, range),
      ),
    );
  return rows.map((row) =>
    timedItem('INTERVIEW', row.at!, {
      id: row.id,
      place: row.place,
      link: row.personId === caller.personId ? 'application/form' : `candidates/${row.id}`,
    }),
  );
};

export const internshipEnds: CalendarSource = async ({ db }, caller, range) => {
  const rows = await db
    .select({ id: internships.id, personId: internships.personId, endDate: internships.endDate })
    .from(internships)
    .where(
      and(
        calendarInternships(caller),
        eq(internships.status, 'ACTIVE'),
        dayInRange(internships.endDate, range),
      ),
    );
  return rows.map((row) =>
    dayItem('INTERNSHIP_END', row.endDate, {
      id: row.id,
      link:
        row.personId === caller.personId ? `application/my-intern/${row.id}` : `application/intern/${row.id}`,
    }),
  );
};
