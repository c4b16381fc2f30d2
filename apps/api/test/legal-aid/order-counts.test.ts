/**
 * countEmployee's counts per lawyer stay exact while orders come, change and move: the counts PostgreSQL
 * keeps (`order_counts`) are compared, through HTTP as the director, both regional chambers and ADMIN see
 * them, with the same figures counted from the orders themselves, after each step: orders written (some
 * at once, on one lawyer's row), cancelled by the director, deleted, moved to another lawyer and
 * structure, and the structure moved to another region.
 */
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contragents, orders } from '../../src/db/schema';
import { buildWorld, type Json, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, ok } = useWorld(buildWorld);

const FARGONA = 12;

/** An order of `lawyer` (a draft of their structure unless told otherwise): its id. */
async function addOrder(lawyer: Member, values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(orders)
    .values({
      type: 'ELECTRONIC',
      status: 'DRAFT',
      lawyerId: lawyer.lawyerId!,
      authorPersonId: lawyer.personId,
      scope: 'CONTRAGENT',
      contragentId: w.structureId,
      ...values,
    })
    .returning({ id: orders.id });
  return row!.id;
}

type Counts = Record<'total' | 'draft' | 'created' | 'cancelled' | 'lateSent', number>;

/** The lawyers with an order under `where` and their counts, from the orders themselves. */
async function countedFromOrders(where: SQL | undefined): Promise<Record<number, Counts>> {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await ctx.db
    .select({
      lawyerId: orders.lawyerId,
      total: count(),
      draft: n(eq(orders.status, 'DRAFT')),
      created: n(eq(orders.status, 'CREATED')),
      cancelled: n(eq(orders.status, 'CANCELLED')),
      lateSent: n(sql`${orders.lateSent}`),
    })
    .from(orders)
    .where(and(ne(orders.status, 'DELETED'), where))
    .groupBy(orders.lawyerId);
  return Object.fromEntries(rows.map(({ lawyerId, ...counts }) => [lawyerId, counts]));
}

/** countEmployee as `who` reads it: the lawyers with an order (employees without one left out). */
async function countEmployee(who: Member, query = ''): Promise<Record<number, Counts>> {
  const answer = await ok(who, 'GET', `getInfo/countEmployee?limit=100${query}`);
  const rows = answer.list as (Counts & { lawyer: { id: number } })[];
  return Object.fromEntries(
    rows.filter((r) => r.total > 0).map(({ lawyer, ...counts }) => [lawyer.id, counts]),
  );
}

/** What each overseer reads equals the orders' own counts. */
async function expectExactCounts() {
  expect(await countEmployee(w.director)).toEqual(
    await countedFromOrders(eq(orders.contragentId, w.structureId)),
  );
  expect(await countEmployee(w.regionChamber)).toEqual(await countedFromOrders(eq(orders.regionId, 8)));
  expect(await countEmployee(w.otherRegionChamber)).toEqual(await countedFromOrders(eq(orders.regionId, 14)));
  expect(await countEmployee(w.admin)).toEqual(await countedFromOrders(undefined));
  expect(await countEmployee(w.admin, `&contragentId=${w.otherStructureId}`)).toEqual(
    await countedFromOrders(eq(orders.contragentId, w.otherStructureId)),
  );
}

describe('countEmployee while orders come, change and move', () => {
  it('counts exactly what the orders hold after each step', async () => {
    const created = await addOrder(w.dutyLawyer, { status: 'CREATED' });
    const moved = await addOrder(w.dutyLawyer, { status: 'CREATED', lateSent: true });
    const draft = await addOrder(w.colleague);
    await addOrder(w.director, { status: 'CREATED' });
    await addOrder(w.stranger, { scope: 'PERSONAL', contragentId: null, status: 'CREATED' });
    await addOrder(w.stranger, { contragentId: w.otherStructureId });
    // ten drafts of one lawyer written at once: each is counted
    await Promise.all(Array.from({ length: 10 }, () => addOrder(w.colleague)));
    expect((await countEmployee(w.director))[w.colleague.lawyerId!]).toMatchObject({ total: 11, draft: 11 });
    expect((await countEmployee(w.director))[w.dutyLawyer.lawyerId!]).toEqual({
      total: 2,
      draft: 0,
      created: 2,
      cancelled: 0,
      lateSent: 1,
    });
    await expectExactCounts();

    const cancelled = await ok(w.director, 'POST', 'getInfo/cancelOrder', {
      id: created,
      reason: 'Issued on the wrong grounds',
    });
    expect((cancelled as Json).status).toBe('CANCELLED');
    expect((await countEmployee(w.director))[w.dutyLawyer.lawyerId!]).toMatchObject({
      total: 2,
      created: 1,
      cancelled: 1,
    });
    await expectExactCounts();

    await ctx.db.update(orders).set({ status: 'DELETED' }).where(eq(orders.id, draft));
    expect((await countEmployee(w.director))[w.colleague.lawyerId!]).toMatchObject({ total: 10 });
    await expectExactCounts();

    // an order moved to a lawyer of the Tashkent structure leaves the director's counts for Tashkent's
    await ctx.db
      .update(orders)
      .set({ lawyerId: w.stranger.lawyerId!, contragentId: w.otherStructureId })
      .where(eq(orders.id, moved));
    expect((await countEmployee(w.director))[w.dutyLawyer.lawyerId!]).toMatchObject({
      total: 1,
      lateSent: 0,
    });
    expect((await countEmployee(w.otherRegionChamber))[w.stranger.lawyerId!]).toMatchObject({
      total: 3,
      lateSent: 1,
    });
    await expectExactCounts();

    // the Samarqand structure moves to Fargʻona: its orders leave the Samarqand chamber's counts
    await ctx.db.update(contragents).set({ regionId: FARGONA }).where(eq(contragents.id, w.structureId));
    expect(await countEmployee(w.regionChamber)).toEqual({});
    await expectExactCounts();
  });
});
