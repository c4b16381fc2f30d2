import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ShapedPool } from './prepared';
import * as schema from './schema';

// PostgreSQL `date` columns stay 'YYYY-MM-DD' strings (never shifted by a time zone); bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Database = ReturnType<typeof createDatabase>['db'];

/**
 * A connection lost while the pool holds it idle is dropped by the pool; one lost while a transaction holds
 * it fails that transaction's queries, and the pool drops it on release. Either way the client also emits
 * 'error', which with no listener would end the process (a PostgreSQL restart, a failover or
 * pg_terminate_backend under an open transaction): the error is already reported by the queries it failed.
 */
export function keepConnectionErrorsInQueries(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/** One connection pool (naming executeShaped's statements) and the drizzle handle over it. */
export function createDatabase(url: string, poolSize = 20) {
  const pool = new ShapedPool({
    connectionString: url,
    max: poolSize,
    application_name: 'legal-aid-portal',
    // A database that does not answer fails the call (503, errors/database-down.ts) rather than holding it.
    connectionTimeoutMillis: 5000,
  });
  keepConnectionErrorsInQueries(pool);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}
