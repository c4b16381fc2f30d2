import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A single sign-on started by a browser: the `state` sent to the SSO (CSRF check of the one-id protocol),
 * bound to that browser by a cookie. Both are stored only as SHA-256. Used once, within its lifetime.
 */
export const ssoStates = pgTable(
  'sso_states',
  {
    stateHash: varchar({ length: 64 }).primaryKey(),
    /** SHA-256 of the http-only cookie the starting browser got. */
    browserHash: varchar({ length: 64 }).notNull(),
    /** Where the SPA goes after sign-in instead of the role's landing page (e.g. /announcement), if anywhere. */
    returnPath: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sso_states_expires_idx').on(t.expiresAt)],
);
