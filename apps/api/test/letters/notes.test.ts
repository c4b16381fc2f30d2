/**
 * Notes a lawyer must read and confirm (issue 16 §4, getInfo/notesList, confirmNotes): the Samarqand
 * chamber publishes one, its lawyers see and confirm it (once), the chamber sees who confirmed; the
 * Tashkent chamber and its lawyers never see it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withGovSim } from '@portal/test-support/vitest';
import { buildWorld, callApi, type LegalAidWorld, legalAidEnv } from '../helpers/legal-aid-world';
import { useTestApp } from '../helpers/test-app';

const sim = withGovSim();
const ctx = useTestApp(legalAidEnv(sim));
let w: LegalAidWorld;
beforeAll(async () => {
  w = await buildWorld(ctx);
}, 60_000);

describe('notes to read and confirm', () => {
  it('reach the region’s lawyers, are confirmed once each, and the chamber sees who confirmed', async () => {
    const created = await callApi(ctx, w.regionChamber, 'POST', 'getInfo/noteCreate', {
      title: 'Yangi tartib',
      text: 'Barcha advokatlar tanishib chiqsin.',
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
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
    expect(
      (await callApi(ctx, w.colleague, 'GET', 'getInfo/notesList')).body.list[0].confirmedAt,
    ).not.toBeNull();
    const who = await callApi(ctx, w.regionChamber, 'GET', `getInfo/noteConfirmations/${id}`);
    expect(who.body.list).toHaveLength(1);
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
});
