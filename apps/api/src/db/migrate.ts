import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensureChangeNotices } from './change-notices';

export const MIGRATIONS_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../drizzle');

/** An arbitrary constant: the advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed SQL migrations (apps/api/drizzle), once, even when several API processes start
 * together, then gives every new table the trigger of the public answers' change notices.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await ensureChangeNotices(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
