/**
 * Settings of the servers global-setup.ts starts for the browser tests, where a test depends on them.
 */

/**
 * How long a mobile-ID code lives in the e2e stack (the API's MOBILE_ID_OTP_TTL_SECONDS; 120 s by
 * default): short, so that the expired-code journey waits 30 s instead of 2 minutes, and long enough for
 * the six wrong tries of one code on a machine busy with other work (20 s was not).
 */
export const MOBILE_ID_CODE_SECONDS = 30;
