/** The reception's line of the home page: the visitor's booked visits still to come, the nearest first. */
import { and, count, eq, gte, min } from 'drizzle-orm';
import { receptionBookings } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { ownBookingPolicy } from './policy';

/** The booked visits from now on, with the nearest one's time; the reception page lists them. */
export const receptionVisits: PendingCounter = async ({ db, clock }, caller) => {
  const own = ownBookingPolicy.findVisible(caller);
  if (!own) return NOTHING_PENDING;
  const [row] = await db
    .select({ count: count(), due: min(receptionBookings.startsAt) })
    .from(receptionBookings)
    .where(and(own, eq(receptionBookings.status, 'BOOKED'), gte(receptionBookings.startsAt, clock.now())));
  return {
    count: row?.count ?? 0,
    due: row?.due ? new Date(row.due).toISOString() : null,
    filter: {},
  };
};
