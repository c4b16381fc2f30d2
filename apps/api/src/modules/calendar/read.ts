/**
 * The calendar's read side: the person's items over a range, gathered from every section's source
 * (apps/api/src/calendar-sources.ts) with the person's own visibility; the state of their feed; and the
 * feed's iCalendar text, read with the address's token alone.
 */
import type { CalendarFeedState, CalendarItem, Language } from '@portal/contracts';
import { addMonthsIso, isRole, tashkentToday } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import ical from 'ical-generator';
import { CALENDAR_SOURCES } from '../../calendar-sources';
import type { Database } from '../../db/client';
import { calendarFeeds, userAccounts } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import type { CalendarRange } from '../../kit/calendar';
import { type AuthContext, loginStatusOf } from '../auth';
import { withCallerFacts } from '../../people/caller-facts';
import { type LegalAidCaller, legalAidCaller } from '../legal-aid';
import { ownActiveFeed } from './policy';
import { feedTokenHash } from './service';

/** Every item of the person over the range, by time (whole days first on their day). */
export async function calendarItems(
  db: Database,
  caller: LegalAidCaller,
  range: CalendarRange,
): Promise<CalendarItem[]> {
  const answers = await Promise.all(CALENDAR_SOURCES.map((source) => source({ db }, caller, range)));
  return answers.flat().sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

export async function feedState(db: Database, auth: AuthContext): Promise<CalendarFeedState> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(ownActiveFeed(auth));
  return row ? { active: true, createdAt: row.createdAt.toISOString() } : { active: false, createdAt: null };
}

/** The feed covers the month before today and the year after it. */
export function feedRange(now: Date): CalendarRange {
  const today = tashkentToday(now);
  return { from: addMonthsIso(today, -1), to: addMonthsIso(today, 12) };
}

/**
 * The owner of a feed address as a signed-in caller (their role now, as at sign-in): an unknown token, or
 * a blocked account's, is not found; a revoked address is gone.
 */
async function feedOwner(db: Database, token: string): Promise<{ auth: AuthContext; lang: Language }> {
  const [row] = await withCallerFacts(db, {
    revokedAt: calendarFeeds.revokedAt,
    lang: calendarFeeds.lang,
    userAccountId: userAccounts.id,
  })
    .innerJoin(calendarFeeds, eq(calendarFeeds.userAccountId, userAccounts.id))
    .where(and(eq(calendarFeeds.tokenHash, feedTokenHash(token)), eq(userAccounts.blocked, false)))
    .limit(1);
  if (!row) throw notFound('token');
  if (row.revokedAt) throw new AppError('FEED_REVOKED', { field: 'token' });
  const status = await loginStatusOf(db, row.personId);
  if (!isRole(status.role)) throw notFound('token');
  const auth: AuthContext = {
    sessionId: '',
    userAccountId: row.userAccountId,
    personId: row.personId,
    pinfl: row.pinfl,
    role: status.role,
    contragentId: status.contragentId,
    facts: row.facts,
  };
  return { auth, lang: row.lang as Language };
}

/**
 * The iCalendar text of a feed address: the owner's items, each with the kind and the record's short
 * subject (a case number, a half-year), its place and the link to its record; nobody's name.
 */
export async function feedIcs(db: Database, token: string, publicUrl: string, now: Date): Promise<string> {
  const { auth, lang } = await feedOwner(db, token);
  const caller = await legalAidCaller(db, auth);
  const items = await calendarItems(db, caller, feedRange(now));
  const calendar = ical({
    name: translate(lang, 'calendar:feed.name'),
    prodId: { company: 'legal-aid-portal', product: 'calendar' },
  });
  for (const item of items) {
    const kind = translate(lang, `calendar:kind.${item.kind}`);
    const link =
      item.link === null ? undefined : item.link.startsWith('/') ? item.link : `/lawyer-profile/${item.link}`;
    calendar.createEvent({
      id: `${item.id}@legal-aid-portal`,
      start: item.allDay ? item.day : new Date(item.start),
      ...(item.allDay ? { allDay: true } : { end: new Date(new Date(item.start).getTime() + 60 * 60_000) }),
      summary: item.subject ? `${kind}: ${item.subject}` : kind,
      ...(item.place ? { location: item.place } : {}),
      ...(link ? { url: `${publicUrl}${link}` } : {}),
      stamp: now,
    });
  }
  return calendar.toString();
}
