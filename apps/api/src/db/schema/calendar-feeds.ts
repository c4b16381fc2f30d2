import { sql } from 'drizzle-orm';
import { index, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, entityTable, moment, refTo } from './columns';
import { userAccounts } from './user-accounts';

/**
 * A person's iCalendar feed address (docs/domain.md "Calendar"): only the SHA-256 of its secret token is
 * kept. A revoked address stays (its `revokedAt` set) so that it answers "gone" rather than "unknown";
 * an account has at most one address in force.
 */
export const calendarFeeds = entityTable(
  'calendar_feeds',
  {
    userAccountId: refTo(() => userAccounts.id).notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    /** The language of the feed's summaries: the owner's when they made the address. */
    lang: varchar({ length: 3 }).notNull(),
    createdAt: createdAt(),
    revokedAt: moment(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_active_account_idx')
      .on(t.userAccountId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('calendar_feeds_account_idx').on(t.userAccountId),
  ],
);
