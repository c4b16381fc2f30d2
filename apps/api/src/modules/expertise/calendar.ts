/**
 * Expertise deadlines on the calendar: the day a conclusion is due (counted from payment), for the lawyer
 * who asked and for the expert it is assigned to, while it is still being worked on.
 */
import { and, isNotNull, notInArray, or, type SQL } from 'drizzle-orm';
import { expertiseRequests } from '../../db/schema';
import { type CalendarSource, dayInRange, dayItem } from '../../kit/calendar';
import { expertiseCaller } from './caller';
import { assignedExpertise, ownExpertise } from './policy';

/** The states in which nothing is awaited any more. */
const ENDED = ['SENT', 'COMPLETED', 'REJECTED', 'NOT_APPLICABLE'] as const;

export const expertiseDeadlines: CalendarSource = async ({ db }, legalAid, range) => {
  const caller = await expertiseCaller(db, legalAid);
  const own = ownExpertise(caller);
  const assigned = assignedExpertise(caller);
  const scopes = [own, assigned].filter((s): s is SQL => s !== null && s !== undefined);
  if (scopes.length === 0) return [];
  const rows = await db
    .select({
      id: expertiseRequests.id,
      lawyerId: expertiseRequests.lawyerId,
      eoNumber: expertiseRequests.eoNumber,
      deadline: expertiseRequests.deadline,
    })
    .from(expertiseRequests)
    .where(
      and(
        or(...scopes),
        isNotNull(expertiseRequests.deadline),
        dayInRange(expertiseRequests.deadline, range),
        notInArray(expertiseRequests.status, [...ENDED]),
      ),
    );
  return rows.map((row) => {
    const asker = legalAid.lawyer !== null && row.lawyerId === legalAid.lawyer.id;
    const link = asker ? `orders/expertise/view/${row.id}` : `expertise/view/${row.id}`;
    return dayItem('EXPERTISE_DEADLINE', row.deadline!, { id: row.id, subject: row.eoNumber, link });
  });
};
