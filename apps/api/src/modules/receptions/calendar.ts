/** Receptions on the calendar: the visitor's own booked slots (cancelled ones leave it), with the place. */
import { and, eq } from 'drizzle-orm';
import { receptionBookings, receptionSchedules } from '../../db/schema';
import { type CalendarSource, instantInRange, timedItem } from '../../kit/calendar';
import { ownBookingPolicy } from './policy';

export const bookedReceptions: CalendarSource = async ({ db }, caller, range) => {
  const own = ownBookingPolicy.findVisible(caller);
  if (!caller.grants.has('reception.book') || !own) return [];
  const rows = await db
    .select({
      id: receptionBookings.id,
      startsAt: receptionBookings.startsAt,
      place: receptionSchedules.place,
    })
    .from(receptionBookings)
    .innerJoin(receptionSchedules, eq(receptionSchedules.id, receptionBookings.scheduleId))
    .where(
      and(own, eq(receptionBookings.status, 'BOOKED'), instantInRange(receptionBookings.startsAt, range)),
    );
  return rows.map((row) =>
    timedItem('RECEPTION', row.startsAt, { id: row.id, place: row.place, link: 'reception' }),
  );
};
