/**
 * The home page's "reports awaiting your review" for each reviewer of a half-year report, through HTTP on a
 * real PostgreSQL, the app's clock on 20 July 2026: the Samarqand chamber, then the republic chamber, then
 * the ministry is told of the director's signed report at their own step (and not before or after it),
 * and the line's filter (the half-year) is the review list's that holds the report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { population } from '../helpers/legal-aid-fixtures';
import { buildWorld, type Member, member, signAs } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const clock = manualClock('2026-07-20T06:00:00Z');
const { sim, ctx, w, call } = useWorld(buildWorld, { clock });
let ministry: Member;

beforeAll(async () => {
  ministry = await member(ctx.db, population.persona('ministry'), { role: 'MINISTRY' });
}, 60_000);

interface Line {
  id: string;
  count: number;
  due: string | null;
  filter: Record<string, string>;
}

const reviewLine = async (who: Member): Promise<Line | undefined> => {
  const res = await call(who, 'GET', 'account/home');
  expect(res.status).toBe(200);
  return (res.body.pending as Line[]).find((l) => l.id === 'reports-to-review');
};

/** The ids the review list shows for the line's filter (the list page reads `period` as year-half). */
const reviewList = async (who: Member, filter: Record<string, string>): Promise<number[]> => {
  const [year, half] = filter.period!.split('-');
  const res = await call(who, 'GET', `halfYearReport/list?year=${year}&half=${half}`);
  expect(res.status).toBe(200);
  return res.body.list.map((r: { id: number }) => r.id);
};

describe('home: reports awaiting review, per reviewer', () => {
  it('each reviewer is told at their own step, and the line opens the review list holding the report', async () => {
    const created = await call(w.director, 'POST', 'halfYearReport/create', { year: 2026, half: 1 });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const report = await call(w.director, 'GET', `halfYearReport/${id}`);
    const pkcs7 = await signAs(sim, w.director, report.body.signingContent);
    expect((await call(w.director, 'POST', 'halfYearReport/sign', { id, pkcs7 })).body.status).toBe(
      'DIRECTOR_SIGNED',
    );

    const reviewers = [
      ['REGION_CHAMBER', w.regionChamber],
      ['REPUBLIC_CHAMBER', w.republicChamber],
      ['MINISTRY', ministry],
    ] as const;
    for (const [i, [role, who]] of reviewers.entries()) {
      const line = await reviewLine(who);
      expect(line, role).toEqual({
        id: 'reports-to-review',
        count: 1,
        due: null,
        filter: { period: '2026-1' },
      });
      expect(await reviewList(who, line!.filter), role).toContain(id);
      // the later reviewers are not asked yet; another region's chamber never
      for (const [later, next] of reviewers.slice(i + 1))
        expect(await reviewLine(next), later).toBeUndefined();
      expect(await reviewLine(w.otherRegionChamber)).toBeUndefined();
      expect((await call(who, 'POST', 'halfYearReport/accept', { id })).status, role).toBe(200);
      expect(await reviewLine(who), `${role} after accepting`).toBeUndefined();
    }
  });
});
