/**
 * The legislation register through HTTP: the ministry adds an entry and it is on the public
 * `getInfo/legislationList` at once, corrects it, deactivates it (off the public page, kept in the
 * register) and shows it again, each change in its history; refusals (a role without news.manage, a
 * missing title, a bad date or kind, a link that is not a web address) are localized and store nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, legislation } from '../../src/db/schema';
import { callerOf, useSignedIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const { ministry, admin, lawyer, chamber } = useSignedIn(ctx, {
  ministry: 'MINISTRY',
  admin: 'ADMIN',
  lawyer: 'LAWYER',
  chamber: 'REGION_CHAMBER',
});

const entry = {
  kind: 'LAW',
  number: 'OʻRQ-349',
  adoptedOn: '2024-09-10',
  titleLt: 'Advokatura toʻgʻrisida',
  titleRu: 'Об адвокатуре',
  titleEng: 'On the bar',
  url: 'https://lex.uz/docs/6969',
};

const call = callerOf(ctx);

const publicList = async (lang = 'eng') =>
  (await call('GET', 'getInfo/legislationList?limit=100', {}, undefined, lang)).json().list as {
    id: number;
    title: string;
    number: string;
    url: string | null;
  }[];

const stored = async () => ({
  entries: await ctx.db.select().from(legislation),
  history: (await ctx.db.select({ n: count() }).from(adminActions))[0]!.n,
});

describe('the legislation register', () => {
  it('adds an entry that the public page lists at once, in each language (uz from lt)', async () => {
    const added = await call('POST', 'content/legislation/create', ministry, entry);
    expect(added.statusCode).toBe(200);
    const item = added.json();
    expect(item).toMatchObject({ ...entry, titleUz: null, active: true, can: { deactivate: true } });
    expect((await publicList('ru')).find((l) => l.id === item.id)).toMatchObject({
      title: 'Об адвокатуре',
      number: 'OʻRQ-349',
      url: entry.url,
    });
    expect((await publicList('uz')).find((l) => l.id === item.id)?.title).toBe('Адвокатура тўғрисида');
  });

  it('corrects an entry, deactivates it (off the public page, still in the register) and shows it again', async () => {
    const { id } = (await call('POST', 'content/legislation/create', admin, entry)).json();
    const corrected = await call('POST', 'content/legislation/update', ministry, {
      ...entry,
      id,
      titleEng: 'On the bar and advocacy',
      url: '',
    });
    expect(corrected.json()).toMatchObject({ title: 'On the bar and advocacy', url: null });
    expect((await publicList()).find((l) => l.id === id)).toMatchObject({ title: 'On the bar and advocacy' });

    const off = await call('POST', 'content/legislation/deactivate', ministry, { id });
    expect(off.json()).toMatchObject({ active: false, can: { deactivate: false, activate: true } });
    expect((await publicList()).map((l) => l.id)).not.toContain(id);
    const register = (await call('GET', 'content/legislation?active=false', ministry)).json();
    expect(register.list.map((l: { id: number }) => l.id)).toEqual([id]);
    const again = await call('POST', 'content/legislation/deactivate', ministry, { id }, 'ru');
    expect(again.statusCode).toBe(409);

    await call('POST', 'content/legislation/activate', ministry, { id });
    expect((await publicList()).map((l) => l.id)).toContain(id);
    const history = await ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(id)));
    expect(history.map((h) => [h.targetType, h.action])).toEqual([
      ['LEGISLATION', 'LEGISLATION_ADDED'],
      ['LEGISLATION', 'LEGISLATION_CORRECTED'],
      ['LEGISLATION', 'LEGISLATION_DEACTIVATED'],
      ['LEGISLATION', 'LEGISLATION_ACTIVATED'],
    ]);
  });

  it('refuses every register call to a role without news.manage, in its language, storing nothing', async () => {
    const { id } = (await call('POST', 'content/legislation/create', ministry, entry)).json();
    const before = await stored();
    for (const who of [lawyer, chamber]) {
      const create = await call('POST', 'content/legislation/create', who, entry, 'ru');
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toBe('У вас нет прав на это действие.');
      expect((await call('POST', 'content/legislation/update', who, { ...entry, id })).statusCode).toBe(403);
      for (const url of ['content/legislation/deactivate', 'content/legislation/activate'])
        expect((await call('POST', url, who, { id })).statusCode).toBe(403);
      expect((await call('GET', 'content/legislation', who)).statusCode).toBe(403);
    }
    expect((await call('POST', 'content/legislation/create', {}, entry)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['ru', { titleRu: ' ' }, 'titleRu', 'Это поле не может быть пустым'],
    ['uz', { titleRu: '' }, 'titleRu', 'Бу майдон бўш бўлиши мумкин эмас'],
    ['eng', { url: 'javascript:alert(1)' }, 'url', 'Enter a web address starting with https:// or http://'],
    ['ru', { url: 'ftp://lex.uz/1' }, 'url', 'Введите веб-адрес'],
    ['lt', { adoptedOn: '2024-13-45' }, 'adoptedOn', 'Sanani'],
    ['uz', { url: 'data:text/html,x' }, 'url', 'Тўлиқ веб-манзилни киритинг'],
    ['eng', { kind: 'RUMOUR' }, 'kind', 'This field can not be empty'],
  ])('refuses bad input in %s (%j), naming the field, storing nothing', async (lang, change, field, msg) => {
    const before = await stored();
    const refused = await call('POST', 'content/legislation/create', ministry, { ...entry, ...change }, lang);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field });
    expect(refused.json().message).toContain(msg);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an entry that does not exist, changing nothing', async () => {
    const before = await stored();
    const missing = await call('POST', 'content/legislation/update', ministry, { ...entry, id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
