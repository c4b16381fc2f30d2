/**
 * Durable jobs with real API processes (apps/api/src/main.ts) on one real PostgreSQL database: a job
 * survives kill -9 and runs once after the restart; two processes run each job exactly once; a failing
 * job is retried with backoff. Side effects are counted in job_probes.
 */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobProbes } from '../db/schema';
import { waitFor } from '@portal/test-support';
import { useTwoProcessWorld } from '../../test/helpers/processes';
import { enqueue } from './queue';

const world = useTwoProcessWorld();

const runsOf = async (probe: string) =>
  (await world.db.select({ n: count() }).from(jobProbes).where(eq(jobProbes.probe, probe)))[0]!.n;

async function jobState(id: string) {
  const { rows } = await world.db.execute<{
    state: string;
    retry_count: number;
    start_after: string;
    retry_delay: number;
    retry_backoff: boolean;
  }>(
    sql`select state, retry_count, start_after, retry_delay, retry_backoff from pgboss.job where id = ${id}`,
  );
  return rows[0];
}

/** Whether the database's clock has reached `at` (a job due then may be fetched now). */
async function reached(at: Date) {
  const { rows } = await world.db.execute<{ due: boolean }>(
    sql`select now() >= ${at.toISOString()}::timestamptz as due`,
  );
  return rows[0]!.due;
}

/** Whether every one of the jobs is completed: pg-boss never hands a completed job out again. */
async function allCompleted(ids: string[]) {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'completed'`,
  );
  return rows[0]!.n === ids.length;
}

describe('durable jobs in PostgreSQL', () => {
  it('runs a job scheduled a few seconds ahead exactly once after kill -9 and a restart', async () => {
    const first = await world.api();
    const startAfter = new Date(Date.now() + 3000);
    const id = await enqueue(world.db, 'system-probe', { probe: 'after-kill' }, { startAfter });
    await first.kill9();
    expect((await jobState(id))?.state).toBe('created');
    // Past its time with no process running: nothing ran it.
    expect(await waitFor(() => reached(startAfter), 15_000)).toBe(true);
    expect(await runsOf('after-kill')).toBe(0);
    expect((await jobState(id))?.state).toBe('created');

    const second = await world.api();
    // Once completed the job is never handed out again: the count then is final.
    expect(await waitFor(() => allCompleted([id]), 20_000)).toBe(true);
    expect(await runsOf('after-kill')).toBe(1);
    const [ran] = await world.db.select().from(jobProbes).where(eq(jobProbes.probe, 'after-kill'));
    expect(ran?.processId).toBe(second.child.pid);
    await second.stop();
  }, 90_000);

  it('runs each job exactly once with two API processes on one database', async () => {
    const [a, b] = await world.twoApis();
    const soon = new Date(Date.now() + 1000);
    const probes = Array.from({ length: 30 }, (_, i) => `shared-${i}`);
    const ids: string[] = [];
    for (const probe of probes)
      ids.push(await enqueue(world.db, 'system-probe', { probe }, { startAfter: soon }));
    const total = async () =>
      (
        await world.db
          .select({ n: count() })
          .from(jobProbes)
          .where(sql`${jobProbes.probe} like 'shared-%'`)
      )[0]!.n;
    expect(await waitFor(() => allCompleted(ids), 30_000)).toBe(true);
    expect(await total()).toBe(probes.length);
    const perProbe = await world.db
      .select({ probe: jobProbes.probe, n: count() })
      .from(jobProbes)
      .where(sql`${jobProbes.probe} like 'shared-%'`)
      .groupBy(jobProbes.probe);
    expect(perProbe).toHaveLength(probes.length);
    expect(perProbe.every((r) => r.n === 1)).toBe(true);
    const processes = await world.db
      .selectDistinct({ pid: jobProbes.processId })
      .from(jobProbes)
      .where(sql`${jobProbes.probe} like 'shared-%'`);
    expect(processes.every((p) => [a.child.pid, b.child.pid].includes(p.pid))).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  }, 90_000);

  it('retries a failing job with a growing delay', async () => {
    const p = await world.api();
    // An expiry job for a request that does not exist fails (404) every time it runs.
    const id = await enqueue(world.db, 'request-expire', { requestId: 999_999 });
    expect(await waitFor(async () => (await jobState(id))?.state === 'retry', 30_000, 100)).toBe(true);
    const state = await jobState(id);
    // pg-boss waits retry_delay × 2^retries (with jitter) before the next try: the job is not due yet.
    expect(state).toMatchObject({ retry_delay: 2, retry_backoff: true });
    expect(new Date(state!.start_after).getTime()).toBeGreaterThan(Date.now());
    expect(await waitFor(async () => ((await jobState(id))?.retry_count ?? 0) >= 1, 15_000, 100)).toBe(true);
    await p.stop();
  }, 60_000);

  it('refuses a payload that does not match the job’s schema, enqueuing nothing', async () => {
    await expect(enqueue(world.db, 'request-expire', { requestId: -1 })).rejects.toThrow();
    await expect(enqueue(world.db, 'system-probe', { probe: '' })).rejects.toThrow();
  });
});
