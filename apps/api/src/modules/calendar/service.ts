/**
 * The personal feed address: a new one replaces the one in force (which then answers "revoked"), a
 * revoked one stays revoked. Only the SHA-256 of the random token is stored; the address is answered once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedAddress, CalendarFeedState, Language } from '@portal/contracts';
import { calendarFeeds } from '../../db/schema';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth';
import { ownActiveFeed } from './policy';

export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The feed's address on the portal (a calendar application subscribes to it). */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v.1/calendar/ics/${token}`;
}

export async function createFeed(
  db: Database,
  auth: AuthContext,
  lang: Language,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeedAddress> {
  const token = randomBytes(32).toString('base64url');
  const created = await db.transaction(async (tx) => {
    await tx.update(calendarFeeds).set({ revokedAt: now }).where(ownActiveFeed(auth));
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userAccountId: auth.userAccountId, tokenHash: feedTokenHash(token), lang, createdAt: now })
      .returning({ createdAt: calendarFeeds.createdAt });
    return row!.createdAt;
  });
  return { active: true, createdAt: created.toISOString(), url: feedUrl(publicUrl, token) };
}

export async function revokeFeed(db: Database, auth: AuthContext, now: Date): Promise<CalendarFeedState> {
  await db.update(calendarFeeds).set({ revokedAt: now }).where(ownActiveFeed(auth));
  return { active: false, createdAt: null };
}
