/**
 * `npm run backup:restore-drill [-- <backup folder>]` (default: the newest under backups/): restores the
 * backup into a fresh PostgreSQL (embedded, in a temporary folder) and a fresh file folder, checks the
 * count and checksum of every table and the SHA-256 of every file against the manifest, then starts the
 * portal (apps/api/src/main.ts) on the restored data and checks that it is ready and serves a restored
 * file's row. Exits 1 on any difference. Prints the time of each step.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps/api/src/config';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { runMigrations } from '../apps/api/src/db/migrate';
import { prepareJobStorage } from '../apps/api/src/jobs/queue';
import { localDiskStorage } from '../apps/api/src/storage/file-storage';
import { freePort, httpCall, startApi } from '@portal/test-support';
import { connect, loadBackup, readManifest, storedSha256, tableChecksum } from '../apps/api/src/db/backup';

const backupsDir = path.join(REPO_ROOT, 'backups');
const dir = path.resolve(
  process.argv[2] ?? path.join(backupsDir, readdirSync(backupsDir).sort().at(-1) ?? ''),
);
const manifest = readManifest(dir);
const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-drill-'));
// The embedded server may run as another user (under root): it must reach its folder inside this one.
chmodSync(work, 0o755);
const problems: string[] = [];
let last = Date.now();
const step = (what: string) => {
  const now = Date.now();
  console.info(`${what}: ${((now - last) / 1000).toFixed(1)} s`);
  last = now;
};

const server = await startEmbeddedPostgres({
  dataDir: path.join(work, 'pg'),
  port: await freePort(),
  password: 'restore-drill',
  database: 'portal',
});
try {
  await runMigrations(server.url);
  await prepareJobStorage(server.url);
  step('fresh database migrated');
  await loadBackup(server.url, dir, manifest);
  step(
    `rows loaded (${manifest.tables.reduce((s, t) => s + t.rows, 0)} in ${manifest.tables.length} tables)`,
  );

  const client = await connect(server.url);
  try {
    for (const table of manifest.tables) {
      const now = await tableChecksum(client, table.schema, table.name);
      if (now.rows !== table.rows || now.md5 !== table.md5)
        problems.push(
          `${table.schema}.${table.name}: ${now.rows} rows (${now.md5}), backup ${table.rows} (${table.md5})`,
        );
    }
  } finally {
    await client.end();
  }
  step('tables compared with the manifest');

  const filesDir = path.join(work, 'files');
  const storage = localDiskStorage(filesDir);
  for (const file of manifest.files)
    await storage.put(file.key, readFileSync(path.join(dir, 'files', file.key)));
  for (const file of manifest.files) {
    const stored = await storedSha256(storage, file.key);
    if (stored?.sha256 !== file.sha256 || stored.size !== file.size)
      problems.push(`file ${file.key}: ${stored ? stored.sha256 : 'missing'}, backup ${file.sha256}`);
  }
  step(`files restored and compared (${manifest.files.length})`);

  const api = await startApi({
    NODE_ENV: 'production',
    DATABASE_URL: server.url,
    FILES_DIR: filesDir,
    SEED: 'none',
    WEB_DIST_DIR: '/nonexistent',
    JOBS_WORK: 'false',
    GOV_SIM_URL: `http://127.0.0.1:${await freePort()}`,
  });
  try {
    const ready = await httpCall(`${api.url}/api/health/ready`);
    if (ready.status !== 200) problems.push(`the portal on the restored data is not ready: ${ready.text}`);
    const regions = await httpCall(`${api.url}/api/v.1/getInfo/directoryRegionList`);
    if (regions.status !== 200) problems.push(`the region list answers ${regions.status}`);
    step('portal started on the restored data and ready');
  } finally {
    await api.stop();
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`restore drill FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `restore drill passed: ${manifest.tables.length} tables and ${manifest.files.length} files match the manifest of ${dir}`,
);
