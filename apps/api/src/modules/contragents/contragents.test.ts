import { searchKey } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePublicTestApp } from '../../../test/helpers/public-data';
import { getIn } from '../../../test/helpers/test-app';

const ctx = usePublicTestApp();

interface Item {
  id: number;
  name: string;
  stir: string | null;
  archived: boolean;
  type: { id: number; name: string };
  region: { id: number; name: string };
  latitude: number | null;
  phone: string | null;
  lawyerCount: number;
}

const get = (url: string, lang?: string) => getIn(ctx, url, lang);
const list = async (query: string, lang?: string) => {
  const res = await get(`getInfo/contragentList?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: Item[]; total: number }>();
};
const count = async (where: string) =>
  (await ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from contragents where ${where}`)))
    .rows[0]!.n;

describe('getInfo/contragentList', () => {
  it('lists working structures by default, 20 a page, in name order, with every public field', async () => {
    const body = await list('');
    expect(body.total).toBe(await count('not archived'));
    expect(body.list).toHaveLength(20);
    expect(body.list.every((c) => !c.archived)).toBe(true);
    const names = body.list.map((c) => c.name);
    // name order is the order of the names' search keys (quotation marks and apostrophes do not count)
    const keys = names.map(searchKey);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(body.list[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'shortName',
        'stir',
        'director',
        'type',
        'region',
        'legalAddress',
        'physicalAddress',
        'latitude',
        'longitude',
        'phone',
        'fax',
        'email',
        'postalIndex',
        'bankName',
        'mfo',
        'bankAccount',
        'archived',
        'lawyerCount',
      ].sort(),
    );
  });

  it('shows the archive when asked', async () => {
    const archive = await list('isArchive=true&limit=100');
    expect(archive.total).toBe(await count('archived'));
    expect(archive.total).toBeGreaterThan(0);
    expect(archive.list.every((c) => c.archived)).toBe(true);
    expect((await list('isArchive=false')).total).toBe(await count('not archived'));
    expect((await get('getInfo/contragentList?isArchive=maybe')).statusCode).toBe(400);
  });

  it('filters by type and region, and both', async () => {
    const byType = await list('typeId=1&limit=100');
    expect(byType.total).toBe(await count('type_id = 1 and not archived'));
    expect(byType.list.every((c) => c.type.id === 1)).toBe(true);
    const byRegion = await list('regionId=8&limit=100');
    expect(byRegion.total).toBe(await count('region_id = 8 and not archived'));
    expect(byRegion.list.every((c) => c.region.id === 8)).toBe(true);
    const both = await list('regionId=8&typeId=5');
    expect(both.total).toBe(1);
    expect(both.list[0]!.name).toContain('advokatlar palatasi');
  });

  it('searches by part of the name and by TIN; wildcards and markup are plain text', async () => {
    const some = (await list('limit=5')).list[3]!;
    const part = some.name.replace(/[“”"]/g, '').split(' ')[0]!.slice(0, 5);
    const found = await list(`search=${encodeURIComponent(part)}&limit=100`);
    expect(found.list.map((c) => c.id)).toContain(some.id);
    expect(found.list.every((c) => c.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    const byStir = await list(`search=${some.stir}`);
    expect(byStir.list.map((c) => c.id)).toEqual([some.id]);
    for (const search of ['%', '_', "'; drop table contragents; --", '<img src=x onerror=alert(1)>']) {
      expect((await list(`search=${encodeURIComponent(search)}`)).total, search).toBe(0);
    }
    expect((await get(`getInfo/contragentList?search=${'x'.repeat(10_240)}`)).statusCode).toBe(400);
  });

  it('pages: past the end is empty with the true total; a huge limit is clamped; a negative page is a 400', async () => {
    const total = await count('not archived');
    expect((await list('page=1000')).list).toEqual([]);
    expect((await list('page=1000')).total).toBe(total);
    expect((await list('limit=100000')).list.length).toBe(Math.min(100, total));
    expect((await get('getInfo/contragentList?page=-1')).statusCode).toBe(400);
    expect((await list('regionId=777')).total).toBe(0);
  });

  it('localizes type and region names', async () => {
    const ru = await list('regionId=14&typeId=6', 'ru');
    expect(ru.list[0]!.region.name).toBe('город Ташкент');
    expect(ru.list[0]!.type.name).toBe('Палата адвокатов Республики Узбекистан');
  });
});

describe('getInfo/contragentInfo/{id}', () => {
  it('answers one structure, archived ones too, and 404 for an unknown one', async () => {
    const archived = (await list('isArchive=true')).list[0]!;
    const res = await get(`getInfo/contragentInfo/${archived.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: archived.id, archived: true });
    expect((await get('getInfo/contragentInfo/99999999')).statusCode).toBe(404);
  });
});
