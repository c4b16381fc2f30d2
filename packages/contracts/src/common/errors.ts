import { z } from 'zod';

/**
 * Every error the API answers with has one of these codes. The HTTP status is fixed per code,
 * and the i18n message key is `errors:<CODE>` in packages/i18n.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TRANSITION_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  EXTERNAL_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  // Sign-in refusals: never 401/403, which the SPA treats as "signed out, go home" (spec section 8).
  ACCOUNT_BLOCKED: 422,
  SSO_STATE_INVALID: 422,
  SSO_REFUSED: 422,
  MOBILE_ID_NOT_ENROLLED: 422,
  OTP_NOT_FOUND: 404,
  OTP_WRONG: 422,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_TOO_MANY_CODES: 429,
  /** A calendar feed address its owner revoked. */
  FEED_REVOKED: 410,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body of every error answer. `field` names the offending input for validation errors. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
