/**
 * Reception booking (docs/domain.md "Reception booking"): an office (a regional chamber, the republic
 * chamber, the ministry) publishes its reception hours; a citizen or an advocate books a slot with a
 * topic, is told in the portal and by SMS, may cancel until the deadline and is reminded the day before;
 * the office sees the day's visitors and marks who came.
 */
import { RECEPTION_BOOKING_STATUSES, RECEPTION_HOSTS } from '@portal/domain';
import { z } from 'zod';
import { optionalPhone } from '../common/contacts';
import { idParams, idSchema } from '../common/ids';
import { wholeListOf } from '../common/paging';
import { requiredLine } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags, withId } from '../kit/fields';
import { calendarDate, idBody } from '../legal-aid/common';
import { namedRef } from '../public/common';

/** A time of day in Tashkent, HH:MM. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidTime');

/** The shortest and the longest slot, in minutes. */
export const RECEPTION_SLOT_MINUTES = { min: 10, max: 120 } as const;

export const receptionHoursBody = z
  .object({
    /** Left out: new reception hours; given: the office's hours to change. */
    id: idSchema.optional(),
    receiver: requiredLine(200),
    place: requiredLine(300),
    /** 1 Monday … 7 Sunday. */
    weekdays: z
      .array(z.coerce.number().int().min(1).max(7))
      .min(1, 'validation.fieldMandatory')
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    startTime: timeOfDay,
    endTime: timeOfDay,
    slotMinutes: z.coerce
      .number()
      .int('validation.notANumber')
      .min(RECEPTION_SLOT_MINUTES.min, 'validation.tooSmall')
      .max(RECEPTION_SLOT_MINUTES.max, 'validation.tooLarge'),
    daysOff: z
      .array(calendarDate)
      .max(366)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    active: z.boolean().default(true),
  })
  .refine((h) => h.endTime > h.startTime, { message: 'validation.endBeforeStart', path: ['endTime'] });

export const receptionOffice = z.object({
  office: z.enum(RECEPTION_HOSTS),
  /** A regional chamber's region; null for the republic chamber and the ministry. */
  region: namedRef.nullable(),
});

export const receptionSchedule = withId({
  ...receptionOffice.shape,
  receiver: z.string(),
  place: z.string(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number().int(),
  daysOff: z.array(z.string()),
  active: z.boolean(),
});
export type ReceptionSchedule = z.infer<typeof receptionSchedule>;

/** One day of an office's reception: its free times, or (the staff's) its visitors. */
export const receptionDayQuery = z.object({ day: calendarDate });

export const receptionSlot = z.object({
  time: z.string(),
  startsAt: z.string(),
  /** Nobody holds it and it may still be booked. */
  free: z.boolean(),
});

export const receptionDaySlots = z.object({
  day: z.string(),
  /** No reception that day: not a reception weekday, a day off, in the past or beyond the horizon. */
  closed: z.boolean(),
  slots: z.array(receptionSlot),
});
export type ReceptionDaySlots = z.infer<typeof receptionDaySlots>;

export const receptionBookBody = z.object({
  scheduleId: idSchema,
  day: calendarDate,
  time: timeOfDay,
  topic: requiredLine(500),
  /** Where the confirmation and the reminder go by SMS; none: only in the portal. */
  phone: optionalPhone,
});

/** A booking as both its visitor and the office read it: when, with whom, about what, and its status. */
const bookingFields = {
  receiver: z.string(),
  startsAt: z.string(),
  time: z.string(),
  topic: z.string(),
  phone: z.string().nullable(),
  status: z.enum(RECEPTION_BOOKING_STATUSES),
};

export const receptionBooking = withId({
  ...receptionOffice.shape,
  ...bookingFields,
  place: z.string(),
  day: z.string(),
  /** The last moment the visitor may cancel. */
  cancelUntil: z.string(),
  can: actionFlags('cancel'),
});
export type ReceptionBooking = z.infer<typeof receptionBooking>;

/** A visitor on the office's day list. */
export const receptionVisit = withId({
  ...bookingFields,
  visitorName: z.string(),
  can: actionFlags('mark'),
});
export type ReceptionVisit = z.infer<typeof receptionVisit>;

export const RECEPTION_OUTCOMES = ['CAME', 'NO_SHOW'] as const;
export const receptionMarkBody = z.object({ id: idSchema, outcome: z.enum(RECEPTION_OUTCOMES) });

export const receptionCalls = defineCalls(['reception'], 'reception.book', {
  receptionSchedules: get('reception/schedules', {
    response: wholeListOf(receptionSchedule),
    summary: 'The reception hours every office publishes (active ones)',
  }),
  receptionSlots: get('reception/schedules/:id/slots', {
    params: idParams,
    query: receptionDayQuery,
    response: receptionDaySlots,
  }),
  receptionBook: post('reception/book', { body: receptionBookBody, response: receptionBooking }),
  receptionMine: get('reception/mine', { response: wholeListOf(receptionBooking) }),
  receptionCancel: post('reception/cancel', {
    body: idBody,
    response: receptionBooking,
  }),
  receptionHours: get('reception/hours', {
    response: wholeListOf(receptionSchedule),
    permission: 'reception.manage',
    summary: 'The reception hours of the caller’s office',
  }),
  receptionSaveHours: post('reception/saveHours', {
    body: receptionHoursBody,
    response: receptionSchedule,
    permission: 'reception.manage',
  }),
  receptionDay: get('reception/day', {
    query: receptionDayQuery,
    response: wholeListOf(receptionVisit),
    permission: 'reception.manage',
    summary: 'The visitors booked with the caller’s office on a day',
  }),
  receptionMark: post('reception/mark', {
    body: receptionMarkBody,
    response: receptionVisit,
    permission: 'reception.manage',
  }),
});
