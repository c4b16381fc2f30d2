/**
 * What the API benchmarks share (bench-directory.ts, bench-cabinet.ts): the embedded PostgreSQL kept in a
 * benchmark folder and migrated, the API started as production runs it on 127.0.0.1, the HTTP load
 * generator, percentiles and medians, the machine's load average.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { runMigrations } from '../apps/api/src/db/migrate';
import { freePort } from '@portal/test-support';
import { buildPrograms } from './build-programs';
import { runProgram, waitFor } from './processes';

/** The `p`th percentile (0-100) of sorted values. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The median of values (the lower middle one of an even count). */
export function median(values: number[]) {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
}

/** bench:web's budget for the home page's scripts and stylesheets (gzip). */
export const HOME_BUDGET_KB = 150;

/** The API's goal for its resident memory under load (both benchmarks print it). */
export const API_MEMORY_GOAL_MB = 300;

/**
 * A process's resident memory from Linux /proc: now (VmRSS) and its peak since it started (VmHWM), in
 * MB; undefined where there is no /proc.
 */
export function residentMemoryMb(pid: number): { now: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** "API resident memory: now N MB, peak N MB (goal <= 300 MB: met)", or that /proc could not tell. */
export function memoryLine(label: string, pid: number): string {
  const memory = residentMemoryMb(pid);
  if (!memory) return `${label}: not measured (no /proc)`;
  const met = memory.peak <= API_MEMORY_GOAL_MB ? 'met' : 'NOT met';
  return `${label}: now ${memory.now.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB (goal <= ${API_MEMORY_GOAL_MB} MB: ${met})`;
}

/** The load average (1, 5, 15 minutes) as printed. */
export function loadAverage() {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/**
 * The embedded PostgreSQL of a benchmark, its data kept in `dir`/pg between runs, migrated to the
 * current schema; `pid` is the postmaster's.
 */
export async function startBenchDatabase(dir: string) {
  console.info(`embedded PostgreSQL in ${dir}`);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    password: 'bench',
    database: 'portal',
    // Generating millions of rows in one transaction: the indexes' pages stay in memory, and the WAL is
    // not checkpointed every gigabyte (each checkpoint makes the next change of every page write it whole).
    settings: { shared_buffers: '1GB', max_wal_size: '16GB', checkpoint_timeout: '30min' },
  });
  await runMigrations(server.url);
  const pid = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { ...server, pid };
}

/**
 * The API as production runs it (its bundle, made afresh; NODE_ENV=production, no seeding, no SPA) on a
 * free port of 127.0.0.1, with a pool of `pool` connections; its request log (LOG_LEVEL, default info)
 * goes to `logFile`, not through the load generator's process. Resolves once /api/health answers.
 */
export async function startBenchApi(
  databaseUrl: string,
  pool: number,
  logFile: string,
  env: Record<string, string> = {},
) {
  const port = await freePort();
  await buildPrograms(['apps/api/src/main.ts']);
  const child: ChildProcess = runProgram(
    'api',
    'apps/api/src/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(pool),
      PORT: String(port),
      SEED: 'none',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    logFile,
    // BENCH_CPU_PROF=<folder>: the process writes a V8 CPU profile there when it stops; BENCH_NODE_ARGS:
    // more options of node (e.g. `--trace-gc`, printed in the API log).
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
        : []),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  );
  console.info(`API log: ${logFile}`);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, 180_000); // a start under load takes over a minute
  return {
    base,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * CPU time (ms, user + system) used by a process and its descendants, from Linux /proc (clock ticks
 * of 10 ms); undefined where there is no /proc. Differences over a run, divided by the requests, say
 * where the cores went whatever else the machine was doing.
 */
function processTreeCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, and cutime, cstime of children already gone (fields 14-17 of stat)
    let ms = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    for (const child of children) ms += processTreeCpuMs(Number(child)) ?? 0;
    return ms;
  } catch {
    return undefined;
  }
}

/** CPU time (ms) of this process's children that have exited and been waited for (wrk, after a run). */
function reapedChildrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Measures the CPU of the API process (if any; or the processes serving the API together, summed),
 * PostgreSQL and the load generator: this process and, once it has exited, wrk.
 */
export function cpuMeter(pgPid: number | undefined, apiPid?: number | readonly number[]) {
  const apiPids = apiPid === undefined ? [] : typeof apiPid === 'number' ? [apiPid] : apiPid;
  const apiCpu = () => {
    let sum = 0;
    for (const pid of apiPids) {
      const ms = processTreeCpuMs(pid);
      if (ms === undefined) return undefined;
      sum += ms;
    }
    return sum;
  };
  const start = { api: apiPids.length > 0 ? apiCpu() : undefined, pg: pgPid && processTreeCpuMs(pgPid) };
  const self = process.cpuUsage();
  const reaped = reapedChildrenCpuMs();
  return (requests: number) => {
    const used = (before: number | undefined, now: number | undefined) =>
      before !== undefined && now !== undefined ? ((now - before) * 1000) / requests : undefined;
    const me = process.cpuUsage(self);
    return {
      api: apiPids.length > 0 ? used(start.api, apiCpu()) : undefined,
      pg: pgPid ? used(start.pg, processTreeCpuMs(pgPid)) : undefined,
      client: (me.user + me.system + (reapedChildrenCpuMs() - reaped) * 1000) / requests,
    };
  };
}
export type CpuPerRequest = ReturnType<ReturnType<typeof cpuMeter>>;

/**
 * The HTTP load generator: wrk (Debian's package `wrk`, written in C) when it is installed, else
 * autocannon (npm, in this process); BENCH_CLIENT=autocannon chooses autocannon. On a 2-core machine the
 * load generator's CPU is taken from the API and PostgreSQL it measures: wrk ~20 µs a request, autocannon
 * ~80 µs with one path and 300-900 µs with a path and headers set per request (the cabinet's calls).
 */
export const LOAD_CLIENT: 'wrk' | 'autocannon' =
  process.env.BENCH_CLIENT === 'autocannon' || spawnSync('wrk', ['--version']).error !== undefined
    ? 'autocannon'
    : 'wrk';

/** A load run's figures: requests answered, requests a second, p50 and p99 (ms), failed requests. */
export interface LoadRun {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `paths` (from the server's root, in turn) requested from `base` at `connections` connections for
 * `seconds`, each with `headers`; wrk's Lua script is written in `dir`. Stops by itself.
 */
export async function httpLoad(
  base: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers?: Record<string, string>; dir: string },
): Promise<LoadRun> {
  const { connections, seconds, headers = {}, dir } = options;
  if (LOAD_CLIENT === 'autocannon') {
    let i = 0;
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      headers,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
    });
    return {
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
    };
  }
  const script = path.join(dir, 'load.lua');
  const lua = (text: string) => JSON.stringify(text);
  writeFileSync(
    script,
    `local paths = { ${paths.map(lua).join(', ')} }
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
  .join('\n')}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"micros":%d,"p50":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`,
  );
  const child = spawn(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, base],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith('WRK '));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${out}`);
  const r = JSON.parse(line.slice(4)) as Record<
    'requests' | 'micros' | 'p50' | 'p99' | 'errors' | 'non2xx',
    number
  >;
  return {
    requests: r.requests,
    rps: r.requests / (r.micros / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    errors: r.errors + r.non2xx,
  };
}
