/** Rules of signing in that both the API and the SPA apply (spec sections 4, 5 and 9). */

/**
 * Mobile-ID: the code is 6 digits; 5 wrong tries per code; codes counted per client address and pinfl, per
 * client address, and per pinfl (docs/domain.md, "Mobile-ID").
 */
export const MOBILE_ID_RULES = {
  codeLength: 6,
  /** Wrong tries per code; a code belongs to the client that asked for it (only it knows its otp_id). */
  maxWrongTries: 5,
  /** The window every code-send limit counts in. */
  windowMinutes: 15,
  /** Codes one client address may ask for one pinfl per window. */
  maxCodesPerClientAndPerson: 3,
  /** Codes one client address may ask for, whatever the pinfls, per window. */
  maxCodesPerClient: 20,
  /**
   * Codes for one pinfl per window from all client addresses together, except the person's own (a bound on
   * the messages to their phone, above what strangers at one or two addresses can reach).
   */
  maxCodesPerPerson: 10,
  /** A client address the person signed in from within this many days is their own. */
  ownClientDays: 30,
} as const;

/**
 * The phone every mobileId/byPin answer shows, enrolled or not: the answer tells a caller neither whether
 * a pinfl is enrolled nor any digit of its phone.
 */
export const HIDDEN_PHONE = '+998 ** *** ** **';

/** A phone as a user may be shown it while signing in: +998 90 *** ** 67. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 12) return '***';
  return `+${digits.slice(0, 3)} ${digits.slice(3, 5)} *** ** ${digits.slice(10)}`;
}

/**
 * Where the SPA may return after a single sign-on instead of the role's landing page: only the vacancy
 * announcements and one vacancy's apply page (`/announcement/{id}/{contragentId}/{applicationTypeId}`), so
 * that a crafted link cannot send a user elsewhere.
 */
export const SIGN_IN_RETURN_PATH_REGEX = /^\/announcement(\/\d{1,9}\/\d{1,9}\/\d{1,2})?$/;
export type SignInReturnPath = string;
