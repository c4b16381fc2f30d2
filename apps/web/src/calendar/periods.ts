/**
 * The periods the calendar shows: a month, a week (Monday to Sunday) or a day around a chosen day, each as
 * the range of days the API is asked for, and the period before or after it. Days are 'YYYY-MM-DD'.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return asDay(new Date(asDate(day).getTime() + days * DAY_MS));
}

function addMonths(day: string, months: number): string {
  const d = asDate(day);
  return asDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** The first and last day the view shows around `day`. */
export function periodOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const monday = addDays(day, -((asDate(day).getUTCDay() + 6) % 7));
    return { from: monday, to: addDays(monday, 6) };
  }
  const first = `${day.slice(0, 7)}-01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

/** The day of the period before (-1) or after (1) the one `day` is in. */
export function shiftPeriod(view: CalendarView, day: string, by: -1 | 1): string {
  if (view === 'day') return addDays(day, by);
  if (view === 'week') return addDays(day, 7 * by);
  return addMonths(day, by);
}

/** Every day of a range, in order. */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
