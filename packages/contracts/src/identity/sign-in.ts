import { SIGN_IN_RETURN_PATH_REGEX } from '@portal/domain';
import { z } from 'zod';
import { loginAnswer } from '../auth/login';
import { defineCalls, get, noContent } from '../kit/define-call';
import { pinflText } from '../legal-aid/common';

/** A pinfl as typed: spaces and dashes of a masked input removed, then exactly 14 digits. */
export const pinflInput = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(pinflText);

/** GET oneId/start: where to send the browser to sign in with OneID. */
export const oneIdStartQuery = z.object({
  /** A page to return to after sign-in instead of the role's landing page (/announcement, an apply page). */
  returnTo: z.string().regex(SIGN_IN_RETURN_PATH_REGEX, 'validation.wrongData').optional(),
});
export const oneIdStartResponse = z.object({ url: z.string() });

/** GET redirectUri?code&state (spec section 7): completes the OneID sign-in. */
export const redirectUriQuery = z.object({
  code: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[\w.~-]+$/, 'validation.wrongData'),
  state: z.string().min(1).max(128),
});

/** The login answer of a OneID sign-in: spec section 4's fields, and where to go when not the landing page. */
export const oneIdLoginAnswer = loginAnswer.extend({ returnPath: z.string().nullable() });

/** GET mobileId/byPin?pinfl&templateKey (spec section 7): sends a 6-digit code by SMS. */
export const mobileIdByPinQuery = z.object({
  pinfl: pinflInput,
  /** Which SMS text to send; sign-in is the only one so far. */
  templateKey: z.enum(['LOGIN']).default('LOGIN'),
});
export const mobileIdByPinResponse = z.object({
  otp_id: z.uuid(),
  /** Seconds the code stays valid: the screen counts down from it and keeps "send again" off meanwhile. */
  duration: z.number().int().positive(),
  /** The phone the code went to, masked (+998 90 *** ** 67). */
  phone: z.string(),
});

/** GET mobileId/verify?otp_id&code (spec section 7): signs in with the code. */
export const mobileIdVerifyQuery = z.object({
  otp_id: z.uuid(),
  code: z.string().regex(/^\d{6}$/, 'validation.otpLength'),
});

/**
 * Signing in and out (spec section 7): OneID single sign-on (oneId/start, redirectUri), mobile-ID
 * (mobileId/byPin, mobileId/verify) and logOut. The sign-in calls are rate limited per client address.
 */
export const authCalls = defineCalls(['auth'], 'public', {
  /** Where to send the browser to sign in with OneID (sets the http-only cookie binding the state). */
  oneIdStart: get('oneId/start', { query: oneIdStartQuery, response: oneIdStartResponse }),
  redirectUri: get('redirectUri', { query: redirectUriQuery, response: oneIdLoginAnswer }),
  mobileIdByPin: get('mobileId/byPin', { query: mobileIdByPinQuery, response: mobileIdByPinResponse }),
  mobileIdVerify: get('mobileId/verify', { query: mobileIdVerifyQuery, response: loginAnswer }),
  /** Sign-out: the session's token answers 401 from then on (204). */
  logOut: get('logOut', { response: noContent, permission: 'signedIn' }),
});
