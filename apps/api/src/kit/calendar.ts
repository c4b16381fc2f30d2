/**
 * What a calendar source is (apps/api/src/calendar-sources.ts lists them): each module's calendar.ts
 * answers the dated items of its records that the caller takes part in, within its policy's scope, for a
 * range of Tashkent days.
 */
import type { CalendarItem, CalendarItemKind } from '@portal/contracts';
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { and, between, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModuleDeps } from '../http/types';
import type { LegalAidCaller } from '../modules/legal-aid';

/** The first and last Tashkent day asked for ('YYYY-MM-DD', both included). */
export interface CalendarRange {
  from: string;
  to: string;
}

export type CalendarSource = (
  deps: Pick<ModuleDeps, 'db'>,
  caller: LegalAidCaller,
  range: CalendarRange,
) => Promise<CalendarItem[]>;

/** The instants a timed item of the range falls within: [first day's midnight, the day after the last). */
export function rangeInstants(range: CalendarRange): { start: Date; end: Date } {
  return { start: tashkentDayStart(range.from), end: tashkentDayStart(range.to, 1) };
}

/** The condition that a timestamp column holds an instant of the range's days (null never does). */
export function instantInRange(column: AnyPgColumn, range: CalendarRange): SQL {
  const { start, end } = rangeInstants(range);
  return and(gte(column, start), lt(column, end))!;
}

/** The condition that a date column holds one of the range's days (null never does). */
export function dayInRange(column: AnyPgColumn, range: CalendarRange): SQL {
  return between(column, range.from, range.to);
}

interface ItemFacts {
  id: number | string;
  subject?: string | null;
  place?: string | null;
  link: string | null;
}

/** An item at a moment (an attendance, a hearing, an interview, a reception). */
export function timedItem(kind: CalendarItemKind, at: Date | string, facts: ItemFacts): CalendarItem {
  const start = new Date(at);
  return {
    id: `${kind}-${facts.id}`,
    kind,
    start: start.toISOString(),
    day: tashkentToday(start),
    allDay: false,
    subject: facts.subject ?? null,
    place: facts.place ?? null,
    link: facts.link,
  };
}

/** An item of a whole day (a deadline, a due date, a duty day). */
export function dayItem(kind: CalendarItemKind, day: string, facts: ItemFacts): CalendarItem {
  return {
    id: `${kind}-${facts.id}`,
    kind,
    start: tashkentDayStart(day).toISOString(),
    day,
    allDay: true,
    subject: facts.subject ?? null,
    place: facts.place ?? null,
    link: facts.link,
  };
}
