import type { Config } from '../config';
import { createDatabase } from './client';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

/**
 * The database the API runs on: DATABASE_URL when given, otherwise an embedded PostgreSQL with its
 * data under EMBEDDED_PG_DIR. Migrations are applied before the pool is handed out.
 */
export async function connectDatabase(config: Config, log: (msg: string) => void) {
  let embedded: RunningPostgres | undefined;
  let url = config.database.url;
  if (!url) {
    log(`starting embedded PostgreSQL in ${config.database.embedded.dataDir}`);
    embedded = await startEmbeddedPostgres({ ...config.database.embedded, database: 'portal' });
    url = embedded.url;
  }
  await runMigrations(url);
  const { db, pool } = createDatabase(url, config.database.poolSize);
  return {
    db,
    pool,
    url,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
