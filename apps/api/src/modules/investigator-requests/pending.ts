/** The investigator requests' line of the home page: the requests drawn to a lawyer awaiting their answer. */
import { investigatorRequests } from '../../db/schema';
import { awaitingRecords, type PendingCounter } from '../../kit/pending';
import { awaitingAcceptance } from './policy';

/** The requests to accept, the nearest deadline first; the list is the lawyer's tab of requests. */
export const requestsToAccept: PendingCounter = ({ db, clock }, caller) =>
  awaitingRecords(db, investigatorRequests, awaitingAcceptance(caller, clock.now()), {
    due: investigatorRequests.acceptDeadlineAt,
    filter: { tab: 'requests', status: 'SEND' },
  });
