/**
 * `npm run bench:cabinet:explain [-- --scale 0.1] [--role LAWYER] [--list ownOrder] [--plans]`: the SQL behind each
 * cabinet list call of bench:cabinet, explained on its generated data. Every statement the API runs for
 * each request of `cabinetListCases` (recorded at the pool of an in-process app) is run under
 * EXPLAIN (ANALYZE, BUFFERS) three times; the fastest execution time is printed per statement, and with
 * `--plans` the plan. One statement at a time, so the figures hold on a busy machine better than a load
 * run's percentiles. The database is the benchmark's (run bench:cabinet first to generate it); a running
 * server can be named with DATABASE_URL instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { signInPerson } from '../apps/api/src/modules/auth/sessions';
import {
  cabinetActors,
  cabinetListCases,
  cabinetPersons,
  readsRunBy,
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
          let best = Infinity;
          let plan = '';
          for (let i = 0; i < 3; i++) {
            const { rows } = await explainer.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
            const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
            const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]);
            if (ms < best) {
              best = ms;
              plan = lines.join('\n');
            }
          }
          const short = s.text.replace(/\s+/g, ' ').slice(0, 160);
          console.info(`${best.toFixed(2).padStart(9)} ms  ${short}`);
          if (args.plans) console.info(`${plan}\n   values: ${JSON.stringify(s.values)}\n`);
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
