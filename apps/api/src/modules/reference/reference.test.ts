import { describe, expect, it } from 'vitest';
import { requestKindEnum } from '../../db/schema';
import { useTestApp } from '../../../test/helpers/test-app';

const ctx = useTestApp();
const get = (url: string, lang?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v.1/${url}`, headers: lang ? { 'accept-language': lang } : {} });

describe('reference-data calls', () => {
  it('lists the 14 regions in SOATO order, localized per Accept-Language', async () => {
    const lt = (await get('getInfo/directoryRegionList')).json();
    expect(lt.total).toBe(14);
    expect(lt.list.map((r: { soato: string }) => r.soato).slice(0, 3)).toEqual(['1735', '1703', '1706']);
    expect(lt.list[13]).toMatchObject({ soato: '1726', name: 'Toshkent shahri' });

    const ru = (await get('getInfo/directoryRegionList', 'ru')).json();
    expect(ru.list[13].name).toBe('город Ташкент');
    const uz = (await get('getInfo/directoryRegionList', 'uz')).json();
    expect(uz.list[13].name).toBe('Тошкент шаҳри');
    const eng = (await get('getInfo/directoryRegionList', 'eng')).json();
    expect(eng.list[13].name).toBe('Tashkent city');
  });

  it('sorts region/list-uzb-region by Latin name', async () => {
    const body = (await get('region/list-uzb-region')).json();
    const names = body.list.map((r: { name: string }) => r.name);
    expect(names[0]).toBe('Andijon viloyati');
    expect(names.indexOf('Qashqadaryo viloyati')).toBeLessThan(
      names.indexOf('Qoraqalpogʻiston Respublikasi'),
    );
    expect(names.at(-1)).toBe('Xorazm viloyati');
    // the same order whatever the language of the names
    const ru = (await get('region/list-uzb-region', 'ru')).json();
    expect(ru.list.map((r: { id: number }) => r.id)).toEqual(body.list.map((r: { id: number }) => r.id));
  });

  it.each([
    'getInfo/contragentTypeList',
    'getInfo/directoryLanguageList',
    'getInfo/legalAidList',
    'getInfo/listAllLicenseType',
    'getInfo/orderBaseList',
    'getInfo/directoryCourtList',
    'getInfo/requestTypeList',
  ])('%s answers a non-empty localized list with its total', async (url) => {
    const lt = (await get(url)).json();
    const ru = (await get(url, 'ru')).json();
    expect(lt.total).toBeGreaterThan(0);
    expect(lt.list.length).toBeGreaterThan(0);
    expect(ru.list[0].id).toBe(lt.list[0].id);
    expect(ru.list[0].name).toMatch(/[А-Яа-яЁё]/);
    expect(lt.list[0].name).not.toMatch(/[А-Яа-яЁё]/);
  });

  it('has legal-aid type 18 with code 6, "another case"', async () => {
    const body = (await get('getInfo/legalAidList?limit=1000', 'eng')).json();
    const another = body.list.find((t: { id: number }) => t.id === 18);
    expect(another).toMatchObject({ id: 18, code: '6' });
    expect(another.name.toLowerCase()).toContain('another');
  });

  it('filters courts by region and request types by parent', async () => {
    const all = (await get('getInfo/directoryCourtList?limit=1000')).json();
    const tashkent = (await get('getInfo/directoryCourtList?regionId=14&limit=1000')).json();
    expect(tashkent.total).toBeGreaterThan(0);
    expect(tashkent.total).toBeLessThan(all.total);
    expect(tashkent.list.every((c: { regionId: number }) => c.regionId === 14)).toBe(true);

    const tree = (await get('getInfo/requestTypeList?limit=1000')).json();
    const top = tree.list.filter((t: { parentId: number | null }) => t.parentId === null);
    expect(top.map((t: { code: string }) => t.code)).toEqual(
      expect.arrayContaining(requestKindEnum.enumValues),
    );
    const parent = tree.list.find((t: { code: string }) => t.code === 'CERTIFICATE_REPLACEMENT');
    const children = (await get(`getInfo/requestTypeList?parentId=${parent.id}`)).json();
    expect(children.total).toBeGreaterThan(0);
    expect(children.list.every((t: { parentId: number }) => t.parentId === parent.id)).toBe(true);
  });

  it('pages: limit and page cut the list, the total stays; a page past the end is empty', async () => {
    const first = (await get('getInfo/directoryRegionList?page=0&limit=5')).json();
    const third = (await get('getInfo/directoryRegionList?page=2&limit=5')).json();
    const past = (await get('getInfo/directoryRegionList?page=9&limit=5')).json();
    expect(first.list).toHaveLength(5);
    expect(third.list).toHaveLength(4);
    expect(first.total).toBe(14);
    expect(third.list[0].soato).toBe('1727');
    expect(past).toEqual({ list: [], total: 14 });
  });

  it('clamps a huge limit and refuses a negative page or a non-number, naming the field', async () => {
    const huge = await get('getInfo/directoryCourtList?limit=100000');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().list.length).toBeLessThanOrEqual(1000);

    const negative = await get('getInfo/directoryRegionList?page=-1');
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });

    const word = await get('getInfo/directoryCourtList?regionId=abc', 'eng');
    expect(word.statusCode).toBe(400);
    expect(word.json().field).toBe('regionId');
    expect(word.json().message).toMatch(/regionId/);
  });

  it('answers site announcements for the marquee by POST with page and limit up to 10000', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/getInfo/directorySiteInfoList',
      headers: { 'accept-language': 'ru' },
      payload: { page: 0, limit: 10000 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.list[0].name).toMatch(/[А-Яа-я]/);
    // newest first
    const dates = body.list.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
