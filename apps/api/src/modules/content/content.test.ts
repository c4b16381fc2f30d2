import { describe, expect, it } from 'vitest';
import { usePublicTestApp } from '../../../test/helpers/public-data';
import { getIn } from '../../../test/helpers/test-app';

const ctx = usePublicTestApp();
const CYRILLIC = /[А-Яа-яЎўҚқҒғҲҳЁё]/;

const get = (url: string, lang?: string) => getIn(ctx, url, lang);

describe('getInfo/listNews and newsById', () => {
  it('lists published news newest first, paged, in the language asked', async () => {
    const lt = (await get('getInfo/listNews?limit=5')).json();
    expect(lt.total).toBe(15);
    expect(lt.list).toHaveLength(5);
    const dates = lt.list.map((n: { publishedAt: string }) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(lt.list[0].title).not.toMatch(CYRILLIC);
    const ru = (await get('getInfo/listNews?limit=5', 'ru')).json();
    expect(ru.list[0].id).toBe(lt.list[0].id);
    expect(ru.list[0].title).toMatch(CYRILLIC);
    const uz = (await get('getInfo/listNews?limit=5', 'uz')).json();
    expect(uz.list[0].title).toMatch(CYRILLIC);
    expect(uz.list[0].title).not.toBe(ru.list[0].title);
    expect((await get('getInfo/listNews?page=3&limit=5')).json()).toMatchObject({ list: [], total: 15 });
  });

  it('searches titles in every language, treating wildcards as text', async () => {
    const ru = (await get(`getInfo/listNews?search=${encodeURIComponent('семинар')}&limit=100`, 'ru')).json();
    expect(ru.total).toBeGreaterThan(0);
    expect(ru.list.every((n: { title: string }) => n.title.toLowerCase().includes('семинар'))).toBe(true);
    expect((await get('getInfo/listNews?search=%25')).json().total).toBe(0);
    expect((await get(`getInfo/listNews?search=${'z'.repeat(10_240)}`)).statusCode).toBe(400);
  });

  it('answers one item with its paragraphs, and 404 for an unknown one', async () => {
    const first = (await get('getInfo/listNews?limit=1')).json().list[0];
    const item = (await get(`getInfo/newsById/${first.id}`, 'eng')).json();
    expect(item.body.split('\n\n').length).toBeGreaterThan(1);
    expect(item.title).not.toMatch(CYRILLIC);
    expect((await get('getInfo/newsById/99999999')).statusCode).toBe(404);
    expect((await get('getInfo/newsById/1%20or%201=1')).statusCode).toBe(400);
  });
});

describe('getInfo/legislationList', () => {
  it('lists newest first, searches number and title, filters by kind', async () => {
    const all = (await get('getInfo/legislationList?limit=100')).json();
    expect(all.total).toBe(30);
    const dates = all.list.map((l: { adoptedOn: string }) => l.adoptedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const laws = (await get('getInfo/legislationList?kind=LAW&limit=100')).json();
    expect(laws.total).toBeGreaterThan(0);
    expect(laws.list.every((l: { kind: string }) => l.kind === 'LAW')).toBe(true);
    const one = all.list[7];
    const byNumber = (await get(`getInfo/legislationList?search=${encodeURIComponent(one.number)}`)).json();
    expect(byNumber.list.map((l: { id: number }) => l.id)).toContain(one.id);
    const byTitle = (
      await get(`getInfo/legislationList?search=${encodeURIComponent('Advokatura')}&limit=100`)
    ).json();
    expect(byTitle.total).toBeGreaterThan(0);
    expect((await get('getInfo/legislationList?kind=NOPE')).statusCode).toBe(400);
    expect((await get('getInfo/legislationList?page=-1')).statusCode).toBe(400);
  });
});

describe('getInfo/postList', () => {
  it('lists announcements, 20 a page by default, newest first, localized', async () => {
    const body = (await get('getInfo/postList', 'ru')).json();
    expect(body.total).toBe(8);
    expect(body.list[0].title).toMatch(CYRILLIC);
    expect((await get('getInfo/postList?limit=3')).json().list).toHaveLength(3);
    expect((await get('getInfo/postList?limit=100000')).json().list).toHaveLength(8);
  });
});
