/**
 * Who sees and does what in reception booking (docs/domain.md "Reception booking"). An office is the
 * caller's role: a regional chamber receives for its region, the republic chamber and the ministry for
 * the country. Visitors (reception.book) see every active schedule and their own bookings, and cancel a
 * booking until the deadline; an office keeps its own schedules and marks its own visitors from the
 * slot's day on.
 */
import type { RECEPTION_HOSTS } from '@portal/domain';
import { RECEPTION_RULES } from '@portal/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { receptionBookings, receptionSchedules } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import { cancelUntil } from './slots';

export type ReceptionHost = (typeof RECEPTION_HOSTS)[number];

/** The office the caller receives for, or null (a visitor; a regional chamber without a region). */
export function officeOf(caller: LegalAidCaller): { office: ReceptionHost; regionId: number | null } | null {
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : { office: 'REGION_CHAMBER', regionId: caller.regionId };
  if (caller.role === 'REPUBLIC_CHAMBER' || caller.role === 'MINISTRY')
    return { office: caller.role, regionId: null };
  return null;
}

/** The schedules of the caller's office (over `reception_schedules`). */
function officeSchedules(caller: LegalAidCaller): SQL | null {
  const office = officeOf(caller);
  if (!office) return null;
  return and(
    eq(receptionSchedules.office, office.office),
    office.regionId === null
      ? isNull(receptionSchedules.regionId)
      : eq(receptionSchedules.regionId, office.regionId),
  )!;
}

/** The office keeps its own schedules. */
export const officeSchedulePolicy = definePolicy({
  findVisible: officeSchedules,
  can: (_caller: LegalAidCaller, _schedule: unknown) => ({ edit: true }),
});

/** Visitors book on every active schedule. */
export const openSchedules = eq(receptionSchedules.active, true);

interface BookingFacts {
  status: string;
  startsAt: Date;
  day: string;
}

/** A visitor's own bookings: cancelled until the deadline (context: now). */
export const ownBookingPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => eq(receptionBookings.personId, caller.personId),
  can: (_caller: LegalAidCaller, booking: BookingFacts, now: Date) => ({
    cancel: booking.status === 'BOOKED' && now <= cancelUntil(booking.startsAt),
  }),
  refuse: (_caller, _action, booking) =>
    new AppError('CONFLICT', {
      messageKey:
        booking.status === 'BOOKED' ? 'reception:error.tooLateToCancel' : 'reception:error.notBooked',
      params: { hours: RECEPTION_RULES.cancelBeforeHours },
    }),
});

/** The bookings of the office's schedules: marked came or not from the slot's day on (context: today). */
export const officeVisitPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    const scope = officeSchedules(caller);
    return scope === null
      ? null
      : sql`${receptionBookings.scheduleId} in (select ${receptionSchedules.id} from ${receptionSchedules} where ${scope})`;
  },
  can: (_caller: LegalAidCaller, booking: BookingFacts, today: string) => ({
    mark: booking.status === 'BOOKED' && booking.day <= today,
  }),
  refuse: (_caller, _action, booking) =>
    new AppError('CONFLICT', {
      messageKey: booking.status === 'BOOKED' ? 'reception:error.markBeforeDay' : 'reception:error.notBooked',
    }),
});
