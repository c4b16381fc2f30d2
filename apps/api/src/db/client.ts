import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// PostgreSQL `date` columns stay 'YYYY-MM-DD' strings (never shifted by a time zone); bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Database = ReturnType<typeof createDatabase>['db'];

/** One connection pool and the drizzle handle over it. */
export function createDatabase(url: string, poolSize = 20) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'legal-aid-portal',
    // A database that does not answer fails the call (503, errors/database-down.ts) rather than holding it.
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', () => undefined); // a broken idle connection is dropped by the pool; queries report their own errors
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}
