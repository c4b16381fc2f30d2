import { createHash } from 'node:crypto';
import type { Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyVisitors, siteInfo, visitorCounts } from '../../db/schema';
import { nameIn } from '../../http/localize';
import { tableList } from '../../kit/table-list';

/**
 * Counts a browser once per day and answers today's and the all-time total of daily unique visitors.
 * The visitor id is only ever stored hashed.
 */
export async function recordVisit(db: Database, visitorId: string, now: Date) {
  const day = tashkentToday(now);
  const visitorHash = createHash('sha256').update(visitorId).digest('hex');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(dailyVisitors)
      .values({ day, visitorHash })
      .onConflictDoNothing()
      .returning({ day: dailyVisitors.day });
    if (inserted.length > 0) {
      await tx
        .insert(visitorCounts)
        .values({ day, visitors: 1 })
        .onConflictDoUpdate({
          target: visitorCounts.day,
          set: { visitors: sql`${visitorCounts.visitors} + 1` },
        });
    }
    const [today] = await tx
      .select({ n: visitorCounts.visitors })
      .from(visitorCounts)
      .where(eq(visitorCounts.day, day));
    const [all] = await tx.select({ n: sum(visitorCounts.visitors).mapWith(Number) }).from(visitorCounts);
    return { today: today?.n ?? 0, total: all?.n ?? 0 };
  });
}

/** Site announcements, newest first. */
const siteInfoList = tableList(siteInfo, [desc(siteInfo.createdAt), desc(siteInfo.id)]);

/** Active site announcements, newest first, in the caller's language. */
export async function listSiteInfo(db: Database, lang: Language, page: { page: number; limit: number }) {
  return siteInfoList(db, eq(siteInfo.active, true), page, (r) => ({
    id: r.id,
    name: nameIn(r, lang),
    link: r.link,
    createdAt: r.createdAt.toISOString(),
  }));
}
