import { latinToCyrillic } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePublicTestApp } from '../../../test/helpers/public-data';
import { contragents, employments, lawyers, persons } from '../../db/schema';
import { getIn } from '../../../test/helpers/test-app';

const ctx = usePublicTestApp();

interface Item {
  id: number;
  fullName: string;
  gender: string;
  certificateNumber: string;
  status: string;
  region: { id: number; name: string };
  contragent: { id: number; name: string } | null;
  photoUrl: string | null;
}
interface ListBody {
  list: Item[];
  total: number;
  manCount: number;
  femaleCount: number;
}

const get = (url: string, lang?: string) => getIn(ctx, url, lang);
const list = async (query: string, lang?: string) => {
  const res = await get(`getInfo/lawyerList?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};
const count = async (where: string) =>
  (await ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from lawyers l where ${where}`)))
    .rows[0]!.n;

describe('getInfo/lawyerList', () => {
  it('answers 24 lawyers a page in name order, the total and the male and female counts', async () => {
    const body = await list('');
    expect(body.total).toBe(160);
    expect(body.list).toHaveLength(24);
    const names = body.list.map((l) => l.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.manCount).toBe(await count(`gender = 'MALE'`));
    expect(body.femaleCount).toBe(await count(`gender = 'FEMALE'`));
    expect(body.manCount + body.femaleCount).toBe(160);
    const first = body.list[0]!;
    expect(first.region.name).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/pinfl|passport/i);
  });

  it('filters by region, status and structure, with the counts of the filter', async () => {
    const region = (
      await ctx.db.execute<{ region_id: number }>(
        sql`select region_id from lawyers group by region_id order by count(*) desc limit 1`,
      )
    ).rows[0]!.region_id;
    const byRegion = await list(`regionId=${region}&limit=100`);
    expect(byRegion.total).toBe(await count(`region_id = ${region}`));
    expect(byRegion.list.every((l) => l.region.id === region)).toBe(true);
    expect(byRegion.manCount).toBe(await count(`region_id = ${region} and gender = 'MALE'`));

    const inactive = await list('status=INACTIVE_TEMPORARY&limit=100');
    expect(inactive.total).toBe(await count(`status = 'INACTIVE_TEMPORARY'`));
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.list.every((l) => l.status === 'INACTIVE_TEMPORARY')).toBe(true);

    const both = await list(`regionId=${region}&status=ACTIVE&limit=100`);
    expect(both.total).toBe(await count(`region_id = ${region} and status = 'ACTIVE'`));
    expect(both.manCount + both.femaleCount).toBe(both.total);

    const structure = byRegion.list.find((l) => l.contragent)!.contragent!.id;
    const employed = await list(`contragentId=${structure}&limit=100`);
    const expected = (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from employments where contragent_id = ${structure} and end_date is null`,
      )
    ).rows[0]!.n;
    expect(employed.total).toBe(expected);
    expect(employed.list.every((l) => l.contragent?.id === structure)).toBe(true);
  });

  it('searches the beginnings of name words in any order, in Latin or Cyrillic, and certificate numbers', async () => {
    const [someone] = await ctx.db
      .select({
        id: lawyers.id,
        last: persons.lastName,
        first: persons.firstName,
        cert: lawyers.certificateNumber,
      })
      .from(lawyers)
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .orderBy(lawyers.id)
      .limit(1);
    const prefix = someone!.last.slice(0, 4).toLowerCase();
    const byPrefix = await list(`search=${encodeURIComponent(prefix)}&limit=100`);
    expect(byPrefix.list.map((l) => l.id)).toContain(someone!.id);
    const normalize = (s: string) => s.toLowerCase().replace(/[ʻʼ'‘’`]/g, '');
    expect(
      byPrefix.list.every((l) =>
        normalize(l.fullName)
          .split(/[^a-z0-9]+/)
          .some((w) => w.startsWith(normalize(prefix))),
      ),
    ).toBe(true);

    const both = await list(`search=${encodeURIComponent(`${someone!.first} ${someone!.last}`)}&limit=100`);
    expect(both.list.map((l) => l.id)).toContain(someone!.id);
    expect(both.total).toBeLessThanOrEqual(byPrefix.total);

    const cyrillic = await list(`search=${encodeURIComponent(latinToCyrillic(someone!.last))}&limit=100`);
    expect(cyrillic.list.map((l) => l.id)).toContain(someone!.id);

    const byNumber = await list(`search=${someone!.cert}`);
    expect(byNumber.total).toBe(1);
    expect(byNumber.list[0]!.id).toBe(someone!.id);

    expect((await list('search=qqqzzzxxx')).total).toBe(0);
  });

  it('keeps the search index in step when a name changes', async () => {
    const [someone] = await ctx.db.select().from(lawyers).orderBy(lawyers.id).limit(1);
    await ctx.db.update(persons).set({ lastName: 'Zulfiqorov' }).where(eq(persons.id, someone!.personId));
    const found = await list('search=zulfiqor');
    expect(found.list.map((l) => l.id)).toEqual([someone!.id]);
    expect(found.list[0]!.fullName).toMatch(/^Zulfiqorov /);
  });

  it('names the structure a lawyer works in now: none after a dismissal, the new one after a new contract', async () => {
    const [employed] = await ctx.db
      .select({ lawyer: lawyers, employment: employments })
      .from(employments)
      .innerJoin(lawyers, eq(lawyers.id, employments.lawyerId))
      .where(isNull(employments.endDate))
      .orderBy(employments.id)
      .limit(1);
    const { lawyer, employment } = employed!;
    const shown = async () => {
      const page = await list(`search=${encodeURIComponent(lawyer.certificateNumber)}`);
      return page.list.find((l) => l.id === lawyer.id)!.contragent;
    };
    expect((await shown())?.id).toBe(employment.contragentId);

    await ctx.db.update(employments).set({ endDate: '2026-11-01' }).where(eq(employments.id, employment.id));
    expect(await shown()).toBeNull();

    const [other] = await ctx.db
      .select()
      .from(contragents)
      .where(sql`${contragents.id} <> ${employment.contragentId}`)
      .limit(1);
    await ctx.db
      .insert(employments)
      .values({ lawyerId: lawyer.id, contragentId: other!.id, startDate: '2026-11-02' });
    expect(await shown()).toEqual({ id: other!.id, name: other!.name });

    // Back as it was, for the other tests of this file.
    await ctx.db
      .delete(employments)
      .where(and(eq(employments.lawyerId, lawyer.id), isNull(employments.endDate)));
    expect(await shown()).toBeNull();
    await ctx.db.update(employments).set({ endDate: null }).where(eq(employments.id, employment.id));
    expect((await shown())?.id).toBe(employment.contragentId);
  });

  it('pages to the end: the last page is partial, past the end is empty with the true total', async () => {
    const last = await list('page=6');
    expect(last.list).toHaveLength(160 - 6 * 24);
    const past = await list('page=99');
    expect(past.list).toEqual([]);
    expect(past.total).toBe(160);
    const seen = new Set<number>();
    for (let page = 0; page < 7; page++) for (const l of (await list(`page=${page}`)).list) seen.add(l.id);
    expect(seen.size).toBe(160);
  });

  it('clamps a huge limit and refuses a negative page, non-numbers, unknown statuses and a 10 KB search', async () => {
    expect((await list('limit=100000')).list).toHaveLength(100);
    for (const bad of [
      'page=-1',
      'page=abc',
      'limit=0',
      'limit=-5',
      'regionId=-3',
      'regionId=1.5',
      'status=FOO',
      `search=${'a'.repeat(10_240)}`,
    ]) {
      const res = await get(`getInfo/lawyerList?${bad}`, 'eng');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().message).toBeTruthy();
    }
    const unknownRegion = await list('regionId=999');
    expect(unknownRegion).toMatchObject({ list: [], total: 0, manCount: 0, femaleCount: 0 });
  });

  it('treats SQL and HTML in the search as plain text', async () => {
    for (const search of [
      "'; drop table lawyers; --",
      '<script>alert(1)</script>',
      '%',
      '_',
      '\\',
      "' or '1'='1",
    ]) {
      const res = await get(`getInfo/lawyerList?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<ListBody>().total).toBeLessThan(160);
    }
    expect(await count('true')).toBe(160);
  });

  it('names regions in the language asked', async () => {
    const ru = await list('regionId=14&limit=1', 'ru');
    const eng = await list('regionId=14&limit=1', 'eng');
    if (ru.total > 0) {
      expect(ru.list[0]!.region.name).toBe('город Ташкент');
      expect(eng.list[0]!.region.name).toBe('Tashkent city');
    }
  });
});

describe('getInfo/getLawyerInfoDto/{id}', () => {
  it('answers the public card: names, certificate, license, education, work, languages; never pinfl or passport', async () => {
    const [row] = await ctx.db
      .select({ id: lawyers.id, pinfl: persons.pinfl, passport: persons.passport })
      .from(lawyers)
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .orderBy(lawyers.id)
      .limit(1);
    const res = await get(`getInfo/getLawyerInfoDto/${row!.id}`, 'ru');
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ id: row!.id });
    expect(card.license).toMatchObject({ serial: expect.any(String), number: expect.any(String) });
    expect(card.license.type.name).toMatch(/[А-Яа-я]/);
    expect(card.education.length).toBeGreaterThan(0);
    expect(card.languages.length).toBeGreaterThan(0);
    expect(card.certificateCheckId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body).not.toContain(row!.pinfl);
    expect(res.body).not.toContain(row!.passport!);
  });

  it('answers 404 for an unknown lawyer and 400 for a malformed id', async () => {
    expect((await get('getInfo/getLawyerInfoDto/99999999')).statusCode).toBe(404);
    expect((await get('getInfo/getLawyerInfoDto/abc')).statusCode).toBe(400);
    expect((await get('getInfo/getLawyerInfoDto/-1')).statusCode).toBe(400);
  });
});

describe('getInfo/count-info', () => {
  it('counts lawyers by status and gender and the working structures', async () => {
    const res = await get('getInfo/count-info');
    expect(res.json()).toEqual({
      lawyerCount: 160,
      activeCount: await count(`status = 'ACTIVE'`),
      inactiveTemporaryCount: await count(`status = 'INACTIVE_TEMPORARY'`),
      inactivePermanentCount: await count(`status = 'INACTIVE_PERMANENT'`),
      contragentCount: (
        await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from contragents where not archived`,
        )
      ).rows[0]!.n,
      manCount: await count(`gender = 'MALE'`),
      femaleCount: await count(`gender = 'FEMALE'`),
    });
  });
});
