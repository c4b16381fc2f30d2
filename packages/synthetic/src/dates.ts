/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`) and whole days since 1970-01-01, always in UTC, so no
 * time zone or clock ever changes a synthetic person.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The fixed "today" of the synthetic population: ages, passport and disability dates are drawn
 * relative to it, never to the clock.
 */
export const REFERENCE_DATE = '2026-01-01';

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function isoToDays(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`not a calendar date: ${iso}`);
  }
  return ms / DAY_MS;
}

/** The ISO date of a day number (days since 1970-01-01). */
export function daysToIso(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds days to an ISO date. */
export function addDays(iso: string, days: number): string {
  return daysToIso(isoToDays(iso) + days);
}

/** Adds whole years to an ISO date; 29 February becomes 28 February in a year that has none. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Full years between a birth date and a later date (the age on that date). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
