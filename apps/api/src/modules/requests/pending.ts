/** The lawyers' requests' line of the home page: those sent to the reviewer and not yet opened. */
import { and, count, eq } from 'drizzle-orm';
import { lawyerRequests } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { reviewedRequests } from './policy';

/** The new requests (opening one marks it SEEN); the inbox filtered to SEND holds them. */
export const requestsToReview: PendingCounter = async ({ db }, caller) => {
  const reviewed = reviewedRequests(caller);
  if (!reviewed) return NOTHING_PENDING;
  const [row] = await db
    .select({ count: count() })
    .from(lawyerRequests)
    .where(and(reviewed, eq(lawyerRequests.status, 'SEND')));
  return { count: row?.count ?? 0, due: null, filter: { status: 'SEND' } };
};
