/**
 * The reference-data registers through HTTP: MINISTRY adds, renames, deactivates and activates values;
 * each change is in the value's history and shows at once in the public lists; refusals (a role without
 * the permission, a missing name, a duplicate code, a fixed list) are localized and store nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceValues, workLanguages } from '../../src/db/schema';
import { createLawyer, createPerson } from '../helpers/factories';
import { byLanguage, FIELD_MANDATORY, inFour } from '../helpers/languages';
import { callerOf, useSignedIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const { ministry, lawyer } = useSignedIn(ctx, { ministry: 'MINISTRY', lawyer: 'LAWYER' });

const call = callerOf(ctx);

const names = { nameLt: 'Nemis tili', nameRu: 'Немецкий язык', nameEng: 'German' };

describe('reference-data registers', () => {
  it('adds a value: it is offered at once in the public list, uz generated from lt, the addition in its history', async () => {
    const added = await call('POST', 'reference-data/work-languages/create', ministry, {
      code: 'DE',
      ...names,
    });
    expect(added.statusCode).toBe(200);
    const value = added.json();
    expect(value).toMatchObject({ code: 'DE', nameUz: null, nameUzShown: 'Немис тили', active: true });
    expect(value.changedBy).toBeTruthy();

    const ru = (await call('GET', 'getInfo/directoryLanguageList', {}, undefined, 'ru')).json();
    expect(ru.list).toContainEqual({ id: value.id, code: 'DE', name: 'Немецкий язык' });
    const uz = (await call('GET', 'getInfo/directoryLanguageList', {}, undefined, 'uz')).json();
    expect(uz.list).toContainEqual({ id: value.id, code: 'DE', name: 'Немис тили' });

    const history = (await call('GET', `reference-data/work-languages/${value.id}/history`, ministry)).json();
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ action: 'ADDED' });
    expect(history.list[0].changes).toContainEqual({ field: 'nameRu', from: null, to: 'Немецкий язык' });
  });

  it('renames a seeded value in Russian: the public list answers the new name, the history says from and to', async () => {
    const [uzbek] = await ctx.db.select().from(workLanguages).where(eq(workLanguages.id, 1));
    const body = {
      nameLt: uzbek!.nameLt,
      nameUz: uzbek!.nameUz,
      nameRu: 'Узбекский (государственный)',
      nameEng: uzbek!.nameEng,
    };
    const changed = await call('POST', 'reference-data/work-languages/1/update', ministry, body);
    expect(changed.statusCode).toBe(200);
    const ru = (await call('GET', 'getInfo/directoryLanguageList', {}, undefined, 'ru')).json();
    expect(ru.list.find((l: { id: number }) => l.id === 1).name).toBe('Узбекский (государственный)');
    const history = (await call('GET', 'reference-data/work-languages/1/history', ministry)).json();
    expect(history.list[0]).toMatchObject({
      action: 'UPDATED',
      changes: [{ field: 'nameRu', from: uzbek!.nameRu, to: 'Узбекский (государственный)' }],
    });
  });

  it('renames a region in Russian: the region filter and the lawyer directory name it so at once', async () => {
    const person = await createPerson(ctx.db);
    const lawyerRow = await createLawyer(ctx.db, { personId: person.id, regionId: 3 });
    const region = (await call('GET', 'reference-data/regions?search=1706', ministry)).json().list[0];
    const renamed = { ...region, nameRu: 'Бухарский вилоят' };
    const res = await call('POST', 'reference-data/regions/3/update', ministry, {
      nameLt: renamed.nameLt,
      nameUz: renamed.nameUz,
      nameRu: renamed.nameRu,
      nameEng: renamed.nameEng,
    });
    expect(res.statusCode).toBe(200);
    const filter = (await call('GET', 'region/list-uzb-region', {}, undefined, 'ru')).json();
    expect(filter.list.find((r: { id: number }) => r.id === 3).name).toBe('Бухарский вилоят');
    const directory = (
      await call('GET', 'getInfo/lawyerList?regionId=3&limit=100', {}, undefined, 'ru')
    ).json();
    const row = directory.list.find((l: { id: number }) => l.id === lawyerRow.id);
    expect(row.region).toEqual({ id: 3, name: 'Бухарский вилоят' });
  });

  it('deactivates a value: no longer offered, kept in the register; activated again, offered again', async () => {
    const list = (await call('GET', 'getInfo/directoryCivilAffairsList')).json();
    const family = list.list.find((v: { code: string }) => v.code === 'FAMILY');
    const off = await call('POST', `reference-data/civil-affairs/${family.id}/deactivate`, ministry);
    expect(off.json()).toMatchObject({ active: false, can: { deactivate: false, activate: true } });
    const after = (await call('GET', 'getInfo/directoryCivilAffairsList')).json();
    expect(after.total).toBe(list.total - 1);
    expect(after.list.map((v: { id: number }) => v.id)).not.toContain(family.id);
    const inactive = (await call('GET', 'reference-data/civil-affairs?active=false', ministry)).json();
    expect(inactive.list.map((v: { id: number }) => v.id)).toEqual([family.id]);
    expect(
      (await call('POST', `reference-data/civil-affairs/${family.id}/deactivate`, ministry)).statusCode,
    ).toBe(409);
    await call('POST', `reference-data/civil-affairs/${family.id}/activate`, ministry);
    expect((await call('GET', 'getInfo/directoryCivilAffairsList')).json().total).toBe(list.total);
  });

  it('searches a register by code or name in any script', async () => {
    const found = (
      await call('GET', `reference-data/justice-departments?search=${encodeURIComponent('Бухоро')}`, ministry)
    ).json();
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ code: 'JUSTICE-1706', regionId: 3 });
  });
});

describe('the six lookups', () => {
  it.each([
    ['getInfo/departmentList', 14],
    ['getInfo/departmentAdliyaList', 14],
    ['getInfo/monthOrYEarList', 6],
    ['getInfo/directoryCivilAffairsList', 7],
    ['getInfo/directory_criminal_caseList', 6],
  ])('%s answers its values, localized', async (url, total) => {
    const ru = (await call('GET', url, {}, undefined, 'ru')).json();
    expect(ru.total).toBe(total);
    expect(ru.list[0].name).toMatch(/[А-Яа-я]/);
  });

  it('filters departments by region and lists contract periods shortest first, with their months', async () => {
    const tashkent = (await call('GET', 'getInfo/departmentAdliyaList?regionId=14')).json();
    expect(tashkent.list).toHaveLength(1);
    expect(tashkent.list[0]).toMatchObject({ regionId: 14 });
    const periods = (await call('GET', 'getInfo/monthOrYEarList', {}, undefined, 'eng')).json();
    expect(periods.list.map((p: { months: number }) => p.months)).toEqual([3, 6, 12, 24, 36, 60]);
    expect(periods.list[2].name).toBe('1 year');
  });
});

describe('refusals: localized, nothing stored', () => {
  const count = async () => (await ctx.db.select().from(referenceValues)).length;

  it('refuses every write to a role without referenceData.manage (403)', async () => {
    const before = await count();
    for (const [url, body] of [
      ['reference-data/civil-affairs/create', { code: 'X1', ...names }],
      ['reference-data/civil-affairs/1/update', names],
      ['reference-data/civil-affairs/1/deactivate', undefined],
    ] as const) {
      expect((await call('POST', url, lawyer, body)).statusCode).toBe(403);
      expect((await call('POST', url, {}, body)).statusCode).toBe(401);
    }
    expect((await call('GET', 'reference-data/civil-affairs', lawyer)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  describe.each([
    {
      what: 'a missing Russian name',
      body: { code: 'TAX', nameLt: 'Soliq', nameRu: ' ', nameEng: 'Tax' },
      status: 400,
      field: 'nameRu',
      messages: FIELD_MANDATORY,
    },
    {
      what: 'a duplicate code (case aside)',
      body: { code: 'labour', ...names },
      status: 409,
      field: 'code',
      messages: inFour('kodli qiymat allaqachon bor', 'уже есть', 'is already in this list'),
    },
  ])('refuses $what, naming the field', ({ body, status, field, messages }) => {
    it.each(byLanguage(messages))('in %s, storing nothing', async (lang, message) => {
      const before = await count();
      const res = await call('POST', 'reference-data/civil-affairs/create', ministry, body, lang);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ field });
      expect(res.json().message).toContain(message);
      expect(await count()).toBe(before);
    });
  });

  it('refuses adding to or deactivating a fixed list, and a required field left out', async () => {
    const region = await call(
      'POST',
      'reference-data/regions/create',
      ministry,
      { code: '1799', ...names },
      'ru',
    );
    expect(region.statusCode).toBe(422);
    expect(region.json().message).toMatch(/не добавляются/);
    expect((await call('POST', 'reference-data/regions/1/deactivate', ministry)).statusCode).toBe(422);
    const before = await count();
    const period = await call('POST', 'reference-data/contract-periods/create', ministry, {
      code: 'M18',
      ...names,
    });
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ field: 'number' });
    expect(await count()).toBe(before);
  });
});
