/**
 * A lawyer's certificate (decisions.md "Certificates and licenses"): valid 10 years; its expiry marks
 * WARNING at 90 days or less before the end date, DANGER at 30 or less, EXPIRED after the end date.
 */
import type { CERTIFICATE_EXPIRY_STATUSES } from './statuses';

export type CertificateExpiry = (typeof CERTIFICATE_EXPIRY_STATUSES)[number];

export const CERTIFICATE_WARNING_DAYS = 90;
export const CERTIFICATE_DANGER_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole days from `today` to `endDate` (both 'YYYY-MM-DD'); negative once it has passed. */
export function daysUntil(endDate: string, today: string): number {
  return Math.round(dayNumber(endDate) - dayNumber(today));
}

/** The mark a certificate ending on `endDate` carries on `today`, or null (more than 90 days left). */
export function certificateExpiryOn(endDate: string, today: string): CertificateExpiry | null {
  const days = daysUntil(endDate, today);
  if (days < 0) return 'EXPIRED';
  if (days <= CERTIFICATE_DANGER_DAYS) return 'DANGER';
  if (days <= CERTIFICATE_WARNING_DAYS) return 'WARNING';
  return null;
}

/** The date `days` after `today` ('YYYY-MM-DD'). */
export function addDays(today: string, days: number): string {
  return new Date((dayNumber(today) + days) * DAY_MS).toISOString().slice(0, 10);
}
