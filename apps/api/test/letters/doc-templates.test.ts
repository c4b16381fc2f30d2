/**
 * Document templates through HTTP, real PostgreSQL and gov-sim: a director writes, edits and
 * deletes their structure's templates; a regional chamber shares one its region's structures use but
 * cannot change; another structure's template is 404; an unknown placeholder is refused naming it in four
 * languages and nothing is saved; the PDF carries the values filled from the structure and the lawyer
 * (read back with pdf.js); the filled template becomes a draft letter's main PDF.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contragents, docTemplates, lawyers } from '../../src/db/schema';
import { buildWorld, callApi, type Member, member, SAMARQAND } from '../helpers/legal-aid-world';
import { addPerson, someone } from '../helpers/legal-aid-fixtures';
import { pdfPages } from '@portal/test-support/pdf';
import { useWorld } from '../helpers/world';

const { ctx, w } = useWorld(buildWorld);
/** The director of the other structure (Tashkent): a NEW_DIRECTOR, not a lawyer. */
let otherDirector: Member;
beforeAll(async () => {
  const personId = await addPerson(ctx.db, someone(64));
  await ctx.db
    .update(contragents)
    .set({ directorPersonId: personId, stir: '301234567' })
    .where(eq(contragents.id, w.otherStructureId));
  await ctx.db
    .update(contragents)
    .set({ stir: '207654321', legalAddress: 'Samarqand sh., Registon koʻchasi 1-uy' })
    .where(eq(contragents.id, w.structureId));
  otherDirector = await member(ctx.db, someone(64));
}, 60_000);

