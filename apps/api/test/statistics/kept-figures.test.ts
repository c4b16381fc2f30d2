/**
 * The dashboard's figures are kept once counted (STATISTICS_CACHE_SECONDS): asked again within the time,
 * the answer is the same count with the same "counted at", even after a new order; each region's figures
 * are counted and kept apart from the country's; past the time, the next call counts again and sees the
 * new order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tashkentToday } from '@portal/domain';
import { orders } from '../../src/db/schema';
import { manualClock } from '../../src/clock';
import { addLawyer, addPerson, someone } from '../helpers/legal-aid-fixtures';
import { callApi, type Json, member, type Member } from '../helpers/legal-aid-world';
import { useTestApp } from '../helpers/test-app';

const clock = manualClock();
const ctx = useTestApp({ STATISTICS_CACHE_SECONDS: '60' }, undefined, { clock });
const SAMARQAND = 8;
const TASHKENT = 14;
const month = tashkentToday().slice(0, 7);

let ministry: Member;
let lawyerIn: Record<number, number>;
let author: number;

beforeAll(async () => {
  ministry = await member(ctx.db, someone(90), { role: 'MINISTRY' });
  author = await addPerson(ctx.db, someone(91));
  lawyerIn = {
    [SAMARQAND]: (await addLawyer(ctx.db, someone(92), { regionId: SAMARQAND })).lawyerId,
    [TASHKENT]: (await addLawyer(ctx.db, someone(93), { regionId: TASHKENT })).lawyerId,
  };
});

const writeOrder = (regionId: number) =>
  ctx.db.insert(orders).values({
    type: 'ELECTRONIC',
    status: 'CREATED',
    lawyerId: lawyerIn[regionId]!,
    authorPersonId: author,
    scope: 'PERSONAL',
    createdAt: clock.now(),
  });

async function electronicOrders(regionId?: number) {
  const query = `month=${month}${regionId ? `&regionId=${regionId}` : ''}`;
  const { status, body } = await callApi(ctx, ministry, 'GET', `statistics/dashboard?${query}`);
  expect(status).toBe(200);
  const group = (body.groups as Json[]).find((g) => g.id === 'orders')!;
  const n = (group.figures as Json[]).find((f) => f.key === 'ELECTRONIC')!.value as number;
  return { n, countedAt: body.countedAt as string };
}

describe('the kept statistics figures', () => {
  it('answers the kept count within the time and counts again after it, each region apart', async () => {
    await writeOrder(SAMARQAND);
    const first = await electronicOrders();
    expect(first).toEqual({ n: 1, countedAt: clock.now().toISOString() });

    clock.advance(30_000);
    await writeOrder(TASHKENT);
    expect(await electronicOrders()).toEqual(first);
    // A region's figures are their own count, made now: the new order in Tashkent is in Tashkent's.
    expect(await electronicOrders(TASHKENT)).toEqual({ n: 1, countedAt: clock.now().toISOString() });

    clock.advance(31_000);
    expect(await electronicOrders()).toEqual({ n: 2, countedAt: clock.now().toISOString() });
  });
});
