import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePublicTestApp } from '../../../test/helpers/public-data';
import { tashkentToday } from '@portal/domain';
import { getIn } from '../../../test/helpers/test-app';

const ctx = usePublicTestApp();
const get = (url: string, lang?: string) => getIn(ctx, url, lang);

describe('getInfo/vacancyList', () => {
  it('lists open vacancies soonest end first, with structure, place on the map and pay', async () => {
    // Make the data independent of the day the test runs: every generated vacancy ends in the future.
    await ctx.db.execute(sql`update vacancies set end_date = current_date + (id % 40) + 1`);
    await ctx.db.execute(
      sql`update vacancies set end_date = current_date - 3 where id = (select min(id) from vacancies)`,
    );
    const body = (await get('getInfo/vacancyList?limit=100')).json();
    expect(body.total).toBe(11);
    const ends = body.list.map((v: { endDate: string }) => v.endDate);
    expect(ends).toEqual([...ends].sort());
    expect(ends.every((d: string) => d >= tashkentToday())).toBe(true);
    const v = body.list[0];
    expect(v.contragent.name).toBeTruthy();
    expect(typeof v.latitude).toBe('number');
    for (const item of body.list) expect(item.paid ? item.amount > 0 : item.amount === null).toBe(true);
  });

  it('filters by type, pay and region', async () => {
    const interns = (await get('getInfo/vacancyList?type=INTERNSHIP&limit=100')).json();
    expect(interns.list.every((v: { type: string }) => v.type === 'INTERNSHIP')).toBe(true);
    const unpaid = (await get('getInfo/vacancyList?paid=false&limit=100')).json();
    expect(unpaid.list.every((v: { paid: boolean }) => !v.paid)).toBe(true);
    const all = (await get('getInfo/vacancyList?limit=100')).json();
    expect(interns.total + (await get('getInfo/vacancyList?type=LAWYER')).json().total).toBe(all.total);
    const region = all.list[0].region.id;
    const inRegion = (await get(`getInfo/vacancyList?regionId=${region}&limit=100`)).json();
    expect(inRegion.list.every((v: { region: { id: number } }) => v.region.id === region)).toBe(true);
    expect((await get('getInfo/vacancyList?paid=perhaps')).statusCode).toBe(400);
    expect((await get('getInfo/vacancyList?type=BOSS')).statusCode).toBe(400);
  });
});
