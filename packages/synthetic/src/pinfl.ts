/**
 * This package's own pinfl builder (integrations.md, "Identifiers"). It follows the published layout so
 * that synthetic people look real; `@portal/domain` gets the portal's validators and this module can
 * then delegate to it.
 *
 * Layout, 14 digits:
 * - digit 1: gender and century: 3 male / 4 female born 1900-1999, 5 male / 6 female born 2000-2099
 *   (odd male, even female);
 * - digits 2-7: the birth date as DDMMYY;
 * - digits 8-14: the tail. Real pinfls are said to hold a 3-digit district code, a 3-digit serial and a
 *   check digit there. The check digit rule, weights 7, 3, 1 repeating over the first 13 digits and the
 *   sum mod 10, is rumoured and unconfirmed: the portal validates the format only, and the synthetic
 *   people carry that check digit anyway.
 */

/** A person's gender as the registries give it. */
export type Gender = 'MALE' | 'FEMALE';

const PINFL_RE = /^\d{14}$/;
const WEIGHTS = [7, 3, 1] as const;

/** The rumoured (unconfirmed) check digit of the first 13 digits: weights 7, 3, 1 repeating, mod 10. */
export function pinflCheckDigit(first13: string): string {
  if (!/^\d{13}$/.test(first13)) throw new RangeError('the check digit needs exactly 13 digits');
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(first13[i]) * (WEIGHTS[i % 3] ?? 1);
  return String(sum % 10);
}

/** The first digit of a pinfl for a gender and birth year (1900-2099). */
export function pinflLeadDigit(gender: Gender, birthYear: number): string {
  if (!Number.isInteger(birthYear) || birthYear < 1900 || birthYear > 2099) {
    throw new RangeError(`no pinfl lead digit for birth year ${birthYear}`);
  }
  const base = birthYear < 2000 ? 3 : 5;
  return String(gender === 'MALE' ? base : base + 1);
}

/**
 * A pinfl from its parts: lead digit from gender and birth century, DDMMYY, then the 7 `tail` digits as
 * given (same signature as the domain's `buildPinfl`).
 */
export function buildPinfl(gender: Gender, birthDate: string, tail: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) throw new RangeError(`birth date must be YYYY-MM-DD: ${birthDate}`);
  if (!/^\d{7}$/.test(tail)) throw new RangeError('the pinfl tail must be 7 digits');
  const [, year = '', month = '', day = ''] = m;
  return `${pinflLeadDigit(gender, Number(year))}${day}${month}${year.slice(2)}${tail}`;
}

/**
 * The pinfl of a synthetic person: gender, birth date, 6 serial digits (digits 8-13) and the rumoured
 * check digit as digit 14.
 */
export function syntheticPinfl(gender: Gender, birthDate: string, serial: string): string {
  if (!/^\d{6}$/.test(serial)) throw new RangeError('the pinfl serial must be 6 digits');
  const first13 = buildPinfl(gender, birthDate, `${serial}0`).slice(0, 13);
  return buildPinfl(gender, birthDate, `${serial}${pinflCheckDigit(first13)}`);
}

/** Digits 8-13 of a well-formed pinfl (the part a synthetic person's index is encoded in). */
export function pinflSerial(pinfl: string): string | undefined {
  return PINFL_RE.test(pinfl) ? pinfl.slice(7, 13) : undefined;
}
