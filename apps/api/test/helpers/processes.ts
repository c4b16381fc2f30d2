import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';
import { freePort } from './free-port';

/** A program of this repository running as its own process, for tests with real processes. */
export interface RunningProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** kill -9: no clean-up of any kind. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

async function run(
  script: string,
  env: Record<string, string>,
  port: number,
  healthPath: string,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer within 60 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const done = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    url,
    output: () => output,
    async kill9() {
      if (!done()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!done()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The national-systems simulator (apps/gov-sim) on a free port. */
export async function startGovSim(): Promise<RunningProcess> {
  const port = await freePort();
  return run('apps/gov-sim/src/main.ts', { GOV_SIM_PORT: String(port) }, port, '/health');
}

/**
 * The API as `npm start` runs it (apps/api/src/main.ts), on the given database, with job workers polling
 * every half second.
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  const port = await freePort();
  return run(
    'apps/api/src/main.ts',
    {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      WEB_DIST_DIR: '/nonexistent',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      ...env,
    },
    port,
    '/api/health',
  );
}

/** Polls `check` until it is true or `timeoutMs` passed; returns whether it became true. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
