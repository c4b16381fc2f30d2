/**
 * National identifiers (decisions.md and integrations.md, "Identifiers"): formats only. The rumoured PINFL
 * check digit is unconfirmed, so it is not checked; the PINFL layout (gender, century, birth date) is.
 */
import { isIsoDate, isValidCalendarDate } from './dates';

/** PINFL (personal identification number of a natural person): 14 digits. */
export const PINFL_REGEX = /^\d{14}$/;
/** TIN (STIR, INN): 9 digits. */
export const TIN_REGEX = /^\d{9}$/;
/** TIN of a legal entity: 9 digits starting with 2 or 3. */
export const LEGAL_ENTITY_TIN_REGEX = /^[23]\d{8}$/;
/** MFO (bank branch code): 5 digits. */
export const MFO_REGEX = /^\d{5}$/;
/** Bank account: 20 digits. */
export const BANK_ACCOUNT_REGEX = /^\d{20}$/;
/** Passport: series of 2 Latin capitals and 7 digits, e.g. AA1234567. */
export const PASSPORT_REGEX = /^[A-Z]{2}\d{7}$/;
/** Phone in its stored form: +998 and 9 digits. */
export const PHONE_REGEX = /^\+998\d{9}$/;
/** Postal index: 6 digits. */
export const POSTAL_INDEX_REGEX = /^\d{6}$/;

/** A person's gender as the PINFL and the national registries carry it. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** What the PINFL layout tells about its holder. */
export interface PinflInfo {
  gender: Gender;
  /** ISO date 'YYYY-MM-DD'. */
  birthDate: string;
}

/** A check of a whole value against one of the formats above. */
const matching =
  (format: RegExp) =>
  (value: string): boolean =>
    format.test(value);

/** Whether `value` is a PINFL: 14 digits (format only). */
export const isPinfl = matching(PINFL_REGEX);

/** Whether `value` is a TIN: 9 digits. */
export const isTin = matching(TIN_REGEX);

/** Whether `value` is the TIN of a legal entity: 9 digits starting with 2 or 3. */
export const isLegalEntityTin = matching(LEGAL_ENTITY_TIN_REGEX);

/** Whether `value` is an MFO: 5 digits. */
export const isMfo = matching(MFO_REGEX);

/** Whether `value` is a bank account number: 20 digits. */
export const isBankAccount = matching(BANK_ACCOUNT_REGEX);

/** Whether `value` is a passport number: 2 Latin capitals and 7 digits. */
export const isPassport = matching(PASSPORT_REGEX);

/** Whether `value` is a phone in stored form: +998 and 9 digits. */
export const isPhone = matching(PHONE_REGEX);

/** Whether `value` is a postal index: 6 digits. */
export const isPostalIndex = matching(POSTAL_INDEX_REGEX);

/**
 * Brings a typed phone number to its stored form +998XXXXXXXXX. Accepts spaces, dashes, dots and
 * parentheses, a missing '+' (998 90 123 45 67) and the 9 national digits alone (90 123-45-67).
 * Returns null when the result is not +998 and 9 digits.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 12 && digits.startsWith('998')) return `+${digits}`;
  if (digits.length === 9 && !compact.startsWith('+')) return `+998${digits}`;
  return null;
}

/** Brings a typed passport number to its stored form: spaces dropped, letters capitalised; null if invalid. */
export function normalizePassport(input: string): string | null {
  const compact = input.replace(/\s/g, '').toUpperCase();
  return PASSPORT_REGEX.test(compact) ? compact : null;
}

/** First PINFL digit -> [gender, first year of the century]. */
const PINFL_CENTURY: Readonly<Record<string, readonly [Gender, number]>> = {
  '1': ['MALE', 1800],
  '2': ['FEMALE', 1800],
  '3': ['MALE', 1900],
  '4': ['FEMALE', 1900],
  '5': ['MALE', 2000],
  '6': ['FEMALE', 2000],
};

/**
 * Reads gender and birth date from a PINFL: the first digit is odd for men and even for women (1/2 born
 * in the 1800s, 3/4 in the 1900s, 5/6 in the 2000s); digits 2-7 are the birth date DDMMYY. Returns null
 * when the value is not 14 digits, the first digit is not 1-6, or the date does not exist.
 */
export function parsePinfl(pinfl: string): PinflInfo | null {
  if (!isPinfl(pinfl)) return null;
  const century = PINFL_CENTURY[pinfl.charAt(0)];
  if (!century) return null;
  const [gender, base] = century;
  const day = Number(pinfl.slice(1, 3));
  const month = Number(pinfl.slice(3, 5));
  const year = base + Number(pinfl.slice(5, 7));
  if (!isValidCalendarDate(year, month, day)) return null;
  return { gender, birthDate: `${year}-${pinfl.slice(3, 5)}-${pinfl.slice(1, 3)}` };
}

/**
 * Builds a PINFL that follows the layout parsePinfl reads: gender and century digit, birth date DDMMYY,
 * then `tail`, the 7 remaining digits (region, serial, check digit as the caller wants them).
 * Throws a RangeError when the birth date is not an ISO date in 1800-2099 or `tail` is not 7 digits.
 */
export function buildPinfl(gender: Gender, birthDate: string, tail: string): string {
  if (!isIsoDate(birthDate)) throw new RangeError(`birthDate is not an ISO date: ${birthDate}`);
  if (!/^\d{7}$/.test(tail)) throw new RangeError(`tail is not 7 digits: ${tail}`);
  const year = Number(birthDate.slice(0, 4));
  if (year < 1800 || year > 2099) throw new RangeError(`birth year outside 1800-2099: ${year}`);
  const centuryIndex = Math.floor((year - 1800) / 100); // 0, 1, 2
  const first = 1 + centuryIndex * 2 + (gender === 'FEMALE' ? 1 : 0);
  const dd = birthDate.slice(8, 10);
  const mm = birthDate.slice(5, 7);
  const yy = birthDate.slice(2, 4);
  return `${first}${dd}${mm}${yy}${tail}`;
}
