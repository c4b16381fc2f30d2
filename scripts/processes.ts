import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * Runs a TypeScript entry point in a child Node process (through tsx), its output prefixed and passed
 * through; with `logFile`, its standard output (the JSON log) goes to that file instead.
 */
export function runTs(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  watch = false,
  logFile?: string,
  /** Node's own options before the entry (e.g. --cpu-prof). */
  nodeArgs: string[] = [],
): ChildProcess {
  return spawnNode(
    name,
    [...nodeArgs, '--import', 'tsx', ...(watch ? ['--watch'] : []), entry],
    env,
    logFile,
  );
}

/** node with `args` in a child process, its output prefixed and passed through (stdout to `logFile` if given). */
function spawnNode(name: string, args: string[], env: NodeJS.ProcessEnv, logFile?: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile ? openSync(logFile, 'w') : 'pipe', 'pipe'],
  });
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return child;
}

/** Each program's TypeScript entry and its production bundle (scripts/build-programs.ts), from the root. */
export const PROGRAM_BUNDLES = {
  'apps/api/src/main.ts': 'apps/api/dist/main.mjs',
  'apps/api/src/db/migrate-main.ts': 'apps/api/dist/migrate-main.mjs',
  'apps/gov-sim/src/main.ts': 'apps/gov-sim/dist/main.mjs',
} as const;

export type ProgramEntry = keyof typeof PROGRAM_BUNDLES;

/**
 * Node's options each program runs with, from its bundle here and in the image (Dockerfile CMD; deploy.test
 * compares them). The API holds its heap to 256 MB of old space: left to itself V8 lets the heap grow with
 * the machine's memory, and under 16 concurrent cabinet lists the process passed 300-400 MB resident,
 * against about 210 MB held (docs/operations.md). Its young generation's semi-spaces are 32 MB, so the
 * short-lived objects of each request are collected less often (about a seventh less CPU a cabinet list).
 */
export const PROGRAM_NODE_OPTIONS: Record<ProgramEntry, readonly string[]> = {
  'apps/api/src/main.ts': ['--max-old-space-size=256', '--max-semi-space-size=32', '--enable-source-maps'],
  'apps/api/src/db/migrate-main.ts': ['--enable-source-maps'],
  'apps/gov-sim/src/main.ts': ['--enable-source-maps'],
};

/**
 * Runs the program of `entry` from its production bundle (made by `npm run build`), as the image runs it,
 * its output handled as runTs does. Refuses to start when the bundle is missing, naming the build.
 */
export function runProgram(
  name: string,
  entry: ProgramEntry,
  env: NodeJS.ProcessEnv,
  logFile?: string,
  /** Node's own options before the entry (e.g. --cpu-prof). */
  nodeArgs: string[] = [],
): ChildProcess {
  const bundle = PROGRAM_BUNDLES[entry];
  if (!existsSync(path.join(ROOT, bundle)))
    throw new Error(`${bundle} is missing: run \`npm run build\` (it bundles the programs) first`);
  return spawnNode(name, [...nodeArgs, ...PROGRAM_NODE_OPTIONS[entry], bundle], env, logFile);
}

/** Waits until `url` answers 2xx, or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops all children on Ctrl-C / SIGTERM, and everything when one of them dies. */
export function superviseAll(children: ChildProcess[]): void {
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    const timer = setTimeout(() => process.exit(code), 10_000);
    timer.unref();
    Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const c of children) c.once('exit', (code) => stopAll(code ?? 1));
}
