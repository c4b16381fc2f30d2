/** The expertise body's line of the home page: the new requests sent to the staff member's organization. */
import { and, count, eq } from 'drizzle-orm';
import { expertiseRequests } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { expertiseCaller } from './caller';
import { queuedExpertise } from './policy';

/** The requests in the queue nobody has taken yet; the queue filtered to NEW holds them. */
export const expertiseToTake: PendingCounter = async ({ db }, caller) => {
  const expert = await expertiseCaller(db, caller);
  const queued = expert.staff ? queuedExpertise(expert) : null;
  if (!queued) return NOTHING_PENDING;
  const [row] = await db
    .select({ count: count() })
    .from(expertiseRequests)
    .where(and(queued, eq(expertiseRequests.status, 'NEW')));
  return { count: row?.count ?? 0, due: null, filter: { status: 'NEW' } };
};
