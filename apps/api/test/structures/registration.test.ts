/**
 * Structure data and registration through HTTP on a real PostgreSQL and the real gov-sim
 * tax registry: the tax registry's company by INN, a filing by the company's director (NEW_DIRECTOR
 * meanwhile), the regional chamber's decision (DIRECTOR afterwards), the identifier rules and the two
 * business errors of spec section 8, each refusal changing nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contragents,
  employments,
  lawyers,
  notifications,
  statusHistory,
  structureRegistrations,
} from '../../src/db/schema';
import { signInPerson } from '../../src/modules/auth/sessions';
import { loginStatusOf } from '../../src/modules/auth/login-status';
import { addLawyer, addStructure, someone } from '../helpers/legal-aid-fixtures';
import { buildWorld, callApi, member, type Member, SAMARQAND } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w, call } = useWorld(buildWorld);
/** A lawyer of the other structure whom the tax registry names as director of company 390000170. */
let founder: Member;
const FOUNDER_INN = '390000170';

beforeAll(async () => {
  const l = await addLawyer(ctx.db, someone(70), { regionId: SAMARQAND, contragentId: w.otherStructureId });
  founder = await member(ctx.db, someone(70), { lawyerId: l.lawyerId });
}, 60_000);

const form = (overrides: Record<string, unknown> = {}) => ({
  stir: FOUNDER_INN,
  name: '"Adolat yoʻli" advokatlik byurosi',
  shortName: 'Adolat yoʻli',
  typeId: 1,
  regionId: SAMARQAND,
  legalAddress: 'Samarqand shahri, Registon koʻchasi, 5-uy',
  physicalAddress: null,
  latitude: 39.65,
  longitude: 66.96,
  phone: '+998 66 233 01 02',
  fax: null,
  email: 'info@adolat-yoli.uz',
  postalIndex: '140100',
  bankName: '"Xalq banki" AJ',
  mfo: '00531',
  bankAccount: '20208000900123456777',
  ...overrides,
});

const rows = () =>
  rowCounts(ctx.db, { filings: structureRegistrations, structures: contragents, history: statusHistory });

describe('the tax registry through candidateDocument/call-api', () => {
  it('prefills from the company by INN and says whether the caller is its director', async () => {
    const res = await call(founder, 'POST', 'candidateDocument/call-api', { inn: FOUNDER_INN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      inn: FOUNDER_INN,
      directorIsYou: true,
      alreadyRegistered: false,
      status: 'ACTIVE',
    });
    const other = await call(founder, 'POST', 'candidateDocument/call-api', { inn: '390000171' });
    expect(other.body).toMatchObject({ directorIsYou: false });
  });

  it('refuses an INN the tax registry does not know: "This structure is not registered."', async () => {
    const res = await call(founder, 'POST', 'candidateDocument/call-api', { inn: '299999999' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'This structure is not registered.', field: 'inn' });
    expect((await call(founder, 'POST', 'candidateDocument/call-api', { inn: '12345' })).status).toBe(400);
  });
});

describe('filing a registration (POST getInfo/updateOwnContragent)', () => {
  it('refuses bad identifiers field by field, in the caller’s language, saving nothing', async () => {
    const before = await rows();
    for (const [field, value, message] of [
      ['stir', '123', 'STIR 9 ta raqamdan iborat boʻlishi kerak'],
      ['mfo', '0053', 'Bank MFO kodi 5 ta raqamdan iborat boʻlishi kerak'],
      ['bankAccount', '2020800090012345677', 'Hisob raqami 20 ta raqamdan iborat boʻlishi kerak'],
      ['phone', '+99866233010', 'Telefon raqami +998 va 9 ta raqamdan iborat boʻlishi kerak'],
      ['postalIndex', '14010', 'Pochta indeksi 6 ta raqamdan iborat boʻlishi kerak'],
    ] as const) {
      const res = await callApi(
        ctx,
        founder,
        'POST',
        'getInfo/updateOwnContragent',
        form({ [field]: value }),
        {
          'accept-language': 'lt',
        },
      );
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses an unknown INN, a liquidated company and a company the caller does not direct', async () => {
    const before = await rows();
    const unknown = await call(founder, 'POST', 'getInfo/updateOwnContragent', form({ stir: '299999999' }));
    expect(unknown).toMatchObject({ status: 422, body: { message: 'This structure is not registered.' } });
    const notMine = await call(founder, 'POST', 'getInfo/updateOwnContragent', form({ stir: '390000171' }));
    expect(notMine.status).toBe(422);
    expect(notMine.body.message).toMatch(/does not name you as this company’s director/);
    expect(await rows()).toEqual(before);
  });

  it('refuses a structure registered twice: "This advocacy structure already exists."', async () => {
    const l = await addLawyer(ctx.db, someone(72), { regionId: SAMARQAND });
    const twice = await member(ctx.db, someone(72), { lawyerId: l.lawyerId });
    const existing = await addStructure(ctx.db, SAMARQAND, 'Eski byuro');
    await ctx.db.update(contragents).set({ stir: '390000172' }).where(eq(contragents.id, existing.id));
    const before = await rows();
    const res = await call(twice, 'POST', 'getInfo/updateOwnContragent', form({ stir: '390000172' }));
    expect(res).toMatchObject({ status: 409, body: { message: 'This advocacy structure already exists.' } });
    expect(await rows()).toEqual(before);
  });

  it('files it: SEND with its history, the Samarqand chamber notified; the applicant signs in as NEW_DIRECTOR', async () => {
    const res = await call(founder, 'POST', 'getInfo/updateOwnContragent', form());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      structure: null,
      registration: {
        status: 'SEND',
        data: { stir: FOUNDER_INN, phone: '+998662330102', mfo: '00531' },
        history: [{ fromStatus: null, toStatus: 'SEND', event: 'CREATE' }],
      },
      can: { edit: true, register: false },
    });
    const toChamber = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.regionChamber.personId));
    expect(toChamber.map((n) => n.kind)).toContain('STRUCTURE_REGISTRATION_FILED');
    expect(await loginStatusOf(ctx.db, founder.personId)).toMatchObject({
      role: 'NEW_DIRECTOR',
      status: null,
    });
  });

  it('files the same INN once even when the form is sent twice at the same time (never a second filing)', async () => {
    const l = await addLawyer(ctx.db, someone(73), { regionId: SAMARQAND });
    const racer = await member(ctx.db, someone(73), { lawyerId: l.lawyerId });
    const [a, b] = await Promise.all([
      call(racer, 'POST', 'getInfo/updateOwnContragent', form({ stir: '390000173' })),
      call(racer, 'POST', 'getInfo/updateOwnContragent', form({ stir: '390000173' })),
    ]);
    // Only the company's director may file its INN, so a race is one person sending the form twice (a double
    // click). The second either loses the insert (409 "already exists") or, when the first has committed
    // already, saves the same filing again (200): never a second filing.
    expect([a.status, b.status]).toContain(200);
    for (const status of [a.status, b.status]) expect([200, 409]).toContain(status);
    const filed = await ctx.db
      .select()
      .from(structureRegistrations)
      .where(eq(structureRegistrations.stir, '390000173'));
    expect(filed).toHaveLength(1);
  });
});

