/**
 * A lawyer's own orders (`getInfo/ownOrder`) are the ones issued to them and the ones they wrote for
 * another lawyer. The list reads the two parts from their own indexes and merges them: one list, newest
 * first, paged and counted as one.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { callApi, type Member } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from './steps';

const { ctx, w, steps } = useLegalAidWorld();
const draft = async (who: Member) =>
  (await steps.ok(who, 'POST', 'getInfo/createDraft', { type: 'ELECTRONIC', orderBaseId: 1 })).id as number;

/** The duty lawyer's drafts, oldest first; the colleague's, one of them written by the duty lawyer. */
let mine: number[];
let writtenForColleague: number;
let colleagues: number;

beforeAll(async () => {
  mine = [await draft(w.dutyLawyer), await draft(w.dutyLawyer), await draft(w.dutyLawyer)];
  writtenForColleague = await draft(w.colleague);
  colleagues = await draft(w.colleague);
  await ctx.db
    .update(orders)
    .set({ authorPersonId: w.dutyLawyer.personId })
    .where(eq(orders.id, writtenForColleague));
  // Newest first the duty lawyer's list reads: mine[2], mine[1], the one written for the colleague, mine[0].
  const at = (id: number, hoursAgo: number) =>
    ctx.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(hours => ${hoursAgo})` })
      .where(eq(orders.id, id));
  await Promise.all([
    at(mine[0]!, 40),
    at(writtenForColleague, 30),
    at(mine[1]!, 20),
    at(mine[2]!, 10),
    at(colleagues, 5),
  ]);
}, 90_000);

const page = async (who: Member, query: string) => {
  const res = await callApi(ctx, who, 'GET', `getInfo/ownOrder?${query}`);
  expect(res.status).toBe(200);
  const body = res.body as { list: { id: number }[]; total: number };
  return { ids: body.list.map((o) => o.id), total: body.total };
};

describe('own orders', () => {
  it('lists the orders issued to the lawyer and the ones they wrote for another, newest first, in pages', async () => {
    expect(await page(w.dutyLawyer, 'page=0&limit=2')).toEqual({
      ids: [mine[2], mine[1]],
      total: 4,
    });
    expect(await page(w.dutyLawyer, 'page=1&limit=2')).toEqual({
      ids: [writtenForColleague, mine[0]],
      total: 4,
    });
    expect(await page(w.dutyLawyer, 'page=2&limit=2')).toEqual({ ids: [], total: 4 });
    // A last page that is not full gives the total from its rows: the three before it and its one.
    expect(await page(w.dutyLawyer, 'page=1&limit=3')).toEqual({ ids: [mine[0]], total: 4 });
  });

  it('shows an order written for a colleague to the colleague as well, and counts it once for each', async () => {
    expect(await page(w.colleague, 'page=0&limit=20')).toEqual({
      ids: [colleagues, writtenForColleague],
      total: 2,
    });
  });

  it('finds an order by its person’s whole PINFL or its structure’s whole tax number, not by a part of one', async () => {
    await ctx.db
      .update(orders)
      .set({ personPinfl: '31403856004118', contragentInn: '301234567', personLastName: 'Tursunov' })
      .where(eq(orders.id, mine[0]!));
    const found = (search: string) => page(w.dutyLawyer, `page=0&limit=20&search=${search}`);
    expect(await found('31403856004118')).toEqual({ ids: [mine[0]], total: 1 });
    expect(await found('301234567')).toEqual({ ids: [mine[0]], total: 1 });
    expect(await found('tursunov')).toEqual({ ids: [mine[0]], total: 1 });
    expect(await found('3140385600')).toEqual({ ids: [], total: 0 });
    expect(await found('30123')).toEqual({ ids: [], total: 0 });
  });

  it('narrows both parts by the filters, and leaves a deleted draft out', async () => {
    await ctx.db
      .update(orders)
      .set({ status: 'DELETED' })
      .where(inArray(orders.id, [mine[1]!]));
    expect(await page(w.dutyLawyer, 'page=0&limit=20&status=DRAFT')).toEqual({
      ids: [mine[2], writtenForColleague, mine[0]],
      total: 3,
    });
    expect(await page(w.dutyLawyer, 'page=0&limit=20&status=CREATED')).toEqual({ ids: [], total: 0 });
  });
});
