import { DEFAULT_SEED, generatePerson } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY, usePublicTestApp } from '../../../test/helpers/public-data';
import { dutyMonths, UNBUILT_NEXT_MONTH_REGION } from '../../db/seed/public/generate';
import { ensurePersonaLawyersOnDuty } from '../../db/seed/public/seed-public';
import { lawyers, persons } from '../../db/schema';
import { getIn } from '../../../test/helpers/test-app';

const ctx = usePublicTestApp();
const get = (url: string, lang?: string) => getIn(ctx, url, lang);

describe('duty schedule', () => {
  it('has a schedule for each region for this month and the next (Tashkent city: this month), newest first', async () => {
    const body = (await get('getInfo/dutyTableList?limit=100')).json();
    expect(body.total).toBe(27);
    const tashkentCity = (await get(`getInfo/dutyTableList?regionId=${UNBUILT_NEXT_MONTH_REGION}`)).json();
    expect(tashkentCity.list.map((s: { periodStart: string }) => s.periodStart)).toEqual([
      dutyMonths(TEST_TODAY)[0]!.start,
    ]);
    const [thisMonth, nextMonth] = dutyMonths(TEST_TODAY);
    expect(body.list[0].periodStart).toBe(nextMonth!.start);
    expect(body.list.at(-1).periodStart).toBe(thisMonth!.start);
    const today = (await get(`getInfo/dutyTableList?date=${TEST_TODAY}&limit=100`)).json();
    expect(today.total).toBe(14);
    const samarqand = (await get('getInfo/dutyTableList?regionId=8', 'ru')).json();
    expect(samarqand.total).toBe(2);
    expect(samarqand.list[0].region.name).toBe('Самаркандская область');
    expect((await get('getInfo/dutyTableList?date=2026-13-45')).statusCode).toBe(400);
  });

  it('shows a schedule day by day with the lawyers on duty and their languages', async () => {
    const first = (await get('getInfo/dutyTableList?regionId=14')).json().list[0];
    const view = (await get(`getInfo/dutyTableView/${first.id}`, 'eng')).json();
    expect(view.days.length).toBeGreaterThanOrEqual(28);
    expect(view.days[0].lawyers.length).toBeGreaterThan(0);
    expect(view.days[0].lawyers[0].languages).toContain('Uzbek');
    expect((await get('getInfo/dutyTableView/99999999')).statusCode).toBe(404);
  });

  it('puts a demo-persona lawyer on duty in the region on every day, once, whenever it appears', async () => {
    const persona = generatePerson(13, DEFAULT_SEED);
    const [person] = await ctx.db
      .insert(persons)
      .values({
        pinfl: persona.pinfl,
        lastName: persona.surname,
        firstName: persona.firstName,
        parentName: persona.patronymic,
        gender: persona.gender,
      })
      .returning();
    const [lawyer] = await ctx.db
      .insert(lawyers)
      .values({ personId: person!.id, certificateNumber: 'P-13', certificateDate: '2020-01-10', regionId: 8 })
      .returning();
    expect(await ensurePersonaLawyersOnDuty(ctx.db)).toBe(
      dutyMonths(TEST_TODAY).reduce(
        (n, m) => n + (Date.parse(m.end) - Date.parse(m.start)) / 86_400_000 + 1,
        0,
      ),
    );
    expect(await ensurePersonaLawyersOnDuty(ctx.db)).toBe(0);
    for (const schedule of (await get('getInfo/dutyTableList?regionId=8')).json().list) {
      const view = (await get(`getInfo/dutyTableView/${schedule.id}`)).json();
      expect(
        view.days.every((d: { lawyers: { id: number }[] }) => d.lawyers.some((l) => l.id === lawyer!.id)),
      ).toBe(true);
    }
    const card = (await get(`getInfo/getLawyerInfoDto/${lawyer!.id}`)).json();
    expect(card.languages.length).toBeGreaterThan(0);
  });
});
