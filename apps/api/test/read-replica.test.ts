/**
 * Public reads from a streaming replica (DATABASE_REPLICA_URL): a primary and its hot standby (two embedded
 * PostgreSQL servers, the standby made from a copy of the stopped primary's data folder, following it by
 * streaming replication). The replica's replay is paused to make it fall behind, and it is stopped and
 * started, while guests and a signed-in person read the lawyer directory's figures.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@portal/test-support';
import { type App, buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/seed-reference';
import { loadConfig } from '../src/config';
import { createLawyer, signInAs } from './helpers/factories';
import { type PrimaryWithStandby, startPrimaryWithStandby } from './helpers/standby';

const PASSWORD = 'test';
const MAX_LAG_SECONDS = 2;
let servers: PrimaryWithStandby;
let db: Database;
let close: () => Promise<void>;
let app: App;
let signedIn: Record<string, string>;

/** Runs `statement` on the replica as its superuser (pausing or resuming its replay). */
async function onReplica(statement: string) {
  const client = new pg.Client({ connectionString: servers.replica.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The number of lawyers on the directory's home figures, as a guest or the signed-in person reads it. */
async function lawyerCount(headers: Record<string, string> = {}) {
  const answer = await app.inject({ url: '/api/v.1/getInfo/count-info', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ lawyerCount: number }>().lawyerCount;
}

const replicaState = async () =>
  (await app.inject({ url: '/api/health' })).json<{ replica?: string; replicaLagSeconds?: number | null }>();
const replicaIs = (state: string, timeoutMs = 20_000) =>
  waitFor(async () => (await replicaState()).replica === state, timeoutMs);

beforeAll(async () => {
  servers = await startPrimaryWithStandby(PASSWORD, async (url) => {
    const seeding = createDatabase(url, 2);
    await seedReferenceData(seeding.db);
    await seeding.pool.end();
  });
  const connection = createDatabase(servers.primary.url, 5);
  db = connection.db;
  close = () => connection.pool.end();
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    DATABASE_REPLICA_URL: servers.replica.url,
    DATABASE_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
  });
  app = await buildApp({ config, db, logger: false });
  await app.ready();
  signedIn = (await signInAs(db, 'ADMIN')).headers;
  await createLawyer(db);
  expect(await replicaIs('up')).toBe(true);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await close?.();
  await servers?.stop();
});

describe('public reads from the read replica', () => {
  it('a guest reads from the replica, a signed-in person from the primary: what they just wrote shows', async () => {
    expect(await waitFor(async () => (await lawyerCount()) === 1, 10_000)).toBe(true);
    await onReplica('select pg_wal_replay_pause()');
    await createLawyer(db);
    // Within the lag limit the replica still serves guests, one lawyer behind; the signed-in reader is not.
    expect(await lawyerCount()).toBe(1);
    expect(await lawyerCount(signedIn)).toBe(2);
  });

  it('a replica further behind than the limit is passed over: guests read the primary until it catches up', async () => {
    expect(await replicaIs('behind', (MAX_LAG_SECONDS + 5) * 1000)).toBe(true);
    expect((await replicaState()).replicaLagSeconds).toBeGreaterThan(MAX_LAG_SECONDS);
    expect(await lawyerCount()).toBe(2);
    await onReplica('select pg_wal_replay_resume()');
    expect(await replicaIs('up')).toBe(true);
    // Back on the replica: paused again, the next lawyer is not there for a guest.
    await onReplica('select pg_wal_replay_pause()');
    await createLawyer(db);
    expect(await lawyerCount()).toBe(2);
    expect(await lawyerCount(signedIn)).toBe(3);
    await onReplica('select pg_wal_replay_resume()');
  });

  it('a replica that is down is passed over at once, and read again once it is back and caught up', async () => {
    expect(await replicaIs('up')).toBe(true);
    await servers.replica.stop();
    // The first guest after the loss is answered from the primary (no error), before any check notices.
    expect(await lawyerCount()).toBe(3);
    expect(await replicaIs('down')).toBe(true);
    await createLawyer(db);
    expect(await lawyerCount()).toBe(4);
    await servers.startReplica();
    expect(await replicaIs('up')).toBe(true);
    await onReplica('select pg_wal_replay_pause()');
    await createLawyer(db);
    expect(await lawyerCount()).toBe(4);
    expect(await lawyerCount(signedIn)).toBe(5);
  });
});
