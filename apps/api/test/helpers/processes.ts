import { type GovSim, type RunningProcess, startApi, startGovSim, waitFor } from '@portal/test-support';
import { sharedGovSim } from '@portal/test-support/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import type { JobName, JobPayload } from '../../src/jobs/definitions';
import { enqueue } from '../../src/jobs/queue';
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

/** The daily jobs: a sweep of one day takes `{ today }`. */
type DailyJob = { [N in JobName]: { today: string } extends JobPayload<N> ? N : never }[JobName];

/** What a race of daily sweeps waits for besides the sweeps themselves (see `raceSweeps`). */
export interface SweepRace {
  /** Jobs the sweeps enqueue in their turn (an SMS of a reminder): every one of them must be done too. */
  readonly followUps?: readonly JobName[];
  /** A last condition of the database (the follow-up jobs were enqueued at all). */
  readonly settled?: () => Promise<boolean>;
}

/**
 * A job test's world: a fresh test database and a real gov-sim, and API processes on that database (as
 * servers of one deployment), killed after the file: `api(env)` starts one, `twoApis(env)` two side by side.
 * `raceSweeps(job, today)` starts two and enqueues four sweeps of one day of a daily job for them to race
 * on, and answers whether every sweep was done within a minute.
 * Read `db`, `url` and `sim` inside tests (they are set in beforeAll).
 *
 * Without `simEnv` the file uses the run's shared gov-sim (a start costs 3 to 13 s of a core: it builds its
 * key cards and certificates); with `simEnv` (its own timings, e.g. how long a parcel travels) it starts its
 * own and stops it after the file.
 */
export function useTwoProcessWorld(simEnv?: Record<string, string>) {
  const world = {} as { db: Database; url: string; sim: GovSim };
  let drop: (() => Promise<void>) | undefined;
  let stopSim: (() => Promise<void>) | undefined;
  const running: RunningProcess[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    ({ db: world.db, url: world.url, drop } = database);
    if (simEnv) {
      const own = await startGovSim({ env: simEnv });
      ({ stop: stopSim } = own);
      world.sim = own;
    } else {
      ({ sim: world.sim, stop: stopSim } = await sharedGovSim());
    }
  }, 60_000);
  afterAll(async () => {
    for (const p of running) await p.kill9();
    await stopSim?.();
    await drop?.();
  });
  async function api(env: Record<string, string> = {}) {
    const p = await startApiOn(world.url, { ...world.sim.env, ...env });
    running.push(p);
    return p;
  }
  const twoApis = (env: Record<string, string> = {}) => Promise.all([api(env), api(env)]);
  async function raceSweeps(job: DailyJob, today: string, race: SweepRace = {}): Promise<boolean> {
    await twoApis();
    for (let i = 0; i < 4; i++) await enqueue(world.db, job, { today });
    const followUps = race.followUps ?? [];
    const unfinished = async () => {
      const { rows } = await world.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where state <> 'completed'
            and ((name = ${job} and data ? 'today') or name = any(${sql.param(followUps)}::text[]))`,
      );
      return rows[0]!.n;
    };
    return waitFor(async () => (await unfinished()) === 0 && (await (race.settled?.() ?? true)), 60_000, 200);
  }
  return Object.assign(world, { api, twoApis, raceSweeps });
}
