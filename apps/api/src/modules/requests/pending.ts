/** The lawyers' requests' line of the home page: those sent to the reviewer and not yet opened. */
import { eq } from 'drizzle-orm';
import { lawyerRequests } from '../../db/schema';
import { awaitingRecords, type PendingCounter } from '../../kit/pending';
import { reviewedRequests } from './policy';

/** The new requests (opening one marks it SEEN); the inbox filtered to SEND holds them. */
export const requestsToReview: PendingCounter = ({ db }, caller) =>
  awaitingRecords(db, lawyerRequests, reviewedRequests(caller), {
    also: eq(lawyerRequests.status, 'SEND'),
    filter: { status: 'SEND' },
  });
