/** The reception's line of the home page: the visitor's booked visits still to come, the nearest first. */
import { and, eq, gte } from 'drizzle-orm';
import { receptionBookings } from '../../db/schema';
import { awaitingRecords, type PendingCounter } from '../../kit/pending';
import { ownBookingPolicy } from './policy';

/** The booked visits from now on, with the nearest one's time; the reception page lists them. */
export const receptionVisits: PendingCounter = ({ db, clock }, caller) =>
  awaitingRecords(db, receptionBookings, ownBookingPolicy.findVisible(caller), {
    also: and(eq(receptionBookings.status, 'BOOKED'), gte(receptionBookings.startsAt, clock.now())),
    due: receptionBookings.startsAt,
    filter: {},
  });
