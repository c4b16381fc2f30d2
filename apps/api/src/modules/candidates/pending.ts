/** The intern's line of the home page: the internship they train in, with the day it ends. */
import { and, eq } from 'drizzle-orm';
import { internships } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { ownInternships } from './policy';

/** The active internship's end day; the intern's list of internships holds it. */
export const internshipEnds: PendingCounter = async ({ db }, caller) => {
  const [row] = await db
    .select({ endDate: internships.endDate })
    .from(internships)
    .where(and(ownInternships(caller), eq(internships.status, 'ACTIVE')))
    .limit(1);
  return row ? { count: 1, due: row.endDate, filter: {} } : NOTHING_PENDING;
};
