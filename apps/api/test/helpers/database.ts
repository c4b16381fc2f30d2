import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../src/db/client';
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
