/**
 * Rate limits shared by every API process: @fastify/rate-limit with a PostgreSQL store (one counter row
 * per route and client address, counted up by one atomic upsert: db/counters.ts), so that a limit holds however many
 * processes serve the calls. Routes opt in with `config: { rateLimit: signInRateLimit(config) }`.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { countHit } from '../db/counters';
import { AppError } from '../errors/app-error';
import { writeQueryLog } from '../modules/query-log/write';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class @fastify/rate-limit instantiates, bound to our database. */
function postgresStore(db: Database) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow)
        .then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }))
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
