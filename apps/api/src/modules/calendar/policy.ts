/**
 * Who sees which calendar feed (docs/domain.md "Calendar"): a signed-in person sees, creates and revokes
 * only their own account's address; the feed itself is read with its secret token alone.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema';
import type { AuthContext } from '../auth';

/** The account's feed address in force (at most one). */
export function ownActiveFeed(auth: AuthContext): SQL {
  return and(eq(calendarFeeds.userAccountId, auth.userAccountId), isNull(calendarFeeds.revokedAt))!;
}
