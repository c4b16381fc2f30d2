/** The investigator requests' line of the home page: the requests drawn to a lawyer awaiting their answer. */
import { count, min } from 'drizzle-orm';
import { investigatorRequests } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { awaitingAcceptance } from './policy';

/** The requests to accept, the nearest deadline first; the list is the lawyer's tab of requests. */
export const requestsToAccept: PendingCounter = async ({ db, clock }, caller) => {
  const where = awaitingAcceptance(caller, clock.now());
  if (!where) return NOTHING_PENDING;
  const [row] = await db
    .select({ count: count(), due: min(investigatorRequests.acceptDeadlineAt) })
    .from(investigatorRequests)
    .where(where);
  return {
    count: row?.count ?? 0,
    due: row?.due ? new Date(row.due).toISOString() : null,
    filter: { tab: 'requests', status: 'SEND' },
  };
};
