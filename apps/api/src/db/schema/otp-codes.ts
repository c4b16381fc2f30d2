import { index, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { moment, createdAt, pinflColumn } from './columns';

/**
 * A mobile-ID one-time code sent by SMS (spec: 6 digits). Only its HMAC is stored. At most 5 wrong tries
 * per code and limited code sends (packages/domain MOBILE_ID_RULES); a new code supersedes
 * the earlier ones of that pinfl.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    /** The `otp_id` of the byPin answer. */
    id: uuid().primaryKey().defaultRandom(),
    pinfl: pinflColumn().notNull(),
    /** The phone it went to, masked as shown to the user (+998 90 *** ** 67). */
    phoneMasked: varchar({ length: 24 }).notNull(),
    /** HMAC-SHA256 of the code (keyed with OTP_SECRET and the otp id). */
    codeHash: varchar({ length: 64 }).notNull(),
    wrongAttempts: smallint().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    /**
     * Set once the SMS gateway accepted it; a code that could not be sent is deleted. The code of a pinfl
     * not enrolled goes nowhere (its hash matches no code) and is set at once.
     */
    sentAt: moment(),
    consumedAt: moment(),
    /** Set when a newer code was sent or the tries ran out. */
    closedAt: moment(),
    /** The person signed in with it. */
    personId: integer(),
  },
  (t) => [index('otp_codes_pinfl_idx').on(t.pinfl, t.createdAt)],
);