const call = (who: Member, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  callApi(ctx, who, method, url, payload, headers);
const templateCount = async () => (await ctx.db.select({ n: count() }).from(docTemplates))[0]!.n;

/** docTemplate/byId, docTemplate/update and docTemplate/delete of template `id` by `who`: the answer as it comes. */
const byId = (who: Member, id: number) => call(who, 'GET', `docTemplate/byId/${id}`);
const update = (who: Member, id: number, name: string, body: string) =>
  call(who, 'POST', 'docTemplate/update', { id, name, body });
const remove = (who: Member, id: number) => call(who, 'POST', 'docTemplate/delete', { id });

async function create(who: Member, name: string, body: string) {
  const res = await call(who, 'POST', 'docTemplate/create', { name, body });
  expect(res.status).toBe(200);
  return res.body;
}

describe("a structure's own templates", () => {
  it('are written, edited and deleted by the director, and seen by no other structure', async () => {
    const made = await create(w.director, 'Soʻrov xati', 'Hurmatli {{ structure.director }}!');
    expect(made).toMatchObject({ shared: false, sources: ['structure'], can: { edit: true, delete: true } });
    expect(made.ownerName).toContain('Samarqand adliya');

    const edited = await update(
      w.director,
      made.id,
      'Soʻrov xati (yangi)',
      '{{structure.name}}: {{lawyer.name}}',
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Soʻrov xati (yangi)', sources: ['structure', 'lawyer'] });
    // its lawyers use it, but only the director changes it
    const seen = await byId(w.colleague, made.id);
    expect(seen.body.can).toEqual({ edit: false, delete: false });
    expect((await remove(w.colleague, made.id)).status).toBe(409);

    // another structure's director, a lawyer of another structure, another region's chamber: 404
    for (const who of [otherDirector, w.stranger, w.otherRegionChamber]) {
      expect((await byId(who, made.id)).status).toBe(404);
      const change = await update(who, made.id, 'X', 'Y');
      expect(change.status).toBe(404);
      expect((await remove(who, made.id)).status).toBe(404);
      const list = await call(who, 'GET', 'docTemplate/list');
      expect(list.body.list.map((t: { id: number }) => t.id)).not.toContain(made.id);
    }
    const [kept] = await ctx.db.select().from(docTemplates).where(eq(docTemplates.id, made.id));
    expect(kept).toMatchObject({ name: 'Soʻrov xati (yangi)', body: '{{structure.name}}: {{lawyer.name}}' });

    expect((await remove(w.director, made.id)).status).toBe(204);
    expect((await byId(w.director, made.id)).status).toBe(404);
  });

  it('a lawyer cannot write templates (422 with the reason)', async () => {
    const before = await templateCount();
    const res = await call(w.colleague, 'POST', 'docTemplate/create', { name: 'Mening', body: 'Matn' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('director or a chamber');
    expect(await templateCount()).toBe(before);
  });
});

describe("a chamber's shared templates", () => {
  it("are used by its region's structures, which cannot change them; other regions do not see them", async () => {
    const shared = await create(w.regionChamber, 'Palata: maʼlumotnoma', 'Tuzilma: {{structure.name}}');
    expect(shared).toMatchObject({ shared: true, can: { edit: true, delete: true } });
    const republic = await create(w.republicChamber, 'Respublika namunasi', 'Sana: {{today.date}}');

    const list = await call(w.director, 'GET', 'docTemplate/list');
    const ids = list.body.list.map((t: { id: number }) => t.id);
    expect(ids).toEqual(expect.arrayContaining([shared.id, republic.id]));
    const seen = list.body.list.find((t: { id: number }) => t.id === shared.id);
    expect(seen).toMatchObject({ shared: true, can: { edit: false, delete: false } });
    expect(seen.ownerName).toContain('palatasi');

    const change = await update(w.director, shared.id, 'Meniki', 'X');
    expect(change.status).toBe(409);
    expect(change.body.message).toContain('not yours');
    expect((await remove(w.director, shared.id)).status).toBe(409);
    const [kept] = await ctx.db.select().from(docTemplates).where(eq(docTemplates.id, shared.id));
    expect(kept!.name).toBe('Palata: maʼlumotnoma');

    // Tashkent's structure sees the republic's, not Samarqand's
    const other = await call(otherDirector, 'GET', 'docTemplate/list');
    const otherIds = other.body.list.map((t: { id: number }) => t.id);
    expect(otherIds).toContain(republic.id);
    expect(otherIds).not.toContain(shared.id);
    // the republic chamber sees both and edits only its own
    const all = await byId(w.republicChamber, shared.id);
    expect(all.body.can).toEqual({ edit: false, delete: false });
  });
});

describe('an unknown placeholder', () => {
  it.each([
    ['eng', 'fields the portal does not know: structure.nme, {{lawyer'],
    ['ru', 'поля, которых портал не знает: structure.nme, {{lawyer'],
    ['lt', 'portal bilmaydigan maydonlar bor: structure.nme, {{lawyer'],
    ['uz', 'портал билмайдиган майдонлар бор: structure.nme, {{lawyer'],
  ])('is refused naming it, and nothing is saved (%s)', async (lang, text) => {
    const before = await templateCount();
    const body = 'Hurmatli {{structure.nme}}, {{lawyer.name}} — {{lawyer';
    const res = await call(
      w.director,
      'POST',
      'docTemplate/create',
      { name: 'Xato', body },
      { 'accept-language': lang },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(text);
    expect(res.body.field).toBe('body');
    expect(await templateCount()).toBe(before);
  });
});

describe('making the PDF', () => {
  it('fills the fields from the chosen structure and lawyer (Latin and Cyrillic), read back from the PDF', async () => {
    const template = await create(
      w.regionChamber,
      'Ишонч хати',
      [
        'Ушбу ишонч хати {{structure.name}} (СТИР {{structure.inn}}) номидан берилди.',
        'Манзил: {{structure.address}}.',
        '',
        'Адвокат {{lawyer.name}}, гувоҳнома № {{lawyer.certificateNumber}}.',
      ].join('\n'),
    );
    const sources = await call(w.director, 'GET', `docTemplate/sources`);
    expect(sources.body.structures).toEqual([
      { id: w.structureId, name: expect.stringContaining('Samarqand') },
    ]);
    expect(sources.body.lawyers.map((l: { id: number }) => l.id)).toContain(w.colleague.lawyerId);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v.1/docTemplate/pdf/${template.id}?lawyerId=${w.colleague.lawyerId}`,
      headers: w.director.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    const [lawyer] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    expect(text).toContain('Ишонч хати');
    expect(text).toContain('"Samarqand adliya" advokatlik byurosi');
    expect(text).toContain('207654321');
    expect(text).toContain('Registon koʻchasi 1-uy');
    expect(text).toContain(lawyer!.certificateNumber);
    expect(text).toContain(lawyer!.fullName!.split(' ')[0]!);
    expect(text).not.toContain('{{');
  });

  it('refuses a lawyer left out or not of the structure, naming the field', async () => {
    const template = await create(w.director, 'Advokat maʼlumoti', '{{lawyer.name}}');
    // a 400 naming the lawyer field, with the reason
    const refusesLawyer = async (query: string, reason: string) => {
      const res = await call(w.director, 'GET', `docTemplate/pdf/${template.id}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'lawyerId', message: expect.stringContaining(reason) });
    };
    await refusesLawyer('', 'Choose the lawyer');
    await refusesLawyer(`?lawyerId=${w.stranger.lawyerId}`, 'cannot be used');
    const otherStructure = await call(
      w.regionChamber,
      'GET',
      `docTemplate/values?structureId=${w.otherStructureId}`,
    );
    expect(otherStructure.status).toBe(400);
  });

  it('becomes the main PDF of a new draft letter', async () => {
    const template = await create(w.director, 'Palataga xat', 'Palataga: {{structure.name}}, {{today.date}}');
    const res = await call(w.director, 'POST', 'docTemplate/toLetter', {
      id: template.id,
      recipientKind: 'CHAMBER',
      recipientRef: String(SAMARQAND),
      subject: 'Hujjat',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'DRAFT', subject: 'Hujjat', can: { send: true } });
    expect(res.body.files).toEqual([expect.objectContaining({ kind: 'MAIN' })]);
    const merged = await ctx.app.inject({
      method: 'GET',
      url: `/api/v.1/pdfFiles/mergePdfFiles/${res.body.id}`,
      headers: w.director.headers,
    });
    expect((await pdfPages(merged.rawPayload)).join(' ')).toContain(
      'Palataga: "Samarqand adliya" advokatlik byurosi',
    );
  });
});