describe('the regional chamber decides', () => {
  it('shows the filing only to the chamber of its region', async () => {
    const mine = await call(w.regionChamber, 'GET', 'structure-registration/list?status=SEND');
    const filing = mine.body.list.find((r: { data: { stir: string } }) => r.data.stir === FOUNDER_INN);
    expect(filing).toMatchObject({ can: { accept: true, reject: true }, applicantName: expect.any(String) });
    const other = await call(w.otherRegionChamber, 'GET', 'structure-registration/list');
    expect(other.body.list.map((r: { data: { stir: string } }) => r.data.stir)).not.toContain(FOUNDER_INN);
    expect(
      (await call(w.otherRegionChamber, 'POST', 'structure-registration/accept', { id: filing.id })).status,
    ).toBe(404);
    expect((await call(founder, 'POST', 'structure-registration/accept', { id: filing.id })).status).toBe(
      403,
    );
  });

  it('accepts: the structure exists, its director is employed by it and signs in as DIRECTOR', async () => {
    const [filing] = await ctx.db
      .select()
      .from(structureRegistrations)
      .where(eq(structureRegistrations.stir, FOUNDER_INN));
    const res = await call(w.regionChamber, 'POST', 'structure-registration/accept', { id: filing!.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ACCEPTED', contragentId: expect.any(Number) });
    const [structure] = await ctx.db.select().from(contragents).where(eq(contragents.stir, FOUNDER_INN));
    expect(structure).toMatchObject({
      directorPersonId: founder.personId,
      regionId: SAMARQAND,
      mfo: '00531',
    });
    const [lawyer] = await ctx.db.select().from(lawyers).where(eq(lawyers.personId, founder.personId));
    expect(lawyer!.contragentId).toBe(structure!.id); // the public directory's current structure
    const jobs = await ctx.db.select().from(employments).where(eq(employments.lawyerId, lawyer!.id));
    expect(jobs.filter((j) => j.endDate === null).map((j) => j.contragentId)).toEqual([structure!.id]);

    const again = await signInPerson(ctx.db, {
      personId: founder.personId,
      method: 'SSO',
      ttlMs: 60_000,
      now: new Date(),
    });
    expect(again).toMatchObject({ status: 'LAWYER', isDirector: true, contragentId: structure!.id });
    const director = { ...founder, headers: { ...founder.headers, authorization: `Bearer ${again.token}` } };
    const own = await call(director, 'GET', 'getInfo/updateOwnContragent');
    expect(own.body).toMatchObject({
      structure: { id: structure!.id, stir: FOUNDER_INN },
      can: { edit: true },
    });

    const edited = await call(
      director,
      'POST',
      'getInfo/updateOwnContragent',
      form({ phone: '+998662330999' }),
    );
    expect(edited.body).toMatchObject({ structure: { phone: '+998662330999' } });
    const moved = await call(director, 'POST', 'getInfo/updateOwnContragent', form({ stir: '390000174' }));
    expect(moved.status).toBe(400);

    const twice = await call(w.regionChamber, 'POST', 'structure-registration/accept', { id: filing!.id });
    expect(twice.status).toBe(409);
    const toFounder = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, founder.personId));
    expect(toFounder.map((n) => n.kind)).toContain('STRUCTURE_REGISTRATION_ACCEPTED');
  });

  it('rejects with a reason (required), which the applicant reads; they may file again', async () => {
    const [filing] = await ctx.db
      .select()
      .from(structureRegistrations)
      .where(eq(structureRegistrations.stir, '390000173'));
    const noReason = await call(w.regionChamber, 'POST', 'structure-registration/reject', {
      id: filing!.id,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const res = await call(w.regionChamber, 'POST', 'structure-registration/reject', {
      id: filing!.id,
      reason: 'Ustav nusxasi ilova qilinmagan',
    });
    expect(res.body).toMatchObject({
      status: 'REJECTED',
      history: [{ toStatus: 'SEND' }, { toStatus: 'REJECTED', comment: 'Ustav nusxasi ilova qilinmagan' }],
    });
    const status = await loginStatusOf(ctx.db, filing!.applicantPersonId);
    expect(status.role).toBe('LAWYER');
  });
});
