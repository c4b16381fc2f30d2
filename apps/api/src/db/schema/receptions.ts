import { sql } from 'drizzle-orm';
import { date, index, integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { activeFlag, entityTable, moment, phoneColumn, refTo, timestamps } from './columns';
import { personRef } from './persons';
import { regionRef } from './regions';

/**
 * Reception hours an office publishes (docs/domain.md "Reception booking"): a regional chamber (its
 * region), the republic chamber or the ministry. Who receives, where, on which weekdays (1 Monday … 7
 * Sunday) from `startTime` to `endTime` (Tashkent, HH:MM) in slots of `slotMinutes`, except the days off.
 */
export const receptionSchedules = entityTable(
  'reception_schedules',
  {
    office: varchar({ length: 20 }).notNull(),
    regionId: regionRef(),
    receiver: text().notNull(),
    place: text().notNull(),
    weekdays: integer().array().notNull(),
    startTime: varchar({ length: 5 }).notNull(),
    endTime: varchar({ length: 5 }).notNull(),
    slotMinutes: integer().notNull(),
    daysOff: date()
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    ...activeFlag(),
    createdByPersonId: personRef(),
    ...timestamps(),
  },
  (t) => [index('reception_schedules_office_idx').on(t.office, t.regionId)],
);

/**
 * A slot booked by a visitor (workflow `reception-booking`). A slot is held by one booking that is not
 * CANCELLED: the unique index is what decides a race for the last slot, and a visitor holds one booking a
 * day with the same receiver. `remindedAt` is set when the day-before reminder went out (once).
 */
export const receptionBookings = entityTable(
  'reception_bookings',
  {
    scheduleId: refTo(() => receptionSchedules.id).notNull(),
    startsAt: moment().notNull(),
    /** The Tashkent day of `startsAt` (the staff's day list, the reminder sweep). */
    day: date().notNull(),
    personId: personRef().notNull(),
    topic: text().notNull(),
    phone: phoneColumn(),
    /** The language the visitor booked in: their SMS are written in it. */
    language: varchar({ length: 3 }).notNull().default('lt'),
    status: varchar({ length: 20 }).notNull().default('BOOKED'),
    remindedAt: moment(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reception_bookings_slot_uq')
      .on(t.scheduleId, t.startsAt)
      .where(sql`${t.status} <> 'CANCELLED'`),
    uniqueIndex('reception_bookings_person_day_uq')
      .on(t.scheduleId, t.personId, t.day)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('reception_bookings_day_idx').on(t.day, t.status),
    index('reception_bookings_person_idx').on(t.personId, t.startsAt),
  ],
);
