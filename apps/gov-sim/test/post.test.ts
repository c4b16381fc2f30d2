/**
 * The post (packages/integrations/src/post.ts): a parcel is registered once per reference, reports
 * IN_TRANSIT, then its deterministic outcome (by postal index), or the outcome the control sets at once;
 * the sender recalls one not yet delivered.
 */
import { MAIL_FAILURE_REASONS } from '@portal/domain';
import { parcelSchema } from '@portal/integrations';
import { describe, expect, it } from 'vitest';
import { s10CheckDigit, trackingNumberOf } from '../src/systems/post/parcels';
import { useSimulator } from './support';

let now = Date.parse('2026-11-20T09:00:00Z');
const app = useSimulator({ post: { transitSeconds: 1000 } }, { now: () => now });

const register = (reference: string, postalIndex: string) =>
  app.inject({
    method: 'POST',
    url: '/post/parcels',
    payload: { reference, addressee: 'Karimov Aziz', address: 'Samarqand sh., Registon 5', postalIndex },
  });
const track = async (trackingNumber: string) =>
  parcelSchema
    .strict()
    .parse((await app.inject({ method: 'GET', url: `/post/parcels/${trackingNumber}` })).json());

describe('post', () => {
  it('registers a parcel once per reference, with an S10 tracking number', async () => {
    const first = await register('REQ-1', '140100');
    expect(first.statusCode).toBe(201);
    const parcel = parcelSchema.strict().parse(first.json());
    expect(parcel).toMatchObject({ status: 'REGISTERED', reference: 'REQ-1', failureReason: null });
    expect(parcel.trackingNumber).toBe(trackingNumberOf('REQ-1'));
    expect(Number(parcel.trackingNumber[10])).toBe(s10CheckDigit(parcel.trackingNumber.slice(2, 10)));
    const again = await register('REQ-1', '140100');
    expect(again.statusCode).toBe(200);
    expect(again.json().trackingNumber).toBe(parcel.trackingNumber);
  });

  it('reports IN_TRANSIT after a tenth of the transit time, then DELIVERED or a failure by postal index', async () => {
    const delivered = (await register('REQ-2', '140100')).json().trackingNumber as string;
    const failed = (await register('REQ-3', '140104')).json().trackingNumber as string;
    now += 100_000;
    expect((await track(delivered)).status).toBe('IN_TRANSIT');
    now += 900_000;
    expect(await track(delivered)).toMatchObject({ status: 'DELIVERED', failureReason: null });
    const f = await track(failed);
    expect(f).toMatchObject({ status: 'FAILED', failureReason: MAIL_FAILURE_REASONS[3] });
    expect(f.events.map((e) => e.status)).toEqual(['REGISTERED', 'IN_TRANSIT', 'FAILED']);
  });

  it('takes the outcome the control sets at once, and refuses a failure without a reason', async () => {
    const tracking = (await register('REQ-4', '140100')).json().trackingNumber as string;
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/post/parcels/${tracking}/outcome`, payload });
    expect((await put({ status: 'FAILED' })).statusCode).toBe(400);
    const set = await put({ status: 'FAILED', failureReason: 'NOT_AT_HOME' });
    expect(set.statusCode).toBe(200);
    expect(await track(tracking)).toMatchObject({ status: 'FAILED', failureReason: 'NOT_AT_HOME' });
  });

  it('recalls a parcel on its way (RECALLED from then on, the same again); too late once delivered', async () => {
    const recall = (tracking: string) =>
      app.inject({ method: 'POST', url: `/post/parcels/${tracking}/recall`, payload: {} });
    const early = (await register('REQ-6', '140100')).json().trackingNumber as string;
    const first = await recall(early);
    expect(first.statusCode).toBe(200);
    expect(parcelSchema.strict().parse(first.json())).toMatchObject({
      status: 'RECALLED',
      failureReason: null,
    });
    now += 2_000_000;
    const stays = await track(early);
    expect(stays.status).toBe('RECALLED');
    expect(stays.events.map((e) => e.status)).toEqual(['REGISTERED', 'RECALLED']);
    expect((await recall(early)).json()).toEqual(stays);

    const arrived = (await register('REQ-7', '140100')).json().trackingNumber as string;
    now += 1_000_000;
    expect((await recall(arrived)).json()).toMatchObject({ status: 'DELIVERED' });
    expect((await track(arrived)).status).toBe('DELIVERED');
    expect((await recall('RR000000000UZ')).statusCode).toBe(404);
  });

  it('answers 404 PARCEL_NOT_FOUND for an unknown parcel and 400 for a malformed number', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/post/parcels/RR000000000UZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PARCEL_NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/post/parcels/abc' })).statusCode).toBe(400);
    expect((await register('REQ-5', '14010')).statusCode).toBe(400);
  });
});
