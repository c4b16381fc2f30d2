/**
 * Rules of orders that need no database: the number's format and the late-sent flag (decisions.md,
 * "Order"; docs/domain.md "State-funded legal aid").
 */
import { isIsoDate, tashkentDayStart, tashkentToday } from '../dates';

/** `2026/000123`: the year and the sequence number of the issuing structure (or lawyer), 6 digits at least. */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad year ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`bad sequence ${sequence}`);
  return `${year}/${String(sequence).padStart(6, '0')}`;
}

/** The year an order created at `instant` is numbered in (Tashkent calendar). */
export function orderNumberYear(instant: Date): number {
  return Number(tashkentToday(instant).slice(0, 4));
}

/**
 * The moment after which an order on grounds dated `groundsDate` is late: the grounds document's day
 * counts whole (it has no time of day), then 24 hours more, so the end of the next day, Tashkent time.
 */
export function lateSentDeadline(groundsDate: string): Date {
  if (!isIsoDate(groundsDate)) throw new RangeError(`${groundsDate} is not a date`);
  return tashkentDayStart(groundsDate, 2);
}

/** The late-sent flag: the order was created more than 24 hours after the grounds document's date. */
export function isLateSent(groundsDate: string, createdAt: Date): boolean {
  return createdAt.getTime() >= lateSentDeadline(groundsDate).getTime();
}
