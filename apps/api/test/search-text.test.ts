/**
 * A search finds a name whatever quotation marks, apostrophe forms (ʻ ' ` ’ ‘ ʼ) and
 * case either side wrote (docs/domain.md "Search"). One rule: packages/domain `searchKey` for the search,
 * SQL `portal_search_text` for the stored text; each list query's condition is served by the trigram
 * index on the same expression.
 */
import { searchKey } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news, orders, persons } from '../src/db/schema';
import { contragentSearchText, titleSearchText } from '../src/db/schema/search-text';
import { containsSearch } from '../src/db/search';
import { contragentListSql } from '../src/modules/contragents/read-model';
import { createContragent, createLawyer, signInAs } from './helpers/factories';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp({ GOV_SIM_URL: 'http://127.0.0.1:9' });

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url: `/api/v.1/${url}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
type Named = { list: { id: number; name?: string; fullName?: string; title?: string }[]; total: number };
const search = (path: string, text: string, headers?: Record<string, string>) =>
  get<Named>(`${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(text)}`, headers);
const ids = (answer: Named) => answer.list.map((item) => item.id);

describe('search by the one rule', () => {
  it('finds a structure named with curly quotes by a search typed with straight ones, and the other way', async () => {
    const curly = await createContragent(ctx.db, { name: '«Himoya» advokatlik byurosi' });
    const straight = await createContragent(ctx.db, { name: '"Adolat" advokatlik firmasi' });
    const apostrophe = await createContragent(ctx.db, { name: 'Fargʻona “Ishonch” hay’ati' });

    for (const typed of ['"Himoya" advokatlik', 'Himoya advokatlik', 'HIMOYA ADVOKATLIK', '“himoya”'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([curly.id]);
    for (const typed of ['“Adolat” advokatlik', '«adolat» advokatlik', 'Adolat advokatlik'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([straight.id]);
    for (const typed of ["Farg'ona ishonch", 'Fargʻona "Ishonch" hay`ati', 'fargona ishonch hayati'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([apostrophe.id]);
  });

  it('finds a structure typed in Cyrillic by its Latin name, and one written in Cyrillic by a Latin search', async () => {
    const latin = await createContragent(ctx.db, { name: 'Ishonchli tayanch himoyachilari byurosi' });
    const cyrillic = await createContragent(ctx.db, { name: '«Шоҳруҳ ва шериклари» адвокатлик фирмаси' });
    const ye = await createContragent(ctx.db, { name: 'Aliyeva Yelena advokatlik idorasi' });

    for (const typed of ['Ишончли таянч', 'таянч', 'ИШОНЧЛИ ТАЯНЧ ҲИМОЯЧИЛАРИ'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([latin.id]);
    for (const typed of ['Shohruh va sheriklari', 'shohruh', '"Шоҳруҳ"', 'SHOHRUH VA'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([cyrillic.id]);
    for (const typed of ['Алиева Елена', 'алиева', 'Aliyeva'])
      expect(ids(await search('getInfo/contragentList', typed)), typed).toEqual([ye.id]);
  });

  it('finds a lawyer "Gʻulomov" by G\'ulomov, Gʻulomov, gulomov and Гуломов', async () => {
    const lawyer = await createLawyer(ctx.db);
    await ctx.db
      .update(persons)
      .set({ lastName: 'Gʻulomov', firstName: 'Oʻtkir' })
      .where(eq(persons.id, lawyer.personId));
    for (const typed of ["G'ulomov o'tkir", 'Gʻulomov', 'gulomov', 'G`ULOMOV', 'Гуломов Ўткир'])
      expect(ids(await search('getInfo/lawyerList', typed)), typed).toContain(lawyer.id);
  });

  it('finds news whatever quotes and apostrophes the title and the search hold', async () => {
    const [item] = await ctx.db
      .insert(news)
      .values({
        titleLt: '«Oʻzbekiston advokaturasi» yangi sayti',
        titleRu: 'Новый сайт «Адвокатуры Узбекистана»',
        titleEng: 'New site of the “Bar of Uzbekistan”',
        summaryLt: '-',
        summaryRu: '-',
        summaryEng: '-',
        bodyLt: '-',
        bodyRu: '-',
        bodyEng: '-',
      })
      .returning();
    for (const typed of ['"O\'zbekiston advokaturasi"', 'ozbekiston advokaturasi', '"Bar of Uzbekistan"'])
      expect(ids(await search('getInfo/listNews', typed)), typed).toEqual([item!.id]);
  });

  it('finds a person in the ADMIN user search by any apostrophe form', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const user = await signInAs(ctx.db, 'USER');
    await ctx.db.update(persons).set({ lastName: 'Oʻrinboyeva' }).where(eq(persons.id, user.person.id));
    const found = await search('admin/users', "O'rinboyeva", admin.headers);
    expect(found.list.map((u) => u.fullName)).toEqual([expect.stringMatching(/^Oʻrinboyeva /)]);
  });

  it('normalises alike in TypeScript and SQL', async () => {
    const samples = [
      '«Himoya» advokatlik byurosi',
      'G‘ULOMOV  Oʼtkir',
      '„Adolat“ \t firmasi\n',
      'Гуломов Ўткир Қаҳҳорович',
      "o'g'li O`G`LI",
      '  ‟quoted‟  ',
      'Алиева Елена Ёқубовна',
      'Шоҳруҳ Цой Чўлпон Щукин Юсупов Яхё Қўзиев Ғайратович Жўрабек',
      'Съезд «Адвокатуры» Узбекистана: ПОДЪЕЗД, объём, ьё',
      'Зиёев Иргашева Маъруфа Ээ ее',
      'Mixed: Adolat ва Ҳимоя\t 2026',
    ];
    for (const text of samples) {
      const { rows } = await ctx.db.execute<{ key: string }>(sql`select portal_search_text(${text}) as key`);
      expect(rows[0]!.key, text).toBe(searchKey(text));
    }
  });

  it('sorts structures by the same key: a name in quotation marks among the A’s, not after Z', async () => {
    const region = 9;
    const made = [
      await createContragent(ctx.db, { name: 'Samarqand tumani yuridik konsultatsiyasi', regionId: region }),
      await createContragent(ctx.db, { name: '“Aminov va hamkorlar” advokatlik byurosi', regionId: region }),
      await createContragent(ctx.db, { name: 'Zomin “Adolat” advokatlar hayʼati', regionId: region }),
      await createContragent(ctx.db, { name: '«Baraka» advokatlik firmasi', regionId: region }),
    ];
    const listed = await get<Named>(`getInfo/contragentList?regionId=${region}&limit=100`);
    expect(listed.list.map((c) => c.name)).toEqual([
      '“Aminov va hamkorlar” advokatlik byurosi',
      '«Baraka» advokatlik firmasi',
      'Samarqand tumani yuridik konsultatsiyasi',
      'Zomin “Adolat” advokatlar hayʼati',
    ]);
    expect(listed.total).toBe(made.length);
  });

  it('serves the structures page in that order from its index, without sorting', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${contragentListSql({ page: 0, limit: 20, isArchive: false }).page}`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('contragents_list_idx');
      expect(plan).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m);
    });
  });

  it('serves each list search from the trigram index on the same expression or stored column', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(
        await plan(sql`select id from news where ${containsSearch(titleSearchText(news), 'sayti')}`),
      ).toContain('news_search_idx');
      expect(
        await plan(sql`select id from persons where ${containsSearch(persons.searchText, 'karim')}`),
      ).toContain('persons_name_search_idx');
      expect(
        await plan(sql`select id from orders where ${containsSearch(orders.searchText, 'karim')}`),
      ).toContain('orders_search_idx');
      expect(
        await plan(
          sql`select 1 from contragents c where ${containsSearch(contragentSearchText({ name: sql`c.name`, shortName: sql`c.short_name` }), 'adolat')}`,
        ),
      ).toContain('contragents_search_idx');
    });
  });
});
