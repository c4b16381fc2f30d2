import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** One in this many hits also removes counters whose window ended long ago. */
const CLEANUP_EVERY = 200;

/**
 * Counts one hit on `key` in a fixed window of `windowMs` (the window starts with the key's first hit),
 * in the `rate_limit_counters` table, so that a count holds however many API processes serve the calls:
 * one atomic upsert, parallel hits each get their own count. Answers the count including this hit and
 * the time left in the window.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const result = await db.execute<{ count: number; ttl: number }>(
    sql`
    INSERT INTO rate_limit_counters AS c (key, count, reset_at)
    VALUES (${key.slice(0, 300)}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
    RETURNING count, greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::int AS ttl`,
  );
  if (Math.random() * CLEANUP_EVERY < 1) {
    void db
      .execute(sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`)
      .catch(() => undefined);
  }
  const row = result.rows[0]!;
  return { count: Number(row.count), ttlMs: Number(row.ttl) };
}

/** Takes back one hit on `key` (the attempt it counted did not happen after all). */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${key.slice(0, 300)} AND count > 0`,
  );
}
