/**
 * `npm run bench:directory`: the lawyer directory under load, on the `national` data set (100,000
 * lawyers, 10,000 structures) in an embedded PostgreSQL kept in BENCH_DIR (default .data/bench; seeded
 * on first run, which takes a few minutes).
 *
 * Three measurements, the same queries: getInfo/lawyerList with a search term and two filters (region,
 * status) through the real API process as deployed (64 connections, 20 s; it keeps public answers in
 * memory, plugins/public-caching.ts), the same through an API process that keeps none
 * (PUBLIC_ANSWER_CACHE_MB=0: every request reaches PostgreSQL), then the very SQL statement the API runs,
 * through a bare `pg` pool of the same size with 64 concurrent callers for 20 s; the three BENCH_ROUNDS
 * times (3 by default), alternating. Prints each round, then the median of each figure: requests/s, p50
 * and p99 and the ratio of each API run to the bare run, and where the CPU went per request (API
 * process, PostgreSQL, load generator; from /proc, on Linux) and each API process's resident memory (now
 * and its peak; goal 300 MB). Targets (2 cores): p99 < 50 ms, >= 2,000
 * requests/s, ratio >= 0.8 as deployed (and the uncached ratio printed beside it).
 *
 * The HTTP load generator is wrk when it is installed, else autocannon (bench-support.ts `httpLoad`;
 * BENCH_CLIENT=autocannon chooses autocannon). The API runs as in production, its request log (LOG_LEVEL, default info)
 * going to BENCH_DIR/api.log. BENCH_SECONDS, BENCH_CONNECTIONS and DATABASE_POOL_SIZE change the run;
 * BENCH_CPU_PROF=<folder> has each API process write a V8 CPU profile there when it stops.
 */
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { runSeed } from '../apps/api/src/db/seed/run-seed';
import { contragentListSql } from '../apps/api/src/modules/contragents/read-model';
import { lawyerListQuery } from '../apps/api/src/modules/lawyers/read-model';
import { tashkentToday } from '@portal/domain';
import { createFileStorage } from '../apps/api/src/storage';
import {
  cpuMeter,
  type CpuPerRequest,
  httpLoad,
  LOAD_CLIENT,
  loadAverage,
  median,
  memoryLine,
  percentile,
  startBenchApi,
  startBenchDatabase,
} from './bench-support';
import { ROOT } from './processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARM_UP_SECONDS = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
// The API's pool (DATABASE_POOL_SIZE) and the bare pool: 8 connections suit a 2-core machine that also
// runs the API and the load generator. PostgreSQL works best with a few busy backends per core; with
// the API's default of 20 they contend for the 2 cores and each statement costs about a fifth more CPU.
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 8);
const DIR = path.resolve(ROOT, process.env.BENCH_DIR ?? '.data/bench');

/** Search terms (beginnings of common surnames and a first name) × regions: what visitors type. */
const TERMS = [
  'karimov',
  'rahim',
  'yusupova',
  'aliyev',
  'tosh',
  'nazarov',
  'ergash',
  'dilnoza',
  'sobir',
  'xol',
];
const CASES = TERMS.flatMap((search, i) => [
  { search, regionId: (i % 14) + 1, status: 'ACTIVE' as const },
  { search, regionId: ((i + 7) % 14) + 1, status: 'ACTIVE' as const },
]);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: CpuPerRequest;
}

async function bare(url: string, pgPid: number | undefined, seconds = SECONDS): Promise<Run> {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', () => undefined);
  // The named statements the API sends: PostgreSQL plans each shape once per connection.
  const queries = CASES.map((c) => lawyerListQuery({ ...c, page: 0, limit: 24 })!);
  for (const q of queries) await pool.query(q); // warm up
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const meter = cpuMeter(pgPid);
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const q = queries[n++ % queries.length]!;
        const t = performance.now();
        try {
          const result = await pool.query(q);
          if (result.rows.length === 0) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const cpu = meter(latencies.length);
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    cpu,
  };
}

