/**
 * Rate limits shared by every API process: @fastify/rate-limit with a PostgreSQL store (one counter row
 * per route and client address, counted up by one atomic upsert), so that a limit holds however many
 * processes serve the calls. Routes opt in with `config: { rateLimit: signInRateLimit(config) }`.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { writeQueryLog } from '../modules/query-log/write';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One in this many increments also removes counters whose window ended long ago. */
const CLEANUP_EVERY = 200;

/** The store class @fastify/rate-limit instantiates, bound to our database. */
function postgresStore(db: Database) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`.slice(0, 300);
      db.execute<{ count: number; ttl: number }>(
        sql`
        INSERT INTO rate_limit_counters AS c (key, count, reset_at)
        VALUES (${fullKey}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
        RETURNING count, greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::int AS ttl`,
      )
        .then((result) => {
          const row = result.rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
          if (Math.random() * CLEANUP_EVERY < 1) {
            void db
              .execute(sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`)
              .catch(() => undefined);
          }
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; method?: unknown; url?: string }) {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method ?? '');
      const url = routeOptions.routeInfo?.url ?? routeOptions.url ?? '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}|`);
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(db),
    // A refusal is our RATE_LIMITED error: a localized message in the usual error body.
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

/**
 * The limit of every sign-in call: per client address and call, in a fixed window (configuration). A
 * refused attempt is a sign-in attempt too: it goes to the query log as RATE_LIMITED on `channel`.
 */
export function signInRateLimit(config: Config, db: Database, channel: string): RateLimitOptions {
  return {
    max: config.signInRateLimit.max,
    timeWindow: config.signInRateLimit.windowMs,
    onExceeded: (request) => {
      void writeQueryLog(db, request, { action: 'SIGN_IN', channel, outcome: 'RATE_LIMITED' }).catch(
        (error: unknown) => request.log.error({ err: error }, 'query log write failed'),
      );
    },
  };
}
