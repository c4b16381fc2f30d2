import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpCall } from './net';

/** The repository's root: the apps are started as processes by their path from here (never imported). */
// From the file's path, not `new URL`: a test environment such as happy-dom replaces the global URL.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The folder of this test run's bundles of the programs (`bundlePrograms` of bundle.ts, in the global setup of
 * vitest or of the browser tests: the test workers and the programs they start inherit it).
 */
export const PROGRAM_BUNDLES_DIR = 'PORTAL_TEST_PROGRAMS_DIR';

/** The file a program's bundle has in that folder. */
export const programBundleName = (entry: string) => `${entry.replace(/\.ts$/, '').replaceAll('/', '_')}.mjs`;

/**
 * node's arguments that run `entry` (a TypeScript file relative to the repository's root): this test run's
 * bundle of it when there is one, else the TypeScript with tsx, as `npm start` runs it. tsx transforms and
 * resolves each of the API's ~550 files again in every process (~3 CPU-seconds a start with its cache
 * warm, against ~1.3 from the bundle); a vitest run starts ~20 API processes.
 */
export function programArgs(entry: string): string[] {
  const dir = process.env[PROGRAM_BUNDLES_DIR];
  const bundle = dir ? path.join(dir, programBundleName(entry)) : undefined;
  if (bundle && existsSync(bundle)) return ['--enable-source-maps', bundle];
  return ['--import', 'tsx', entry];
}

/** A program of this repository running as its own process. */
export interface RunningProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  url: string;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  /** kill -9: no clean-up of any kind. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export interface ProgramOptions {
  /** The TypeScript entry, relative to the repository's root, e.g. `apps/gov-sim/src/main.ts`. */
  entry: string;
  env: Record<string, string>;
  port: number;
  /** Answers 2xx once the program serves, e.g. `/health`. */
  healthPath: string;
  /** How long it may take to answer (a first start of the embedded PostgreSQL initialises its folder). */
  timeoutMs?: number;
  /** A name for its lines when `echo` is set. */
  name?: string;
  /** Echo its stderr (and its stdout when `echo` is 'all') to this process's. */
  echo?: 'stderr' | 'all';
  /** Options of node itself, before the entry (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

/**
 * Starts a program of the repository (from this test run's bundle of it, else with tsx as `npm start` does:
 * programArgs) and waits until its health address answers; throws with its output when it exits or does
 * not answer in time.
 */
export async function startProgram(options: ProgramOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...programArgs(options.entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const prefix = `[${options.name ?? path.basename(path.dirname(path.dirname(options.entry)))}] `;
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    if (options.echo === 'all') process.stdout.write(prefix + d.toString());
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
    if (options.echo) process.stderr.write(prefix + d.toString());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const done = () => child.exitCode !== null || child.signalCode !== null;
  // SIGTERM first, so that a program stops what it started (the API its embedded PostgreSQL).
  const stop = async () => {
    if (done()) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${options.port}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done()) throw new Error(`${options.entry} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.entry} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    const answer = await httpCall(`${url}${options.healthPath}`).catch(() => null);
    if (answer && answer.status >= 200 && answer.status < 300) break;
    // Not listening yet.
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    output: () => output,
    async kill9() {
      if (!done()) child.kill('SIGKILL');
      await exited;
    },
    stop,
  };
}
