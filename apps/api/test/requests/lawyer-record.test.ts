/**
 * The lawyer's record through HTTP: own license types, contacts and documents (updateNew),
 * achievements, main fields of practice, the legal-service information and the chambers' rating marks.
 * Each call: what the user sees after it, the refusal of a wrong role or scope, and bad input refused with
 * its localized message and nothing stored.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  files,
  lawyerAwards,
  lawyerDocuments,
  lawyerLanguages,
  lawyerMarks,
  lawyerPracticeFields,
  lawyers,
} from '../../src/db/schema';
import { buildWorld, callApi, type Member, pdfPart, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w } = useWorld(buildWorld);

const pdf = (name = 'diplom.pdf') => pdfPart(name);
const send = (who: Member, url: string, fields: Record<string, string>, withFile = false, lang = 'eng') =>
  postForm(ctx, who, url, fields, withFile ? pdf() : undefined, lang);
const get = (who: Member, url: string, lang = 'eng') =>
  callApi(ctx, who, 'GET', url, undefined, { 'accept-language': lang });
const post = (who: Member, url: string, body: unknown, lang = 'eng') =>
  callApi(ctx, who, 'POST', url, body, { 'accept-language': lang });

const counts = () =>
  rowCounts(ctx.db, {
    files,
    documents: lawyerDocuments,
    awards: lawyerAwards,
    marks: lawyerMarks,
    fields: lawyerPracticeFields,
  });

describe('own license types', () => {
  it('lists the caller lawyer’s licenses with their type names, refused to a chamber', async () => {
    const own = await get(w.dutyLawyer, 'getInfo/listOwnLicenseType', 'ru');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.total).toBeGreaterThan(0);
    expect(own.body.list[0]).toMatchObject({ current: true, status: 'ACTIVE' });
    expect(own.body.list[0].name).toMatch(/[А-Яа-я]/);
    expect((await get(w.regionChamber, 'getInfo/listOwnLicenseType')).status).toBe(403);
  });
});

describe('updateNew: contacts and documents', () => {
  it('stores e-mail, phone in its stored form and address, and adds a titled document', async () => {
    const fields = {
      email: 'advokat@example.uz',
      phone: '90 123-45-67',
      ownAddress: 'Samarqand, Registon koʻchasi 5',
      resultList: 'Diplom nusxasi',
    };
    const saved = await send(w.dutyLawyer, 'getInfo/updateNew', fields, true);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      email: 'advokat@example.uz',
      phone: '+998901234567',
      ownAddress: 'Samarqand, Registon koʻchasi 5',
    });
    expect(saved.body.documents).toHaveLength(1);
    expect(saved.body.documents[0].title).toBe('Diplom nusxasi');
    expect((await get(w.dutyLawyer, 'getInfo/lawyerContacts')).body).toEqual(saved.body);

    // The document opens for its lawyer and the region's chamber, not for another region's chamber.
    const fileId = saved.body.documents[0].fileId as string;
    const mine = await get(w.dutyLawyer, `getInfo/lawyerRecordScan/${fileId}`);
    expect(mine.status).toBe(200);
    expect(mine.raw.headers['content-type']).toBe('application/pdf');
    expect((await get(w.regionChamber, `getInfo/lawyerRecordScan/${fileId}`)).status).toBe(200);
    expect((await get(w.otherRegionChamber, `getInfo/lawyerRecordScan/${fileId}`)).status).toBe(404);
    expect((await get(w.colleague, `getInfo/lawyerRecordScan/${fileId}`)).status).toBe(404);
  });

  it('refuses a wrong phone or e-mail, a document without a title, and a chamber; nothing changes', async () => {
    const before = await counts();
    const [row] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    const phone = await send(w.colleague, 'getInfo/updateNew', { phone: '12345' }, false, 'ru');
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe('phone');
    expect(phone.body.message).toContain('Номер телефона должен состоять из +998 и 9 цифр');
    const email = await send(w.colleague, 'getInfo/updateNew', { email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.body.message).toContain('Wrong e-mail format');
    const untitled = await send(w.colleague, 'getInfo/updateNew', { email: 'a@b.uz' }, true);
    expect(untitled.status).toBe(400);
    expect(untitled.body.field).toBe('resultList');
    expect((await send(w.regionChamber, 'getInfo/updateNew', { email: 'a@b.uz' })).status).toBe(403);
    expect(await counts()).toEqual(before);
    const [after] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    expect(after!.contactEmail).toBe(row!.contactEmail);
  });
});

describe('achievements', () => {
  it('are added with an optional scan, seen by the lawyer and the region’s chamber, 404 elsewhere', async () => {
    const added = await send(
      w.dutyLawyer,
      'getInfo/lawyerAchievementCreate',
      { title: 'Yilning eng yaxshi advokati', issuer: 'Advokatlar palatasi', date: '2025-12-01' },
      true,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ title: 'Yilning eng yaxshi advokati', date: '2025-12-01' });
    expect(added.body.scanFileId).not.toBeNull();
    const url = `getInfo/achievementByLawyerId/${w.dutyLawyer.lawyerId}`;
    expect((await get(w.dutyLawyer, url)).body.list.map((a: { id: number }) => a.id)).toContain(
      added.body.id,
    );
    expect((await get(w.regionChamber, url)).status).toBe(200);
    expect((await get(w.otherRegionChamber, url)).status).toBe(404);
    expect((await get(w.stranger, url)).status).toBe(404);
    // The public card lists it among the awards.
    const card = await callApi(ctx, null, 'GET', `getInfo/getLawyerInfoDto/${w.dutyLawyer.lawyerId}`);
    expect(card.body.awards.map((a: { name: string }) => a.name)).toContain('Yilning eng yaxshi advokati');
  });

  it('refuses an empty title, a date after today and a chamber; nothing stored', async () => {
    const before = await counts();
    const empty = await send(w.colleague, 'getInfo/lawyerAchievementCreate', {
      title: ' ',
      date: '2025-01-01',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('This field can not be empty');
    const future = await send(
      w.colleague,
      'getInfo/lawyerAchievementCreate',
      { title: 'Mukofot', date: '2099-01-01' },
      true,
    );
    expect(future.status).toBe(400);
    expect(future.body.field).toBe('date');
    expect(future.body.message).toMatch(/The date can not be after today/);
    const chamber = await send(w.regionChamber, 'getInfo/lawyerAchievementCreate', {
      title: 'Mukofot',
      date: '2025-01-01',
    });
    expect(chamber.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('main fields of practice and the legal-service information', () => {
  it('the reference list comes in four languages; the lawyer sets up to five and the card shows them', async () => {
    const ru = await callApi(ctx, null, 'GET', 'getInfo/directoryMainTypeList', undefined, {
      'accept-language': 'ru',
    });
    expect(ru.status).toBe(200);
    expect(ru.body.list.find((f: { code: string }) => f.code === 'FAMILY').name).toBe('Семейное право');
    const set = await post(w.dutyLawyer, 'getInfo/lawyerMainTypeCreate', { mainTypeIds: [3, 1] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.list.map((f: { id: number }) => f.id)).toEqual([1, 3]);
    const byOther = await get(w.user, `getInfo/lawyerMainTypes?lawyerId=${w.dutyLawyer.lawyerId}`);
    expect(byOther.body.list.map((f: { name: string }) => f.name)).toEqual(['Criminal law', 'Family law']);

    const service = await post(w.dutyLawyer, 'getInfo/legalServiceUpdate', {
      languageIds: [1, 2],
      officeAddress: 'Samarqand, Amir Temur koʻchasi 12',
      receptionHours: 'Du–Ju 09:00–18:00',
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    expect(service.body.languages.map((l: { id: number }) => l.id)).toEqual([1, 2]);
    expect(service.body.mainTypes.map((f: { id: number }) => f.id)).toEqual([1, 3]);
    const card = await callApi(ctx, null, 'GET', `getInfo/getLawyerInfoDto/${w.dutyLawyer.lawyerId}`);
    expect(card.body.legalService).toEqual({
      fieldsOfPractice: [
        { id: 1, name: 'Jinoyat huquqi' },
        { id: 3, name: 'Oila huquqi' },
      ],
      officeAddress: 'Samarqand, Amir Temur koʻchasi 12',
      receptionHours: 'Du–Ju 09:00–18:00',
    });
  });

  it('refuses six fields, an unknown field, no languages and a chamber; nothing changes', async () => {
    await post(w.colleague, 'getInfo/lawyerMainTypeCreate', { mainTypeIds: [2] });
    const before = await counts();
    const langs = await ctx.db
      .select()
      .from(lawyerLanguages)
      .where(eq(lawyerLanguages.lawyerId, w.colleague.lawyerId!));
    const six = await post(
      w.colleague,
      'getInfo/lawyerMainTypeCreate',
      { mainTypeIds: [1, 2, 3, 4, 5, 6] },
      'ru',
    );
    expect(six.status).toBe(400);
    expect(six.body.message).toContain('Выберите не более 5 направлений практики');
    const unknown = await post(w.colleague, 'getInfo/lawyerMainTypeCreate', { mainTypeIds: [999] });
    expect(unknown.status).toBe(400);
    const none = await post(w.colleague, 'getInfo/legalServiceUpdate', { languageIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('This field can not be empty');
    expect((await post(w.regionChamber, 'getInfo/lawyerMainTypeCreate', { mainTypeIds: [1] })).status).toBe(
      403,
    );
    expect((await get(w.regionChamber, 'getInfo/legalServiceInfo')).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect(
      await ctx.db.select().from(lawyerLanguages).where(eq(lawyerLanguages.lawyerId, w.colleague.lawyerId!)),
    ).toEqual(langs);
    expect(
      (await get(w.colleague, 'getInfo/lawyerMainTypes')).body.list.map((f: { id: number }) => f.id),
    ).toEqual([2]);
  });
});

describe('rating marks (lawyerBallCreate)', () => {
  it('the region’s chamber and the republic chamber mark a lawyer with a reason; the lawyer sees the mean', async () => {
    const reason = 'Ishlarni oʻz vaqtida va sifatli yuritadi';
    const first = await post(w.regionChamber, 'getInfo/lawyerBallCreate', {
      lawyerId: w.dutyLawyer.lawyerId,
      ball: 5,
      reason,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ ball: 5, reason, givenBy: { role: 'REGION_CHAMBER' } });
    const second = await post(w.republicChamber, 'getInfo/lawyerBallCreate', {
      lawyerId: w.dutyLawyer.lawyerId,
      ball: 4,
      reason: 'Shikoyat boʻyicha tushuntirish kechikdi',
    });
    expect(second.status).toBe(200);
    const seen = await get(w.dutyLawyer, 'getInfo/lawyerBallList');
    expect(seen.body).toMatchObject({ total: 2, rating: 4.5, can: { mark: false } });
    const chamber = await get(w.regionChamber, `getInfo/lawyerBallList?lawyerId=${w.dutyLawyer.lawyerId}`);
    expect(chamber.body.can).toEqual({ mark: true });
  });

  it('refuses another region’s chamber, ADMIN, a lawyer, a mark out of scale and a short reason', async () => {
    const before = await counts();
    const body = { lawyerId: w.stranger.lawyerId, ball: 3, reason: 'Sababi yozilgan izoh' };
    expect((await post(w.regionChamber, 'getInfo/lawyerBallCreate', body)).status).toBe(404);
    const admin = await post(w.admin, 'getInfo/lawyerBallCreate', body);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(
      'Only the chamber of the lawyer’s region or the republic chamber can give this lawyer a mark',
    );
    expect((await post(w.colleague, 'getInfo/lawyerBallCreate', body)).status).toBe(403);
    const scale = await post(w.republicChamber, 'getInfo/lawyerBallCreate', { ...body, ball: 6 }, 'ru');
    expect(scale.status).toBe(400);
    expect(scale.body.message).toContain('Оценка должна быть целым числом от 1 до 5');
    const short = await post(w.republicChamber, 'getInfo/lawyerBallCreate', { ...body, reason: 'yomon' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('reason');
    const empty = await post(w.republicChamber, 'getInfo/lawyerBallCreate', { ...body, reason: '   ' });
    expect(empty.body.message).toContain('This field can not be empty');
    expect(await counts()).toEqual(before);
    expect(
      (await get(w.otherRegionChamber, `getInfo/lawyerBallList?lawyerId=${w.dutyLawyer.lawyerId}`)).status,
    ).toBe(404);
  });
});