/** The plans of the list queries: none may read a whole large table (Seq Scan). */
async function explainLists(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dialect = new PgDialect({ casing: 'snake_case' });
  const page = { page: 0, limit: 24 };
  const lawyerCases: [string, Parameters<typeof lawyerListQuery>[0]][] = [
    ['lawyers, no filter', page],
    ['lawyers, page 200', { page: 200, limit: 24 }],
    ['lawyers, region + status', { ...page, regionId: 8, status: 'ACTIVE' }],
    ['lawyers, status', { ...page, status: 'INACTIVE_TEMPORARY' }],
    ['lawyers, structure', { ...page, contragentId: 500 }],
    ['lawyers, search', { ...page, search: 'karimov' }],
    ['lawyers, two words + region', { ...page, search: 'karimov jasur', regionId: 14 }],
    ['lawyers, search + region + status', { ...page, search: 'rahim', regionId: 8, status: 'ACTIVE' }],
    ['lawyers, certificate number', { ...page, search: '10234' }],
  ];
  const queries: [string, { sql: string; params: unknown[] }][] = lawyerCases.map(([label, f]) => {
    const q = lawyerListQuery(f)!;
    return [label, { sql: q.text, params: q.values }];
  });
  const structureCases: [string, Parameters<typeof contragentListSql>[0]][] = [
    ['structures, working', { page: 0, limit: 20, isArchive: false }],
    ['structures, archive', { page: 0, limit: 20, isArchive: true }],
    ['structures, region + type', { page: 0, limit: 20, isArchive: false, regionId: 8, typeId: 1 }],
    ['structures, search', { page: 0, limit: 20, isArchive: false, search: 'adolat' }],
  ];
  for (const [label, f] of structureCases) {
    const q = contragentListSql(f);
    queries.push(
      [`${label} (page)`, dialect.sqlToQuery(q.page)],
      [`${label} (count)`, dialect.sqlToQuery(q.count)],
    );
  }
  const LARGE =
    /Seq Scan on (lawyers|lawyer_search_tokens|persons|contragents|employments|lawyer_licenses)\b/;
  console.info('\nPlans of the list queries (EXPLAIN, national data):');
  for (const [label, q] of queries) {
    const result = await client.query(`explain ${q.sql}`, q.params);
    const plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    const seq = LARGE.exec(plan);
    console.info(`  ${seq ? 'SEQ SCAN' : 'ok      '}  ${label}${seq ? `: ${seq[0]}` : ''}`);
  }
  await client.end();
}

