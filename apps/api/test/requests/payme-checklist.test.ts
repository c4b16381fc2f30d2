/**
 * The payment provider's sandbox checklist against /api/payme on a real PostgreSQL: every bad request is
 * an HTTP 200 JSON-RPC error (-32700 malformed JSON, -32600 a bad envelope, -32300 a method other than
 * POST, -32504 wrong credentials); the 12-hour timeout counts from the provider's `time`; a request another
 * live transaction holds is refused with -31008; account errors name `request_id`; the merchant reads the
 * request's clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { buildWorld, type Json } from '../helpers/legal-aid-world';
import {
  CERTIFICATE_FEE as FEE,
  paymeAccount as account,
  paymeAuthorizationOf,
  paymeClient,
} from '../helpers/payme';
import { useWorld } from '../helpers/world';

const HOUR = 3_600_000;
const clock = manualClock('2026-11-25T09:00:00Z');
const { ctx, w } = useWorld(buildWorld, { clock, env: { TEST_CLOCK_OFFSET_HEADER: 'true' } });
const { rpc, requestInPayment, statusOf, transactions } = paymeClient(ctx);

let requestId: number;
beforeAll(async () => {
  requestId = await requestInPayment(w, w.colleague);
});

/** A raw call to the endpoint: the answer's HTTP status and its JSON. */
async function send(options: {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  payload?: string;
  contentType?: string;
  key?: string;
}) {
  const res = await ctx.app.inject({
    method: options.method ?? 'POST',
    url: '/api/payme',
    headers: {
      authorization: paymeAuthorizationOf(options.key),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}
const json = 'application/json';

describe('the JSON-RPC envelope of bad requests', () => {
  it('answers malformed JSON with HTTP 200 and -32700, with no id', async () => {
    for (const payload of ['{"jsonrpc":"2.0","id":1,"method":', 'not json', ''])
      expect(await send({ payload, contentType: json }), payload).toMatchObject({
        status: 200,
        body: { jsonrpc: '2.0', id: null, error: { code: -32700 } },
      });
    for (const contentType of ['text/plain', undefined]) {
      const res = await send({ payload: '{"id":', ...(contentType ? { contentType } : {}) });
      expect(res, contentType).toMatchObject({ status: 200, body: { error: { code: -32700 } } });
    }
  });

  it('answers a request without a method or with params that are not an object with -32600, echoing its id', async () => {
    const noMethod = await send({ payload: JSON.stringify({ id: 5, params: {} }), contentType: json });
    expect(noMethod).toMatchObject({ status: 200, body: { id: 5, error: { code: -32600 } } });
    for (const params of [[1, 2], 'x', 7]) {
      const bad = await send({
        payload: JSON.stringify({ id: 6, method: 'CheckTransaction', params }),
        contentType: json,
      });
      expect(bad, JSON.stringify(params)).toMatchObject({
        status: 200,
        body: { id: 6, error: { code: -32600 } },
      });
    }
    const notAnObject = await send({ payload: '[1]', contentType: json });
    expect(notAnObject).toMatchObject({ status: 200, body: { id: null, error: { code: -32600 } } });
    expect(await transactions()).toBe(0);
  });

  it('answers every method but POST with -32300', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await send({ method, ...(method === 'GET' ? {} : { payload: '{}', contentType: json }) });
      expect(res, method).toMatchObject({ status: 200, body: { id: null, error: { code: -32300 } } });
    }
  });

  it('answers wrong credentials with -32504 before looking at the envelope', async () => {
    const bad = await send({
      payload: JSON.stringify({ id: 8, params: [] }),
      contentType: json,
      key: 'wrong',
    });
    expect(bad).toMatchObject({ status: 200, body: { id: 8, error: { code: -32504 } } });
    expect((await rpc('CheckTransaction', { id: 'x' }, { key: 'wrong' })).error.code).toBe(-32504);
  });
});

describe('the 12-hour timeout, counted from the provider time', () => {
  it('refuses a CreateTransaction whose provider time is more than 12 hours old with -31008, creating nothing', async () => {
    const late = { id: 'late-create', time: clock.now().getTime() - 12 * HOUR - 1000, amount: FEE };
    expect((await rpc('CreateTransaction', { ...late, account: account(requestId) })).error.code).toBe(
      -31008,
    );
    expect(await transactions()).toBe(0);
    expect((await rpc('CheckTransaction', { id: 'late-create' })).error.code).toBe(-31003);
  });

  it('cancels with reason 4 a transaction created in time but past 12 hours of the provider time at perform', async () => {
    const time = clock.now().getTime() - 12 * HOUR + 60_000;
    const created = await rpc('CreateTransaction', {
      id: 'nearly-late',
      time,
      amount: FEE,
      account: account(requestId),
    });
    expect(created.result.state).toBe(1);
    clock.advance(2 * 60_000);
    expect((await rpc('PerformTransaction', { id: 'nearly-late' })).error.code).toBe(-31008);
    expect((await rpc('CheckTransaction', { id: 'nearly-late' })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
    expect(await statusOf(requestId)).toBe('PAYMENT');
  });
});

describe('a request another live transaction holds', () => {
  it('refuses a second transaction and CheckPerformTransaction with -31008 until the first is cancelled', async () => {
    const payment = { amount: FEE, account: account(requestId) };
    const time = clock.now().getTime();
    expect((await rpc('CreateTransaction', { id: 'holder', time, ...payment })).result.state).toBe(1);
    expect((await rpc('CreateTransaction', { id: 'second', time, ...payment })).error.code).toBe(-31008);
    expect((await rpc('CheckPerformTransaction', payment)).error.code).toBe(-31008);
    expect((await rpc('CancelTransaction', { id: 'holder', reason: 3 })).result.state).toBe(-1);
    expect((await rpc('CheckPerformTransaction', payment)).result).toEqual({ allow: true });
  });
});

describe('account errors', () => {
  it('name the account field request_id also for a malformed or missing account', async () => {
    for (const params of [
      { amount: FEE, account: { request_id: 'abc' } },
      { amount: FEE, account: {} },
      { amount: FEE },
      { amount: FEE, account: 'x' },
    ]) {
      const res = await rpc('CheckPerformTransaction', params);
      expect(res.error, JSON.stringify(params)).toMatchObject({ code: -31050, data: 'request_id' });
    }
    const create = await rpc('CreateTransaction', {
      id: 'no-account',
      time: clock.now().getTime(),
      amount: FEE,
    });
    expect(create.error).toMatchObject({ code: -31050, data: 'request_id' });
  });
});

describe('the clock', () => {
  it("is the request's clock: a call whose clock is moved creates and expires at that time", async () => {
    const later = { 'x-test-clock-offset-ms': String(HOUR) };
    const created = await rpc(
      'CreateTransaction',
      { id: 'moved-clock', time: clock.now().getTime(), amount: FEE, account: account(requestId) },
      { headers: later },
    );
    expect(created.result).toMatchObject({ state: 1, create_time: clock.now().getTime() + HOUR });
    const pastTimeout = { 'x-test-clock-offset-ms': String(12 * HOUR + 1000) };
    expect(
      (await rpc('PerformTransaction', { id: 'moved-clock' }, { headers: pastTimeout })).error.code,
    ).toBe(-31008);
    expect((await rpc('CheckTransaction', { id: 'moved-clock' })).result).toMatchObject({
      state: -1,
      reason: 4,
      cancel_time: clock.now().getTime() + 12 * HOUR + 1000,
    });
  });
});
