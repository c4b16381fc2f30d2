/** Rules of signing in that both the API and the SPA apply (spec sections 4, 5 and 9; issue "sign-in"). */

/** Mobile-ID: the code is 6 digits; 5 wrong tries per code; 3 codes per pinfl per 15 minutes. */
export const MOBILE_ID_RULES = {
  codeLength: 6,
  maxWrongTries: 5,
  maxCodesPerWindow: 3,
  windowMinutes: 15,
} as const;

/** A phone as a user may be shown it while signing in: +998 90 *** ** 67. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 12) return '***';
  return `+${digits.slice(0, 3)} ${digits.slice(3, 5)} *** ** ${digits.slice(10)}`;
}

/**
 * Where the SPA may return after a single sign-on instead of the role's landing page: only these paths,
 * so that a crafted link cannot send a user elsewhere.
 */
export const SIGN_IN_RETURN_PATHS = ['/announcement'] as const;
export type SignInReturnPath = (typeof SIGN_IN_RETURN_PATHS)[number];
