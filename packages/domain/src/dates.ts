/**
 * The one module of Tashkent dates and times, for the API, the SPA and the tests (the +5 h
 * offset is computed here and nowhere else). Dates as the portal shows them (decisions.md: "Dates shown
 * dd-mm-yyyy, stored as ISO dates"), in Tashkent time. A date-only value ('YYYY-MM-DD') is a calendar
 * day and never moves with the time zone; an instant (a Date, or an ISO timestamp with Z or an offset) is
 * shown as the Tashkent wall clock; an ISO timestamp without an offset is already Tashkent wall-clock
 * time and is shown as written. Tashkent is UTC+5 all year (no daylight saving since 1992), so the wall
 * clock is the instant plus five hours: no time-zone library, and nothing of one in the SPA's bundle.
 */

/** The portal's time zone (UTC+5, no daylight saving). */
export const TASHKENT_TIME_ZONE = 'Asia/Tashkent';

/** Tashkent's offset from UTC as ISO 8601 writes it. */
export const TASHKENT_UTC_OFFSET = '+05:00';

const TASHKENT_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The date-fns pattern of a displayed date: dd-mm-yyyy. */
export const DISPLAY_DATE_FORMAT = 'dd-MM-yyyy';

/** The date-fns pattern of a displayed date and time: dd-mm-yyyy HH:mm. */
export const DISPLAY_DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DISPLAY_DATE = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Whether year, month (1-12) and day exist in the Gregorian calendar (31-02 does not; 29-02-2028 does). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** Whether `value` is an ISO calendar date 'YYYY-MM-DD' that exists (2026-02-31 does not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A value reduced to what is shown: the day as dd-mm-yyyy and, when the value has one, the time HH:mm. */
interface Shown {
  date: string;
  time?: string;
}

function toShown(value: string | Date | null | undefined): Shown | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const wall = new Date(value.getTime() + TASHKENT_OFFSET_MS);
    const [date, time] = wall.toISOString().split('T') as [string, string];
    return { date: date.split('-').reverse().join('-'), time: time.slice(0, 5) };
  }
  const text = value.trim();

  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, y, m, d] = iso;
    return isIsoDate(text) ? { date: `${d}-${m}-${y}` } : null;
  }

  const display = parseDisplayDate(text);
  if (display) return { date: display.split('-').reverse().join('-') };

  const ts = ISO_TIMESTAMP.exec(text);
  if (!ts) return null;
  const [year, month, day, hour, minute, second] = ts.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const zone = ts[7];
  if (zone === undefined) {
    // No offset: already Tashkent wall-clock time.
    return { date: `${pad(day)}-${pad(month)}-${pad(year, 4)}`, time: `${pad(hour)}:${pad(minute)}` };
  }
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000);
  return toShown(instant);
}

/**
 * Formats a date for display as dd-mm-yyyy. Accepts an ISO date ('2026-03-05', shown as that calendar day
 * whatever the time zone), an ISO timestamp or a Date (shown as the Tashkent day), or a dd-mm-yyyy string.
 * Returns '' for null, undefined and anything invalid.
 */
export function formatDate(value: string | Date | null | undefined): string {
  return toShown(value)?.date ?? '';
}

/**
 * Formats a timestamp for display as dd-mm-yyyy HH:mm in Tashkent time. A date-only value has no time and
 * is shown as dd-mm-yyyy alone. Returns '' for null, undefined and anything invalid.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  const shown = toShown(value);
  if (!shown) return '';
  return shown.time === undefined ? shown.date : `${shown.date} ${shown.time}`;
}

/**
 * Parses a date typed as dd-mm-yyyy (also d-m-yyyy, and with '.' or '/' between the parts) into the ISO
 * date 'YYYY-MM-DD' it is stored as; null when it is not such a date or the day does not exist (31-02-2026).
 */
export function parseDisplayDate(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (!isValidCalendarDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in Tashkent as 'YYYY-MM-DD' (the portal's day). Throws a RangeError for an invalid `now`. */
export function tashkentToday(now: Date = new Date()): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant of a Tashkent wall-clock time: a day 'YYYY-MM-DD' and 'HH:mm' or 'HH:mm:ss' (midnight when
 * left out); null when the day does not exist or the time is not such a time.
 */
export function tashkentInstant(day: string, time = '00:00'): Date | null {
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!isIsoDate(day) || !t || Number(t[1]) > 23 || Number(t[2]) > 59 || Number(t[3] ?? 0) > 59) return null;
  return new Date(`${day}T${t[1]}:${t[2]}:${t[3] ?? '00'}${TASHKENT_UTC_OFFSET}`);
}

/** The first instant of a Tashkent day, `plusDays` later (a date filter's bounds: [day, day + 1)). */
export function tashkentDayStart(day: string, plusDays = 0): Date {
  const start = tashkentInstant(day);
  if (!start) throw new RangeError(`${day} is not a date`);
  return new Date(start.getTime() + plusDays * DAY_MS);
}

/** The first instant of the Tashkent calendar month of `at`, and of the next one. */
export function tashkentMonth(at: Date): { start: Date; end: Date } {
  const [year, month] = tashkentToday(at).split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => tashkentDayStart(`${pad(y, 4)}-${pad(m)}-01`);
  return { start: first(year, month), end: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}

/**
 * The date `months` calendar months after `day` ('YYYY-MM-DD'; negative: before), the day of month kept
 * or, when that month is shorter, its last day (2026-08-31 minus 6 months is 2026-02-28).
 */
export function addMonthsIso(day: string, months: number): string {
  if (!isIsoDate(day)) throw new RangeError(`${day} is not a date`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}
