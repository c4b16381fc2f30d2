import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { moment, createdAt } from './columns';

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
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
  },
  (t) => [index('sso_states_expires_idx').on(t.expiresAt)],
);
