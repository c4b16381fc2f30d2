/**
 * The slots of a reception day (docs/domain.md "Reception booking"): from the start time, one slot every
 * `slotMinutes` that ends by the end time, on a reception weekday that is no day off, from now to
 * the horizon. Pure: the same rule answers the slot list and checks a booking.
 */
import { RECEPTION_RULES, tashkentDayStart, tashkentInstant, tashkentToday } from '@portal/domain';

export interface ScheduleHours {
  weekdays: number[];
  startTime: string;
  endTime: string;
  slotMinutes: number;
  daysOff: string[];
  active: boolean;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** Whether the office receives on `day` at all, seen at `now` (today up to the horizon). */
export function receivesOn(hours: ScheduleHours, day: string, now: Date): boolean {
  const today = tashkentToday(now);
  const last = tashkentToday(tashkentDayStart(today, RECEPTION_RULES.horizonDays));
  return (
    hours.active &&
    day >= today &&
    day <= last &&
    hours.weekdays.includes(isoWeekday(day)) &&
    !hours.daysOff.includes(day)
  );
}

/** The slots of `day` that start after `now` (none when the office does not receive that day). */
export function slotsOf(hours: ScheduleHours, day: string, now: Date): { time: string; startsAt: Date }[] {
  if (!receivesOn(hours, day, now)) return [];
  const slots: { time: string; startsAt: Date }[] = [];
  const end = minutesOf(hours.endTime);
  for (let m = minutesOf(hours.startTime); m + hours.slotMinutes <= end; m += hours.slotMinutes) {
    const time = timeOf(m);
    const startsAt = tashkentInstant(day, time)!;
    if (startsAt > now) slots.push({ time, startsAt });
  }
  return slots;
}

/** The last moment a booking of a slot starting at `startsAt` may be cancelled by its visitor. */
export function cancelUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - RECEPTION_RULES.cancelBeforeHours * 3_600_000);
}
