/**
 * Settings of the servers global-setup.ts starts for the browser tests, where a test depends on them.
 */

/**
 * How long a mobile-ID code lives in the e2e stack (the API's MOBILE_ID_OTP_TTL_SECONDS, its default):
 * long, so that the six wrong tries of one code finish in time on a machine busy with other work (30 s
 * did not at load average 22). The expired-code journey does not wait for it: it moves the page's clock
 * and its own API calls' clock (TEST_CLOCK_OFFSET_HEADER) past it.
 */
export const MOBILE_ID_CODE_SECONDS = 120;
