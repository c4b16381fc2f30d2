/** The expertise body's line of the home page: the new requests sent to the staff member's organization. */
import { eq } from 'drizzle-orm';
import { expertiseRequests } from '../../db/schema';
import { awaitingRecords, type PendingCounter } from '../../kit/pending';
import { expertiseCaller } from './caller';
import { queuedExpertise } from './policy';

/** The requests in the queue nobody has taken yet; the queue filtered to NEW holds them. */
export const expertiseToTake: PendingCounter = async ({ db }, caller) => {
  const expert = await expertiseCaller(db, caller);
  return awaitingRecords(db, expertiseRequests, expert.staff ? queuedExpertise(expert) : null, {
    also: eq(expertiseRequests.status, 'NEW'),
    filter: { status: 'NEW' },
  });
};