async function main() {
  const server = await startBenchDatabase(DIR);
  let api: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  let uncachedApi: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  try {
    const config = loadConfig({ ...process.env, FILES_DIR: path.join(DIR, 'files'), SEED: 'national' });
    const { db, pool } = createDatabase(server.url, 4);
    const seeding = Date.now();
    await runSeed(db, 'national', (m) => console.info(m), {
      storage: createFileStorage(config),
      today: tashkentToday(),
    });
    console.info(`seed step: ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    await pool.end();

    api = await startBenchApi(server.url, POOL, path.join(DIR, 'api.log'));
    uncachedApi = await startBenchApi(server.url, POOL, path.join(DIR, 'api-uncached.log'), {
      PUBLIC_ANSWER_CACHE_MB: '0',
    });
    console.info(`load average before the runs: ${loadAverage()}`);
    const urls = CASES.map(
      (c) => `/api/v.1/getInfo/lawyerList?search=${c.search}&regionId=${c.regionId}&status=${c.status}`,
    );
    for (const u of urls) {
      await fetch(api.base + u); // warm up
      await fetch(uncachedApi.base + u);
    }
    const pgPid = server.pid;
    const throughApi = async (
      { base, pid: apiPid }: { base: string; pid: number },
      seconds = SECONDS,
    ): Promise<Run> => {
      const meter = cpuMeter(pgPid, apiPid);
      const { requests, ...figures } = await httpLoad(base, urls, {
        connections: CONNECTIONS,
        seconds,
        dir: DIR,
      });
      return { ...figures, cpu: meter(requests) };
    };
    const fmt = (x: Run) =>
      `${x.rps.toFixed(0).padStart(6)} req/s   p50 ${x.p50.toFixed(1).padStart(6)} ms   p99 ${x.p99.toFixed(1).padStart(6)} ms   errors ${x.errors}`;
    console.info(
      `\nlawyerList, search + region + status, ${CONNECTIONS} connections, ${SECONDS} s a run, pool ${POOL}, ${ROUNDS} rounds, load generator ${LOAD_CLIENT}`,
    );
    // The measurements alternate, so a slower or faster spell of the shared machine falls on all three;
    // the API processes stay up, idle, while the others run.
    // Not measured: a few seconds of each first, so that all run compiled (JIT) code from the start.
    await throughApi(api, WARM_UP_SECONDS);
    await throughApi(uncachedApi, WARM_UP_SECONDS);
    await bare(server.url, pgPid, WARM_UP_SECONDS);
    const rounds: { ours: Run; uncached: Run; theirs: Run }[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const ours = await throughApi(api);
      const uncached = await throughApi(uncachedApi);
      const theirs = await bare(server.url, pgPid);
      rounds.push({ ours, uncached, theirs });
      console.info(`round ${r}  API:      ${fmt(ours)}   ratio ${(ours.rps / theirs.rps).toFixed(2)}`);
      console.info(`         uncached: ${fmt(uncached)}   ratio ${(uncached.rps / theirs.rps).toFixed(2)}`);
      console.info(`         bare:     ${fmt(theirs)}`);
    }
    const memory = [
      memoryLine('API resident memory', api.pid),
      memoryLine('API uncached resident memory', uncachedApi.pid),
    ];
    await api.stop();
    api = undefined;
    await uncachedApi.stop();
    uncachedApi = undefined;
    await explainLists(server.url);

    const medianRun = (runs: Run[]): Run => ({
      rps: median(runs.map((x) => x.rps)),
      p50: median(runs.map((x) => x.p50)),
      p99: median(runs.map((x) => x.p99)),
      errors: runs.reduce((n, x) => n + x.errors, 0),
      cpu: {
        api: runs[0]!.cpu.api === undefined ? undefined : median(runs.map((x) => x.cpu.api ?? 0)),
        pg: runs[0]!.cpu.pg === undefined ? undefined : median(runs.map((x) => x.cpu.pg ?? 0)),
        client: median(runs.map((x) => x.cpu.client)),
      },
    });
    const ours = medianRun(rounds.map((x) => x.ours));
    const uncached = medianRun(rounds.map((x) => x.uncached));
    const theirs = medianRun(rounds.map((x) => x.theirs));
    const ratio = median(rounds.map((x) => x.ours.rps / x.theirs.rps));
    const uncachedRatio = median(rounds.map((x) => x.uncached.rps / x.theirs.rps));
    console.info(`\nmedian of ${ROUNDS} rounds (each figure on its own):`);
    console.info(`API (${LOAD_CLIENT}):`.padEnd(24) + fmt(ours));
    console.info(`API uncached (${LOAD_CLIENT}):`.padEnd(24) + fmt(uncached));
    console.info(`bare pg pool:`.padEnd(24) + fmt(theirs));
    console.info(`ratio ours/bare:        ${ratio.toFixed(2)}`);
    console.info(`ratio uncached/bare:    ${uncachedRatio.toFixed(2)}`);
    const us = (x: number | undefined) => (x === undefined ? '?' : `${x.toFixed(0)} µs`);
    const cpu = (label: string, c: CpuPerRequest) =>
      `${label}${c.api === undefined ? '' : `API process ${us(c.api)}, `}PostgreSQL ${us(c.pg)}, ${c.api === undefined ? 'pg client' : LOAD_CLIENT} ${us(c.client)}`;
    console.info(`\nCPU per request (user + system, all cores; medians):`);
    console.info(cpu('  API run:      ', ours.cpu));
    console.info(cpu('  uncached run: ', uncached.cpu));
    console.info(cpu('  bare run:     ', theirs.cpu));
    const met = ours.p99 < 50 && ours.rps >= 2000 && ratio >= 0.8 && ours.p99 <= 1.5 * theirs.p99;
    console.info(
      `targets (p99 < 50 ms and <= 1.5x bare, >= 2,000 req/s, ratio >= 0.8): ${met ? 'met' : 'NOT met'}`,
    );
    for (const line of memory) console.info(line);
    console.info(`load average at the end: ${loadAverage()}`);
  } finally {
    await api?.stop();
    await uncachedApi?.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
