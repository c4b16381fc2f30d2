/** The days of a duty month ('YYYY-MM'), as the schedule editor counts them (docs/domain.md "Duty schedules"). */

const DAY_MS = 86_400_000;
const toDays = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDays = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The first and last day of a month. */
export function monthPeriod(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/** Every day of a month, in order. */
export function monthDays(month: string): string[] {
  const { start, end } = monthPeriod(month);
  const days: string[] = [];
  for (let d = toDays(start); d <= toDays(end); d++) days.push(fromDays(d));
  return days;
}

/** The month `by` months after `month` (negative: before). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monday to Friday: the days each of the region's languages must be covered. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The day of the previous month a day copies its lawyers from: four weeks before (five when four weeks
 * back is still this month), so a weekday copies the same weekday.
 */
export function sameWeekdayLastMonth(date: string): string {
  const back = fromDays(toDays(date) - 28);
  return back.slice(0, 7) === date.slice(0, 7) ? fromDays(toDays(date) - 35) : back;
}
