/**
 * The appeals inbox of the lawyers and directors of a region under its filters, as its appeals move: each
 * region's inbox is read from `appeal_inbox`, the copies PostgreSQL keeps of each appeal's status, kind,
 * field and taker, so these show that the copies follow every change, and that a caller of two regions
 * reads an appeal sent to both once, in the list's order, counted once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lawyers } from '../../src/db/schema';
import { appealFields, buildAppealWorld } from '../helpers/appeals-world';
import type { Json, Member } from '../helpers/legal-aid-world';
import { postForm, SAMARQAND, TASHKENT_CITY } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, ok } = useWorld(buildAppealWorld);

const INBOX = 'legalAidDisabled/legalAidDisabledListSend';

/** A pro bono appeal of persona `disabled-person` to these regions; answers its id. */
async function newAppeal(regionIds: number[]): Promise<number> {
  const fields = appealFields({ regionIds: regionIds.join(',') });
  const res = await postForm(ctx, w.disabled, 'legalAidDisabled/create', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

/** The ids of an inbox page (newest first) and its total. */
async function inbox(who: Member, filters = ''): Promise<{ ids: number[]; total: number }> {
  const answer = await ok(who, 'GET', `${INBOX}?limit=50${filters}`);
  return { ids: answer.list.map((a: Json) => a.id as number), total: answer.total as number };
}

const newestFirst = (...ids: number[]) => [...ids].sort((a, b) => b - a);

describe('the appeals inbox under its filters', () => {
  it('follows each appeal through its statuses: open, seen, taken, cancelled', async () => {
    const [first, second, third] = [
      await newAppeal([SAMARQAND, TASHKENT_CITY]),
      await newAppeal([SAMARQAND, TASHKENT_CITY]),
      await newAppeal([SAMARQAND]),
    ];
    expect(await inbox(w.lawyer, '&status=SEND')).toEqual({
      ids: newestFirst(first!, second!, third!),
      total: 3,
    });
    expect(await inbox(w.tashkentLawyer, '&taken=false')).toEqual({
      ids: newestFirst(first!, second!),
      total: 2,
    });

    await ok(w.lawyer, 'GET', `legalAidDisabled/get-by-id?id=${first}`);
    await ok(w.lawyer, 'POST', 'legalAidDisabled/accept', { id: second });
    await ok(w.disabled, 'POST', 'legalAidDisabled/cancel', { id: third, reason: 'Yordam topildi' });

    expect((await inbox(w.lawyer, '&status=SEND')).ids).toEqual([]);
    expect((await inbox(w.lawyer, '&status=SEEN')).ids).toEqual([first]);
    expect((await inbox(w.tashkentLawyer, '&status=SEEN')).ids).toEqual([first]);
    expect((await inbox(w.colleague, '&taken=true')).ids).toEqual([second]);
    expect((await inbox(w.tashkentLawyer, '&taken=false&kind=PRO_BONO')).ids).toEqual([first]);
    expect((await inbox(w.colleague, '&status=CANCELLED')).ids).toEqual([third]);
    expect((await inbox(w.colleague, '&kind=STATE_FUNDED')).ids).toEqual([]);
    expect((await inbox(w.fargonaLawyer)).ids).toEqual([]);
  });

  it('shows a caller of two regions each appeal once, newest first, counted once, page by page', async () => {
    // The director directs a structure of Samarqand and, moved here, practises in Tashkent city.
    await ctx.db.update(lawyers).set({ regionId: TASHKENT_CITY }).where(eq(lawyers.id, w.director.lawyerId!));
    const both = await newAppeal([SAMARQAND, TASHKENT_CITY]);
    const tashkentOnly = await newAppeal([TASHKENT_CITY]);
    const samarqandOnly = await newAppeal([SAMARQAND]);

    const all = await inbox(w.director);
    const samarqand = await inbox(w.colleague);
    const tashkent = await inbox(w.tashkentLawyer);
    const expected = newestFirst(...new Set([...samarqand.ids, ...tashkent.ids]));
    expect(all).toEqual({ ids: expected, total: expected.length });
    expect(all.ids.slice(0, 3)).toEqual([samarqandOnly, tashkentOnly, both]);
    expect(samarqand.ids).toContain(both);
    expect(tashkent.ids).toContain(both);

    // the pages of two: each id once, in order, with the same total
    const pages = [];
    for (let page = 0; page * 2 < expected.length; page++) {
      const answer = await ok(w.director, 'GET', `${INBOX}?limit=2&page=${page}`);
      expect(answer.total).toBe(expected.length);
      pages.push(...answer.list.map((a: Json) => a.id as number));
    }
    expect(pages).toEqual(expected);

    // a region asked for: its appeals only; outside the caller's regions, those also sent to theirs
    expect((await inbox(w.director, `&regionId=${TASHKENT_CITY}`)).ids).toEqual(tashkent.ids);
    expect((await inbox(w.colleague, `&regionId=${TASHKENT_CITY}`)).ids).toEqual(
      tashkent.ids.filter((id) => samarqand.ids.includes(id)),
    );
    expect((await inbox(w.colleague, `&regionId=${TASHKENT_CITY}`)).ids).not.toContain(tashkentOnly);
  });
});
