/**
 * `npm run bench:cabinet:explain [-- --scale 0.1] [--role LAWYER] [--list ownOrder] [--plans]`: the SQL behind each
 * cabinet list call of bench:cabinet, explained on its generated data. Every statement the API runs for
 * each request of `cabinetListCases` (recorded at the pool of an in-process app) is run under
 * EXPLAIN (ANALYZE, BUFFERS) three times, as the server runs it (a named statement as EXECUTE of its
 * prepared statement, generic or planned per call as PostgreSQL chose); the fastest execution time, the
 * planning time and the kind of plan are printed per statement, and with `--plans` the plan. One statement at a time, so the figures hold on a busy machine better than a load
 * run's percentiles. The database is the benchmark's (run bench:cabinet first to generate it); a running
 * server can be named with DATABASE_URL instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PoolClient } from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { signInPerson } from '../apps/api/src/modules/auth/sessions';
import {
  cabinetActors,
  cabinetListCases,
  cabinetPersons,
  readsRunBy,
  type SentStatement,
} from '../apps/api/test/helpers/cabinet-data';
import { startBenchDatabase } from './bench-support';
import { ROOT } from './processes';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    list: { type: 'string' },
    role: { type: 'string' },
    plans: { type: 'boolean' },
  },
  allowPositionals: true,
});
const SCALE = Number(args.scale ?? process.env.BENCH_SCALE ?? 0.1);
const DIR = path.resolve(ROOT, process.env.BENCH_DIR ?? `.data/bench-cabinet-${SCALE}`);

/**
 * The EXPLAIN of a statement as the server runs it: an unnamed one with its values; a named one
 * (db/prepared.ts executeShaped) as EXECUTE of its prepared statement on this connection, after the six
 * runs in which PostgreSQL settles between planning each call and its generic plan, as a pooled
 * connection does.
 */
async function explainAsRun(explainer: PoolClient, s: SentStatement) {
  if (!s.name) return { text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, values: s.values };
  for (let i = 0; i < 6; i++) await explainer.query({ name: s.name, text: s.text, values: s.values });
  // the values as literals (EXECUTE takes no parameters): text, numbers, dates, arrays of numbers (ids)
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (v instanceof Date) return explainer.escapeLiteral(v.toISOString());
    if (Array.isArray(v)) return explainer.escapeLiteral(`{${v.join(',')}}`);
    return explainer.escapeLiteral(String(v));
  };
  const values = s.values.length > 0 ? `(${s.values.map(literal).join(', ')})` : '';
  return {
    text: `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${explainer.escapeIdentifier(s.name)}${values}`,
    values: [],
  };
}

/** Whether a prepared statement of this connection runs with its generic plan or one planned per call. */
async function planKind(explainer: PoolClient, name: string) {
  const { rows } = await explainer.query<{ generic: boolean }>(
    'SELECT generic_plans > 0 AS generic FROM pg_prepared_statements WHERE name = $1',
    [name],
  );
  return rows[0]?.generic ? 'generic' : 'custom';
}

async function main() {
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => undefined }
    : await startBenchDatabase(DIR);
  const { db, pool } = createDatabase(server.url, 4);
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const explainer = await pool.connect();
  try {
    const actors = await cabinetActors(pool);
    const personOf = cabinetPersons(actors);
    const cases = cabinetListCases(actors).filter(
      (c) => (!args.list || c.list === args.list) && (!args.role || c.role === args.role),
    );
    for (const c of cases) {
      const { token } = await signInPerson(db, {
        personId: personOf[c.role],
        method: 'SSO',
        ttlMs: 3_600_000,
        now: new Date(),
      });
      console.info(`\n== ${c.role} ${c.list}`);
      for (const p of c.paths) {
        let status = 0;
        const statements = await readsRunBy(pool, async () => {
          const res = await app.inject({
            method: 'GET',
            url: `/api/v.1/${p}`,
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'lt' },
          });
          status = res.statusCode;
        });
        console.info(`-- ${p} (${status})`);
        for (const s of statements) {
          const explain = await explainAsRun(explainer, s);
          let best = { exec: Infinity, plan: Infinity, text: '' };
          for (let i = 0; i < 3; i++) {
            const { rows } = await explainer.query(explain.text, explain.values);
            const text = rows.map((r: Record<string, string>) => r['QUERY PLAN']!).join('\n');
            const exec = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]);
            const plan = Number(/Planning Time: ([\d.]+)/.exec(text)?.[1]);
            if (exec < best.exec) best = { exec, plan: Math.min(plan, best.plan), text };
            else best.plan = Math.min(plan, best.plan);
          }
          const how = s.name ? await planKind(explainer, s.name) : 'unnamed';
          const short = s.text.replace(/\s+/g, ' ').slice(0, 140);
          console.info(
            `${best.exec.toFixed(2).padStart(9)} ms  plan ${best.plan.toFixed(2).padStart(5)} ms  ${how.padEnd(7)}  ${short}`,
          );
          if (args.plans) console.info(`${best.text}\n   values: ${JSON.stringify(s.values)}\n`);
        }
      }
    }
  } finally {
    explainer.release();
    await app.close();
    await pool.end();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
