/**
 * The database goes away: a real PostgreSQL, started by this test, is stopped under a
 * running app. Calls then answer 503 with Retry-After and a localized message (not 500), /api/health says
 * the database is down, and once PostgreSQL is back the same app serves again without a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { type RunningPostgres, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/seed-reference';
import { signInAs } from './helpers/factories';
import { freePort } from '@portal/test-support';
import { withGovSim } from '@portal/test-support/vitest';

const sim = withGovSim();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-down-pg-'));
let port = 0;
let server: RunningPostgres;
let database: ReturnType<typeof createDatabase>;
let app: App;
let deadSimApp: App;

/** /api/health of `on` answers `statusCode`, degraded: `part` down and named in `down`, the other part up. */
async function expectHealthWithDown(on: App, part: 'database' | 'nationalSystems', statusCode: number) {
  const health = await on.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(statusCode);
  const up = { database: 'up', nationalSystems: 'up' };
  expect(health.json()).toEqual({ status: 'degraded', ...up, [part]: 'down', down: [part] });
}

const start = () => startEmbeddedPostgres({ dataDir, port, password: 'test', database: 'portal' });

beforeAll(async () => {
  port = await freePort();
  server = await start();
  await runMigrations(server.url);
  database = createDatabase(server.url, 3);
  await seedReferenceData(database.db);
  const env = { NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' } as const;
  app = await buildApp({ config: loadConfig({ ...env, ...sim.env }), db: database.db, logger: false });
  deadSimApp = await buildApp({
    config: loadConfig({ ...env, GOV_SIM_URL: `http://127.0.0.1:${await freePort()}` }),
    db: database.db,
    logger: false,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await deadSimApp?.close();
  await database?.pool.end();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a connection cut under a transaction', () => {
  it('fails that transaction only: the process lives on and the app keeps serving', async () => {
    const cut = database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // what a restart of PostgreSQL, a failover or an administrator's pg_terminate_backend does to it
      await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
    const answer = await app.inject({ url: '/api/v.1/getInfo/directoryRegionList' });
    expect(answer.statusCode).toBe(200);
  });
});

describe('with the database down', () => {
  it('answers 503 with Retry-After and a localized message, says so on /api/health, and recovers', async () => {
    const user = await signInAs(database.db, 'USER');
    const calls = [
      { url: '/api/v.1/getInfo/directoryRegionList' },
      { url: '/api/v.1/account/current', headers: user.headers },
      { method: 'POST' as const, url: '/api/v.1/app/visit' },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode, call.url).toBe(200);
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'up',
      nationalSystems: 'up',
      down: [],
    });

    await server.stop();

    for (const call of calls) {
      const answer = await app.inject({ ...call, headers: { ...call.headers, 'accept-language': 'eng' } });
      expect(answer.statusCode, call.url).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Try later.',
      });
    }
    const uzbek = await app.inject({ url: '/api/v.1/getInfo/directoryRegionList' });
    expect(uzbek.json().message).toBe('Xizmat vaqtincha ishlamayapti. Keyinroq urining.');
    await expectHealthWithDown(app, 'database', 503);

    server = await start();
    for (const call of calls) expect((await app.inject(call)).statusCode, call.url).toBe(200);
  }, 120_000);

  it('names the national systems simulator on /api/health when it does not answer', async () => {
    await expectHealthWithDown(deadSimApp, 'nationalSystems', 200);
  });
});
