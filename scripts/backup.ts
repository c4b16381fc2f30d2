/**
 * `npm run backup [-- <folder>]`: a backup of the portal's database and file store (the configuration of
 * the API: DATABASE_URL or the embedded PostgreSQL, FILE_STORAGE), with a manifest of row counts, table
 * checksums and file SHA-256s (apps/api/src/db/backup.ts). Default folder: backups/<time>.
 * `npm run backup:restore-drill` proves a backup restores.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, REPO_ROOT } from '../apps/api/src/config';
import { type RunningPostgres, startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { createFileStorage } from '../apps/api/src/storage';
import { writeBackup } from '../apps/api/src/db/backup';

const config = loadConfig();
const started = Date.now();
const dir = path.resolve(
  process.argv[2] ??
    path.join(REPO_ROOT, 'backups', new Date().toISOString().replaceAll(':', '-').slice(0, 19)),
);

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let embedded: RunningPostgres | undefined;
let url = config.database.url;
if (!url) {
  const { port, password, dataDir } = config.database.embedded;
  url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
  // The portal is not running: start its embedded server for the backup.
  if (!(await answers(url))) {
    embedded = await startEmbeddedPostgres({ dataDir, port, password, database: 'portal' });
    url = embedded.url;
  }
}
try {
  const manifest = await writeBackup(url, createFileStorage(config), dir, new Date());
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  console.info(
    `backup in ${dir}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files ` +
      `(${(bytes / 1e6).toFixed(1)} MB), PostgreSQL ${manifest.serverVersion}, ${manifest.migrations} migrations; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await embedded?.stop();
}
