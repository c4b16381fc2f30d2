import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createDatabase, type Database } from '../../src/db/client';
import { databaseUrl } from './urls';

/** What test/global-setup.ts provides to every test file (declared here, where it is read, so every program that imports this file knows it). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance connection to the test server (creates and drops the per-file databases). */
    pgAdminUrl: string;
    /** The migrated, reference-seeded database every test file's database is cloned from. */
    pgTemplate: string;
  }
}

/**
 * A fresh database for one test file, cloned from the migrated and reference-seeded template:
 * real PostgreSQL, nothing shared with other files.
 */
export async function createTestDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const { db, pool } = createDatabase(url, 5);
  return {
    db,
    pool,
    url,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * How many rows each table holds now, under the names given: `await rowCounts(ctx.db, { appeals, files })`
 * answers `{ appeals: 3, files: 5 }` (a test compares it before and after a refused change).
 */
export async function rowCounts<K extends string>(
  db: Database,
  tables: Record<K, PgTable>,
): Promise<Record<K, number>> {
  const counts = {} as Record<K, number>;
  for (const [name, table] of Object.entries(tables) as [K, PgTable][])
    counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return counts;
}

/**
 * The rows of `table` whose columns equal every value of `match`: `await rowsWhere(ctx.db, statusHistory,
 * { entityId: id, event: 'AGREE' })` answers the history rows of that step (a test reads what a change wrote).
 */
export async function rowsWhere<T extends PgTable>(
  db: Database,
  table: T,
  match: { [K in keyof T['_']['columns']]?: T['_']['columns'][K]['_']['data'] },
): Promise<T['$inferSelect'][]> {
  const columns = getTableColumns(table);
  const conditions = Object.entries(match).map(([key, value]) => eq(columns[key]!, value));
  return db
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
}
