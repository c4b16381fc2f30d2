/**
 * Notes a lawyer must read and confirm (getInfo/notesList, confirmNotes): the Samarqand
 * chamber publishes one, its lawyers see and confirm it (once), the chamber sees who confirmed; the
 * Tashkent chamber and its lawyers never see it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noteConfirmations, notes, notifications } from '../../src/db/schema';
import { buildWorld, callApi, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w } = useWorld(buildWorld);

describe('notes to read and confirm', () => {
  it('reach the region’s lawyers, are confirmed once each, and the chamber sees who confirmed', async () => {
    const created = await callApi(ctx, w.regionChamber, 'POST', 'getInfo/noteCreate', {
      title: 'Yangi tartib',
      text: 'Barcha advokatlar tanishib chiqsin.',
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    // the region's lawyers are notified; a Tashkent lawyer is not
    const told = async (who: Member) =>
      (
        await ctx.db.select().from(notifications).where(eq(notifications.recipientPersonId, who.personId))
      ).filter((n) => n.kind === 'NOTE_PUBLISHED' && n.entityId === id).length;
    expect(await told(w.colleague)).toBe(1);
    expect(await told(w.stranger)).toBe(0);
    expect(
      (await callApi(ctx, w.colleague, 'GET', 'getInfo/notesList?unconfirmedOnly=true')).body,
    ).toMatchObject({
      unconfirmed: 1,
      total: 1,
    });
    const list = await callApi(ctx, w.colleague, 'GET', 'getInfo/notesList');
    expect(list.body.list).toEqual([
      expect.objectContaining({
        id,
        confirmedAt: null,
        confirmations: null,
        can: expect.objectContaining({ confirm: true }),
      }),
    ]);
    for (let i = 0; i < 2; i++)
      expect((await callApi(ctx, w.colleague, 'POST', 'getInfo/confirmNotes', { id })).status).toBe(204);
    const after = (await callApi(ctx, w.colleague, 'GET', 'getInfo/notesList')).body;
    expect(after.list[0].confirmedAt).not.toBeNull();
    expect(after.unconfirmed).toBe(0);
    expect(
      (await callApi(ctx, w.colleague, 'GET', 'getInfo/notesList?unconfirmedOnly=true')).body.list,
    ).toEqual([]);
    const who = await callApi(ctx, w.regionChamber, 'GET', `getInfo/noteConfirmations/${id}?state=CONFIRMED`);
    expect(who.body.list).toEqual([expect.objectContaining({ lawyerId: w.colleague.lawyerId })]);
    // the Samarqand lawyers of the world: three addressed, one confirmed
    expect(who.body).toMatchObject({ confirmed: 1, pending: 2, total: 1 });
    const pending = await callApi(
      ctx,
      w.regionChamber,
      'GET',
      `getInfo/noteConfirmations/${id}?state=PENDING`,
    );
    expect(pending.body.list.map((l: { confirmedAt: null }) => l.confirmedAt)).toEqual([null, null]);
    expect((await callApi(ctx, w.regionChamber, 'GET', 'getInfo/notesList')).body.list[0].confirmations).toBe(
      1,
    );

    // outside the region: nothing to see, nothing to confirm
    expect((await callApi(ctx, w.stranger, 'GET', 'getInfo/notesList')).body.list).toEqual([]);
    expect((await callApi(ctx, w.stranger, 'POST', 'getInfo/confirmNotes', { id })).status).toBe(404);
    expect((await callApi(ctx, w.otherRegionChamber, 'GET', `getInfo/noteConfirmations/${id}`)).status).toBe(
      404,
    );
    // a lawyer publishes nothing
    expect(
      (await callApi(ctx, w.colleague, 'POST', 'getInfo/noteCreate', { title: 'x', text: 'y' })).status,
    ).toBe(403);
  });

  it('refuses an empty or too long note with a message in the reader’s language and stores nothing', async () => {
    const stored = () => rowCounts(ctx.db, { notes, told: notifications, confirmed: noteConfirmations });
    const before = await stored();
    const create = (body: unknown, lang: string) =>
      callApi(ctx, w.regionChamber, 'POST', 'getInfo/noteCreate', body, { 'accept-language': lang });
    const empty = await create({ title: '   ', text: 'Matn' }, 'ru');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Это поле не может быть пустым');
    const long = await create({ title: 'a'.repeat(5000), text: 'Matn' }, 'eng');
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Enter at most 300 characters');
    expect((await create({ title: 'Sarlavha', text: 'b'.repeat(10_001) }, 'eng')).status).toBe(400);
    expect((await callApi(ctx, w.colleague, 'POST', 'getInfo/confirmNotes', { id: 999_999 })).status).toBe(
      404,
    );
    expect(await stored()).toEqual(before);
  });
});
