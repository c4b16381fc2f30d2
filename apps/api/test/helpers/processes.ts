import { type RunningGovSim, type RunningProcess, startApi, startGovSim } from '@portal/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

/**
 * The API as `npm start` runs it (apps/api/src/main.ts) on a test database, with no seed, no SPA and job
 * workers polling every half second.
 */
export function startApiOn(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: Parameters<typeof startApi>[1] = {},
): Promise<RunningProcess> {
  return startApi(
    {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      WEB_DIST_DIR: '/nonexistent',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      ...env,
    },
    options,
  );
}

/**
 * A job test's world: a fresh test database and a real gov-sim (started with `simEnv`) for the file, and
 * API processes on that database (as servers of one deployment), killed after the file: `api(env)` starts
 * one, `twoApis(env)` two side by side. Read `db`, `url` and `sim` inside tests (they are set in beforeAll).
 */
export function useTwoProcessWorld(simEnv: Record<string, string> = {}) {
  const world = {} as { db: Database; url: string; sim: RunningGovSim };
  let drop: (() => Promise<void>) | undefined;
  const running: RunningProcess[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    ({ db: world.db, url: world.url, drop } = database);
    world.sim = await startGovSim({ env: simEnv });
  }, 60_000);
  afterAll(async () => {
    for (const p of running) await p.kill9();
    await world.sim?.stop();
    await drop?.();
  });
  async function api(env: Record<string, string> = {}) {
    const p = await startApiOn(world.url, { ...world.sim.env, ...env });
    running.push(p);
    return p;
  }
  const twoApis = (env: Record<string, string> = {}) => Promise.all([api(env), api(env)]);
  return Object.assign(world, { api, twoApis });
}
