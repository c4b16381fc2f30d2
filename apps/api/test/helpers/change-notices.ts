/**
 * For tests of what API processes keep between calls and forget on the database's change notices: two
 * processes on one database, each with its own listening connection (db/change-listener.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { createDatabase, type Database } from '../../src/db/client';
import { LISTENER_NAME } from '../../src/db/change-listener';
import type { TestContext } from './test-app';

const OF_THIS_DATABASE = `application_name = '${LISTENER_NAME}' AND datname = current_database()`;

/**
 * Waits until `processes` listening connections are up: they connect as the apps start, and a lost one
 * connects again a second after it was lost, so the wait is longer than that. A connection counts once
 * its LISTEN has been answered: before that it shows in pg_stat_activity, but its process keeps no answer
 * yet and forgets what it has as the LISTEN completes.
 */
export async function listening(db: Database, processes = 2) {
  await expect
    .poll(
      async () => {
        const { rows } = await db.$client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE ${OF_THIS_DATABASE} AND state = 'idle' AND query LIKE 'LISTEN %'`,
        );
        return rows[0]!.n;
      },
      { timeout: 5000 },
    )
    .toBe(processes);
}

/** Ends every process's listening connection, as a network fault or a database restart would. */
export async function loseListeners(db: Database) {
  await db.$client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${OF_THIS_DATABASE}`);
}

/** Runs a change with the triggers off for its transaction, so no change notice tells of it. */
export async function quietly(db: Database, change: SQL) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(change);
  });
}

/**
 * Another API process beside `ctx`'s app: its own app and its own pool on the same database, with the same
 * configuration; `app` is set before the file's tests and closed after them.
 */
export function useAnotherProcess(ctx: TestContext): { app: App } {
  const other = {} as { app: App };
  let pool: { end: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const database = createDatabase(String(ctx.db.$client.options.connectionString), 2);
    pool = database.pool;
    other.app = await buildApp({ config: ctx.config, db: database.db, logger: false });
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app?.close();
    await pool?.end();
  });
  return other;
}

/**
 * What the processes answer a caller's GET of `url`, in the order given (the test's own app first):
 *
 *   const onBoth = statusesOn(HOME, ctx, other);
 *   expect(await onBoth(lawyer.headers)).toEqual([200, 200]);
 */
export function statusesOn(url: string, ...processes: { app: App }[]) {
  return async (headers: Record<string, string>): Promise<number[]> => {
    const statuses: number[] = [];
    for (const { app } of processes) statuses.push((await app.inject({ url, headers })).statusCode);
    return statuses;
  };
}
