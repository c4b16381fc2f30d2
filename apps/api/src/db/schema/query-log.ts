import { bigint, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { moment, pinflColumn } from './columns';

/**
 * Append-only record of every sign-in attempt and every read of a person's data by pinfl (data model
 * "query log"). A trigger (baseline migration, its part 0004_query_log_append_only) refuses UPDATE and
 * DELETE on it.
 */
export const queryLog = pgTable(
  'query_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment().notNull().defaultNow(),
    /** What happened: SIGN_IN, SIGN_OUT, PERSON_READ, … */
    action: varchar({ length: 40 }).notNull(),
    /** Sign-in method (SSO, MOBILE_ID, E_SIGNATURE) or the national system asked. */
    channel: varchar({ length: 40 }),
    /** OK, or the error code / reason of a refusal. */
    outcome: varchar({ length: 60 }).notNull(),
    actorPersonId: personRef(),
    /** Whose data: the pinfl signed in with or read. */
    subjectPinfl: pinflColumn(),
    details: jsonb().$type<Record<string, unknown>>(),
    ip: varchar({ length: 64 }),
    userAgent: text(),
    requestId: varchar({ length: 64 }),
  },
  (t) => [
    index('query_log_at_idx').on(t.at),
    /** The ADMIN's log of one action (sign-ins, reads of personal data). */
    index('query_log_action_idx').on(t.action, t.at),
    index('query_log_subject_idx').on(t.subjectPinfl, t.at),
    index('query_log_actor_idx').on(t.actorPersonId, t.at),
  ],
);
