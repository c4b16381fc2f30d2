/**
 * `npm run bench:directory`: the lawyer directory under load, on the `national` data set (100,000
 * lawyers, 10,000 structures) in an embedded PostgreSQL kept in BENCH_DIR (default .data/bench; seeded
 * on first run, which takes a few minutes).
 *
 * Two measurements, the same queries: getInfo/lawyerList with a search term and two filters (region,
 * status) through the real API process (autocannon, 64 connections, 20 s), then the very SQL statement
 * the API runs, through a bare `pg` pool of the same size with 64 concurrent callers for 20 s. Prints
 * requests/s, p50 and p99 of both and the ratio ours/bare. Targets (2 cores): p99 < 50 ms, >= 2,000
 * requests/s, ratio >= 0.5. BENCH_SECONDS and BENCH_CONNECTIONS change the run.
 */
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { runMigrations } from '../apps/api/src/db/migrate';
import { runSeed } from '../apps/api/src/db/seed/run-seed';
import { contragentListSql } from '../apps/api/src/modules/contragents/repository';
import { lawyerListSql } from '../apps/api/src/modules/lawyers/repository';
import { tashkentDay } from '../apps/api/src/modules/site/service';
import { createFileStorage } from '../apps/api/src/storage';
import { ROOT, runTs, waitFor } from './processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 20);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      server.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function bare(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', () => undefined);
  const dialect = new PgDialect({ casing: 'snake_case' });
  const queries = CASES.map((c) => dialect.sqlToQuery(lawyerListSql({ ...c, page: 0, limit: 24 })!));
  // Named statements, as the API sends them: PostgreSQL plans each shape once per connection.
  const statement = (q: (typeof queries)[number]) => ({
    name: `bench-${q.sql.length}`,
    text: q.sql,
    values: q.params as unknown[],
  });
  for (const q of queries) await pool.query(statement(q)); // warm up
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const q = queries[n++ % queries.length]!;
        const t = performance.now();
        try {
          const result = await pool.query(statement(q));
          if (result.rows.length === 0) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The plans of the list queries: none may read a whole large table (Seq Scan). */
async function explainLists(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dialect = new PgDialect({ casing: 'snake_case' });
  const page = { page: 0, limit: 24 };
  const lawyerCases: [string, Parameters<typeof lawyerListSql>[0]][] = [
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
  const queries: [string, { sql: string; params: unknown[] }][] = lawyerCases.map(([label, f]) => [
    label,
    dialect.sqlToQuery(lawyerListSql(f)!),
  ]);
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
  const port = await freePort();
  console.info(`embedded PostgreSQL in ${DIR}`);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(DIR, 'pg'),
    port,
    password: 'bench',
    database: 'portal',
  });
  let api: ReturnType<typeof runTs> | undefined;
  try {
    await runMigrations(server.url);
    const config = loadConfig({ ...process.env, FILES_DIR: path.join(DIR, 'files'), SEED: 'national' });
    const { db, pool } = createDatabase(server.url, 4);
    const seeding = Date.now();
    await runSeed(db, 'national', (m) => console.info(m), {
      storage: createFileStorage(config),
      today: tashkentDay(),
    });
    console.info(`seed step: ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    await pool.end();

    const apiPort = await freePort();
    api = runTs('api', 'apps/api/src/main.ts', {
      NODE_ENV: 'production',
      DATABASE_URL: server.url,
      DATABASE_POOL_SIZE: String(POOL),
      PORT: String(apiPort),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    });
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/api/health`, 60_000);
    const urls = CASES.map(
      (c) => `/api/v.1/getInfo/lawyerList?search=${c.search}&regionId=${c.regionId}&status=${c.status}`,
    );
    for (const u of urls) await fetch(base + u); // warm up
    let i = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[i++ % urls.length]! }) }],
    });
    const ours = {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    api.kill('SIGTERM');
    await new Promise((r) => api!.once('exit', r));
    api = undefined;

    const theirs = await bare(server.url);
    await explainLists(server.url);
    const fmt = (x: typeof ours) =>
      `${x.rps.toFixed(0).padStart(6)} req/s   p50 ${x.p50.toFixed(1).padStart(6)} ms   p99 ${x.p99.toFixed(1).padStart(6)} ms   errors ${x.errors}`;
    console.info(
      `\nlawyerList, search + region + status, ${CONNECTIONS} connections, ${SECONDS} s, pool ${POOL}`,
    );
    console.info(`API (autocannon):  ${fmt(ours)}`);
    console.info(`bare pg pool:      ${fmt(theirs)}`);
    console.info(`ratio ours/bare:   ${(ours.rps / theirs.rps).toFixed(2)}`);
  } finally {
    api?.kill('SIGTERM');
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
