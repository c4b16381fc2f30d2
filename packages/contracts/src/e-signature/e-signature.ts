import { z } from 'zod';
import { loginAnswer } from '../auth/login';
import { defineCalls, get, post } from '../kit/define-call';
import { pinflText, tinText } from '../legal-aid/common';

const BASE64 = /^[A-Za-z0-9+/\r\n]+={0,2}\s*$/;

/** Longest signed challenge accepted by authPayloadByEsp (a PKCS#7 of a short text is 2-4 KB). */
export const SIGNED_CHALLENGE_MAX_LENGTH = 64 * 1024;

/** GET frontend/challange and getInfo/challange: a challenge of the verification server to sign. */
export const challengeResponse = z.object({
  /** The text to sign (its UTF-8 bytes, base64, are `data_base64` of create_pkcs7). */
  challenge: z.string(),
  /** Seconds the challenge may be used within. */
  ttl: z.number().int(),
  /** 1: the verification server handed it out (its own status). */
  status: z.number().int(),
  message: z.string(),
});

/** GET keyForLoginSign?TIN&PNFL: the key card the user chose in the drawer. */
export const keyForLoginSignQuery = z.object({
  /** The TIN the key card shows (individual or legal entity); optional. */
  TIN: tinText.optional(),
  PNFL: pinflText,
});

/**
 * keyForLoginSign answer: what to sign to sign in with that key card (a fresh challenge of the
 * verification server) and the PINFL the sign-in must then name.
 */
export const keyForLoginSignResponse = z.object({
  pnfl: z.string(),
  tin: z.string().nullable(),
  challenge: z.string(),
  ttl: z.number().int(),
});

/** POST authPayloadByEsp {signedData, pnfl}: the signed challenge (base64 PKCS#7) and the signer's PINFL. */
export const authPayloadByEspBody = z.object({
  signedData: z
    .string()
    .min(1, 'validation.fieldMandatory')
    .max(SIGNED_CHALLENGE_MAX_LENGTH)
    .regex(BASE64, 'validation.wrongData'),
  pnfl: pinflText,
});
export type AuthPayloadByEspBody = z.infer<typeof authPayloadByEspBody>;

/** What the SPA needs to reach the signing client on the user's computer (part of GET app/info). */
export const eSignatureClientSettings = z.object({
  /** WebSocket URL of the signing client for pages served over http (ws://). */
  clientUrl: z.string(),
  /** WebSocket URL of the signing client for pages served over https (wss://). */
  clientSecureUrl: z.string(),
  /** The site's API keys for the signing client (`apikey` call), by domain. */
  apiKeys: z.array(z.object({ domain: z.string(), key: z.string() })),
  /** Spec section 5: the one PINFL whose expired keys may still be chosen, or null. */
  expiredKeyExemptPinfl: z.string().nullable(),
  /**
   * True when the page asks the key password and hands it to the signing client (the simulator); false
   * with a real signing client, which asks it in its own window.
   */
  passwordInPage: z.boolean(),
});
export type ESignatureClientSettings = z.infer<typeof eSignatureClientSettings>;

/** A challenge of the verification server to sign (spec spelling "challange"), under either name. */
const challengeCall = (path: string) => get(path, { response: challengeResponse });

/**
 * Signing in with an e-signature key (spec section 7). Every call is public (an anonymous visitor signs
 * in with it) and rate limited as a sign-in call.
 */
export const eSignatureCalls = defineCalls(['e-signature'], 'public', {
  frontendChallange: challengeCall('frontend/challange'),
  getInfoChallange: challengeCall('getInfo/challange'),
  /** The key card chosen in the drawer -> the challenge to sign with it and the PINFL to sign in as. */
  keyForLoginSign: get('keyForLoginSign', { query: keyForLoginSignQuery, response: keyForLoginSignResponse }),
  /** Sign-in with the signed challenge; answers the login answer of spec section 4. */
  authPayloadByEsp: post('authPayloadByEsp', { body: authPayloadByEspBody, response: loginAnswer }),
});
