/** Reception booking's changes (policy.ts decides who may): each in one transaction. */
import type { Language, receptionBookBody, receptionHoursBody } from '@portal/contracts';
import { formatDateTime, tashkentToday } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { receptionBookings, receptionSchedules } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { databaseRefusal } from '../../errors/database-errors';
import { enqueue } from '../../jobs/queue';
import { inOneTransaction } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { notices, notify } from '../notifications';
import { recordCreation, transition } from '../../workflow/transition';
import type { LegalAidCaller } from '../legal-aid';
import { officeOf, officeSchedulePolicy, officeVisitPolicy, openSchedules, ownBookingPolicy } from './policy';
import { slotsOf } from './slots';

type HoursBody = z.output<typeof receptionHoursBody>;
type BookBody = z.output<typeof receptionBookBody>;

const bookingNotice = notices('reception', 'reception-booking');
const actor = (caller: LegalAidCaller) => ({ role: caller.role, personId: caller.personId });

/** An office publishes new reception hours or changes its own. Returns the schedule's id. */
export const saveHours = inOneTransaction(
  async (tx, caller: LegalAidCaller, body: HoursBody, at: Date): Promise<number> => {
    const hours = {
      receiver: body.receiver,
      place: body.place,
      weekdays: body.weekdays,
      startTime: body.startTime,
      endTime: body.endTime,
      slotMinutes: body.slotMinutes,
      daysOff: body.daysOff,
      active: body.active,
      updatedAt: at,
    };
    if (body.id !== undefined) {
      await lockVisible(tx, officeSchedulePolicy, caller, receptionSchedules, body.id);
      await tx.update(receptionSchedules).set(hours).where(eq(receptionSchedules.id, body.id));
      return body.id;
    }
    const office = officeOf(caller);
    if (!office) throw new AppError('CONFLICT', { messageKey: 'reception:error.noOffice' });
    const [row] = await tx
      .insert(receptionSchedules)
      .values({ ...hours, ...office, createdByPersonId: caller.personId, createdAt: at })
      .returning({ id: receptionSchedules.id });
    return row!.id;
  },
);

const bookSlot = inOneTransaction(
  async (tx, caller: LegalAidCaller, body: BookBody, now: Date, language: Language): Promise<number> => {
    const [schedule] = await tx
      .select()
      .from(receptionSchedules)
      .where(and(eq(receptionSchedules.id, body.scheduleId), openSchedules));
    if (!schedule) throw new AppError('NOT_FOUND', { field: 'scheduleId' });
    const slot = slotsOf(schedule, body.day, now).find((s) => s.time === body.time);
    if (!slot)
      throw new AppError('VALIDATION_FAILED', { messageKey: 'reception:error.noSuchSlot', field: 'time' });
    // The slot is not checked for being free: the unique index decides who of two visitors gets it.
    const [booking] = await tx
      .insert(receptionBookings)
      .values({
        scheduleId: schedule.id,
        startsAt: slot.startsAt,
        day: body.day,
        personId: caller.personId,
        topic: body.topic,
        phone: body.phone,
        language,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: receptionBookings.id });
    const id = booking!.id;
    await recordCreation(tx, 'reception-booking', { id, status: 'BOOKED', actor: actor(caller) });
    await notify(
      tx,
      bookingNotice(caller.personId, 'BOOKED', id, {
        when: formatDateTime(slot.startsAt),
        place: schedule.place,
      }),
    );
    if (body.phone) await enqueue(tx, 'reception-sms', { bookingId: id, kind: 'BOOKED' });
    return id;
  },
);

/** Which refusal of the unique indexes a booking met, as the visitor reads it. */
const TAKEN: Record<string, string> = {
  reception_bookings_slot_uq: 'reception:error.slotTaken',
  reception_bookings_person_day_uq: 'reception:error.oneADay',
};

/**
 * A visitor books a slot: in-app notice now, SMS by the job. The slot taken by another (the last one, two
 * at once) answers the visitor's own message and stores nothing. Returns the booking's id.
 */
export async function book(
  db: Database,
  caller: LegalAidCaller,
  body: BookBody,
  now: Date,
  language: Language,
): Promise<number> {
  try {
    return await bookSlot(db, caller, body, now, language);
  } catch (error) {
    const refusal = databaseRefusal(error);
    const messageKey = refusal?.kind === 'unique' ? TAKEN[refusal.constraint ?? ''] : undefined;
    if (messageKey) throw new AppError('CONFLICT', { messageKey, field: 'time', cause: error });
    throw error;
  }
}

/** A visitor cancels their booking until the deadline. */
export const cancelBooking = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, now: Date): Promise<void> => {
    const booking = await lockVisible(tx, ownBookingPolicy, caller, receptionBookings, id);
    ownBookingPolicy.authorize(caller, 'cancel', booking, now);
    await transition(tx, 'reception-booking', { id, event: 'CANCEL', actor: actor(caller) });
  },
);

/** The office marks whether a visitor came, from the slot's day on. */
export const markVisit = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, outcome: 'CAME' | 'NO_SHOW', now: Date): Promise<void> => {
    const booking = await lockVisible(tx, officeVisitPolicy, caller, receptionBookings, id);
    officeVisitPolicy.authorize(caller, 'mark', booking, tashkentToday(now));
    await transition(tx, 'reception-booking', {
      id,
      event: outcome === 'CAME' ? 'COME' : 'MISS',
      actor: actor(caller),
    });
  },
);
