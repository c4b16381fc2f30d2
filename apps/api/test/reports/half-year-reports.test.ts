/**
 * Half-year reports through HTTP, real PostgreSQL, real gov-sim (signing client with the
 * personas' key cards, verification server), the app's clock on 20 July 2026 (the first half of 2026 is
 * ten days late): the director's report is prefilled from the structure's orders, appeals and staff;
 * signed; the Samarqand chamber returns it with a reason; the director corrects and signs again; the
 * region accepts it and its sum grows by exactly that report; the republic chamber accepts, the ministry
 * signs; the public check confirms it. Refusals change nothing: a signature of someone else than the
 * director, a chamber of another region, a step out of turn.
 */
import { emptyReportForms, reportPeriod, tashkentToday } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import {
  appeals,
  contragents,
  halfYearReports,
  notifications,
  orders,
  signatures,
  statusHistory,
} from '../../src/db/schema';
import { addLawyer, addPerson, addStructure, population, someone } from '../helpers/legal-aid-fixtures';
import {
  buildWorld,
  callApi,
  type Member,
  member,
  SAMARQAND,
  signAs,
  TASHKENT_CITY,
} from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { inFour } from '../helpers/languages';

const clock = manualClock('2026-07-20T06:00:00Z');
const { sim, ctx, w, call } = useWorld(buildWorld, { clock });
let ministry: Member;
let lateStructureId: number;

let sequence = 0;
async function addOrder(contragentId: number, lawyerId: number, orderDate: string, type = 'ELECTRONIC') {
  sequence++;
  await ctx.db.insert(orders).values({
    type: type as 'ELECTRONIC',
    status: 'CREATED',
    lawyerId,
    authorPersonId: w.director.personId,
    scope: 'CONTRAGENT',
    contragentId,
    number: `2026/${String(sequence).padStart(6, '0')}`,
    numberYear: 2026,
    numberSequence: sequence,
    orderDate,
  });
}

beforeAll(async () => {
  ministry = await member(ctx.db, population.persona('ministry'), { role: 'MINISTRY' });
  const directorLawyer = w.director.lawyerId!;
  // The half-year: two orders (one paper) and a pro bono appeal the director took; outside it: an order
  // in August and one of another structure.
  await addOrder(w.structureId, directorLawyer, '2026-02-10');
  await addOrder(w.structureId, directorLawyer, '2026-05-05', 'PAPER');
  await addOrder(w.structureId, directorLawyer, '2026-07-02');
  await addOrder(w.otherStructureId, w.stranger.lawyerId!, '2026-03-01');
  await ctx.db.insert(appeals).values({
    kind: 'PRO_BONO',
    status: 'ACCEPTED',
    authorPersonId: w.user.personId,
    fieldId: 6,
    brief: 'Pensiya',
    content: 'Yordam soʻrayman',
    wordCount: 2,
    consentAt: new Date('2026-03-01T05:00:00Z'),
    lawyerId: directorLawyer,
    acceptedAt: new Date('2026-03-02T05:00:00Z'),
  });
  // A second Samarqand structure whose director has not reported: late.
  const lateDirector = await addPerson(ctx.db, someone(64));
  lateStructureId = (await addStructure(ctx.db, SAMARQAND, '"Kechikkan" advokatlik byurosi', lateDirector))
    .id;
  await addLawyer(ctx.db, someone(65), { regionId: SAMARQAND, contragentId: lateStructureId });
}, 60_000);

const historyCount = async (id: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(statusHistory)
      .where(eq(statusHistory.entityId, id))
      .then((rows) => rows)
  )[0]!.n;
const signatureCount = async () => (await ctx.db.select({ n: count() }).from(signatures))[0]!.n;
const statusOf = async (id: number) =>
  (await ctx.db.select().from(halfYearReports).where(eq(halfYearReports.id, id)))[0]!.status;

async function sign(who: Member, id: number, signer: Member = who) {
  const report = await call(w.director, 'GET', `halfYearReport/${id}`);
  const pkcs7 = await signAs(sim, signer, report.body.signingContent);
  return call(who, 'POST', 'halfYearReport/sign', { id, pkcs7 });
}

/** How many notifications of `kind` about report `id` a member has. */
const toldOf = async (who: Member, kind: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.recipientPersonId, who.personId))).filter(
    (n) => n.kind === kind,
  ).length;

const samarqandSum = async (who: Member) => {
  const res = await call(who, 'GET', 'halfYearReport/sums?year=2026&half=1');
  expect(res.status).toBe(200);
  return res.body.regions.find((r: { regionId: number }) => r.regionId === SAMARQAND);
};

describe('a half-year report from the director to the ministry', () => {
  let id: number;
  let publicId: string;

  it('is made prefilled from the half-year of the structure’s records; once per half-year', async () => {
    const res = await call(w.director, 'POST', 'halfYearReport/create', { year: 2026, half: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'DRAFT',
      period: { year: 2026, half: 1, from: '2026-01-01', to: '2026-06-30', due: '2026-07-10' },
      daysLate: 10,
      structure: { id: w.structureId, regionId: SAMARQAND },
      can: { update: true, sign: true, accept: false, return: false },
      history: [{ fromStatus: null, toStatus: 'DRAFT', event: 'CREATE' }],
    });
    expect(res.body.prefilled.form1).toMatchObject({ lawyersAtStart: 3, lawyersJoined: 0, lawyersAtEnd: 3 });
    expect(res.body.prefilled.form2).toMatchObject({ ordersIssued: 2, ordersPaper: 1, appealsProBono: 1 });
    expect(res.body.forms).toEqual(res.body.prefilled);
    id = res.body.id;

    const again = await call(w.director, 'POST', 'halfYearReport/create', { year: 2026, half: 1 });
    expect(again).toMatchObject({ status: 422, body: { field: 'half' } });
    expect(again.body.message).toBe('The report of this half-year exists');
    const future = await call(w.director, 'POST', 'halfYearReport/create', { year: 2027, half: 1 });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe('This half-year has not begun');
    // A lawyer of the structure does not make reports; a chamber does not see a draft.
    expect((await call(w.colleague, 'POST', 'halfYearReport/create', { year: 2026, half: 1 })).status).toBe(
      403,
    );
    expect((await call(w.regionChamber, 'GET', `halfYearReport/${id}`)).status).toBe(404);
    expect((await call(w.regionChamber, 'GET', 'halfYearReport/list')).body).toEqual({ list: [], total: 0 });
  });

  it('the director edits the figures; a figure below zero is refused naming it', async () => {
    const report = (await call(w.director, 'GET', `halfYearReport/${id}`)).body;
    const forms = { ...report.forms, form2: { ...report.forms.form2, consultations: 12 } };
    forms.form3 = { ...forms.form3, feesReceivedSum: 5_000_000 };
    const bad = await call(w.director, 'POST', 'halfYearReport/update', {
      id,
      forms: { ...forms, form4: { ...forms.form4, trainingHours: -1 } },
    });
    expect(bad).toMatchObject({ status: 400, body: { field: 'forms.form4.trainingHours' } });
    const res = await call(w.director, 'POST', 'halfYearReport/update', { id, forms });
    expect(res.status).toBe(200);
    expect(res.body.forms.form2.consultations).toBe(12);
    expect(res.body.prefilled.form2.consultations).toBe(0);
  });

  it('refuses a signature made by someone other than the director, and saves nothing', async () => {
    const before = { signatures: await signatureCount(), history: await historyCount(id) };
    const res = await sign(w.director, id, w.colleague);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The PINFL in this key does not match yours. Choose your own key.');
    expect(await statusOf(id)).toBe('DRAFT');
    expect({ signatures: await signatureCount(), history: await historyCount(id) }).toEqual(before);
    // A lawyer of the structure may not sign it at all.
    expect((await sign(w.colleague, id)).status).toBe(403);
  });

  it('the director signs it; the public check confirms the signed report', async () => {
    const res = await sign(w.director, id);
    // the regional chamber of the report's region is told it waits for them; the other region's is not
    expect(await toldOf(w.regionChamber, 'REPORT_TO_REVIEW')).toBe(1);
    expect(await toldOf(w.otherRegionChamber, 'REPORT_TO_REVIEW')).toBe(0);
    expect(await toldOf(w.republicChamber, 'REPORT_TO_REVIEW')).toBe(0);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'DIRECTOR_SIGNED',
      daysLate: 0,
      directorSignature: { signerPinfl: w.director.pinfl },
      signedOn: '2026-07-20',
      can: { update: false, sign: false },
    });
    publicId = res.body.publicId;
    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${publicId}`);
    expect(check.body).toMatchObject({
      kind: 'REPORT',
      status: 'VALID',
      holderName: expect.stringContaining('Samarqand'),
    });
  });

  it('a chamber of another region may not accept it, and out of turn nobody may: nothing changes', async () => {
    const before = await historyCount(id);
    const other = await call(w.otherRegionChamber, 'POST', 'halfYearReport/accept', { id });
    expect(other.status).toBe(404);
    expect(other.body.message).toBeTruthy();
    expect(
      (await call(w.otherRegionChamber, 'POST', 'halfYearReport/return', { id, reason: 'x' })).status,
    ).toBe(404);
    const early = await call(w.republicChamber, 'POST', 'halfYearReport/accept', { id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Half-year report is “Signed by the director”: not possible now');
    expect(await statusOf(id)).toBe('DIRECTOR_SIGNED');
    expect(await historyCount(id)).toBe(before);
  });

  it('the regional chamber returns it with a reason; the director is told; the check is revoked', async () => {
    const seen = await call(w.regionChamber, 'GET', `halfYearReport/${id}`);
    expect(seen.body.can).toEqual({ update: false, sign: false, accept: true, return: true });
    const res = await call(w.regionChamber, 'POST', 'halfYearReport/return', {
      id,
      reason: 'Form 2: consultations are missing their journal',
    });
    expect(res.body).toMatchObject({
      status: 'CANCELED',
      returnReason: 'Form 2: consultations are missing their journal',
      publicId: null,
    });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.director.personId));
    expect(told.map((n) => n.kind)).toContain('REPORT_RETURNED');
    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${publicId}`);
    expect(check.body).toMatchObject({ status: 'REVOKED' });
  });

  it('the director corrects and signs again; the region accepts and its sum grows by exactly the report', async () => {
    const report = (await call(w.director, 'GET', `halfYearReport/${id}`)).body;
    expect(report.can).toMatchObject({ update: true, sign: false });
    const forms = { ...report.forms, form2: { ...report.forms.form2, consultations: 9 } };
    const edited = await call(w.director, 'POST', 'halfYearReport/update', { id, forms });
    expect(edited.body.status).toBe('DRAFT');
    expect((await sign(w.director, id)).body.status).toBe('DIRECTOR_SIGNED');

    const before = await samarqandSum(w.regionChamber);
    expect(before).toMatchObject({ handedIn: 1, accepted: 0, late: 1, structures: 2 });
    expect(await toldOf(w.regionChamber, 'REPORT_TO_REVIEW')).toBe(2);
    const res = await call(w.regionChamber, 'POST', 'halfYearReport/accept', { id });
    expect(res.body.status).toBe('REGION_PALATA_ACCEPTED');
    // now the republic chamber's turn, and the director hears of the acceptance
    expect(await toldOf(w.republicChamber, 'REPORT_TO_REVIEW')).toBe(1);
    expect(await toldOf(w.director, 'REPORT_ACCEPTED')).toBe(1);
    const after = await samarqandSum(w.regionChamber);
    expect(after.accepted).toBe(1);
    for (const form of ['form1', 'form2', 'form3', 'form4'] as const)
      for (const [field, value] of Object.entries(forms[form]))
        expect(after.forms[form][field] - before.forms[form][field], `${form}.${field}`).toBe(value);
    expect(after.forms.form2).toMatchObject({ ordersIssued: 2, consultations: 9 });
    // The regional chamber sees only its region.
    const own = await call(w.regionChamber, 'GET', 'halfYearReport/sums?year=2026&half=1');
    expect(own.body.regions.map((r: { regionId: number }) => r.regionId)).toEqual([SAMARQAND]);
  });

  it('the director’s notice of the acceptance names the step and the half-year in words, in every language', async () => {
    const halfYearWords = {
      eng: /\d{4}, (January–June|July–December)/,
      ru: /\d{4}, (январь–июнь|июль–декабрь)/,
      lt: /\d{4}, (yanvar–iyun|iyul–dekabr)/,
      uz: /\d{4}, (январь–июнь|июль–декабрь)/,
    };
    const expected = inFour(
      'Hududiy palata qabul qilgan',
      'Принят региональной палатой',
      'Accepted by the regional chamber',
    );
    for (const [lang, label] of Object.entries(expected)) {
      const res = await callApi(ctx, w.director, 'GET', 'getInfo/notificationList', undefined, {
        'accept-language': lang,
      });
      expect(res.status).toBe(200);
      const accepted = (res.body.list as { kind: string; text: string }[]).filter(
        (n) => n.kind === 'REPORT_ACCEPTED',
      );
      expect(accepted, lang).toHaveLength(1);
      expect(accepted[0]!.text, lang).toContain(label);
      expect(accepted[0]!.text, lang).not.toMatch(/REGION_PALATA_ACCEPTED|common:|status\./);
      // the half-year in words of the language, not "2026/1"
      expect(accepted[0]!.text, lang).toMatch(halfYearWords[lang as keyof typeof halfYearWords]);
      expect(accepted[0]!.text, lang).not.toMatch(/\d{4}\/[12]|reports:|\{\{/);
    }
  });

  it('the chamber sees who is late: the structure that has not signed, 10 days after the due date', async () => {
    const late = await call(w.regionChamber, 'GET', 'halfYearReport/late?year=2026&half=1');
    expect(late.body.list).toEqual([
      expect.objectContaining({ contragentId: lateStructureId, reportId: null, status: null, daysLate: 10 }),
    ]);
    const tashkent = await call(w.otherRegionChamber, 'GET', 'halfYearReport/late?year=2026&half=1');
    expect(tashkent.body.list.map((l: { contragentId: number }) => l.contragentId)).not.toContain(
      lateStructureId,
    );
  });

  it('the republic chamber accepts, the ministry signs; they see every region and the country’s total', async () => {
    expect((await call(w.republicChamber, 'POST', 'halfYearReport/accept', { id })).body.status).toBe(
      'REPUBLIC_PALATA_ACCEPTED',
    );
    expect(await toldOf(ministry, 'REPORT_TO_REVIEW')).toBe(1);
    const byMinistry = await call(ministry, 'POST', 'halfYearReport/accept', { id });
    expect(await toldOf(w.director, 'REPORT_ACCEPTED')).toBe(3);
    expect(await toldOf(ministry, 'REPORT_TO_REVIEW')).toBe(1);
    expect(byMinistry.body).toMatchObject({
      status: 'MINISTRY_SIGNED',
      can: { accept: false, return: false },
    });
    expect(byMinistry.body.history.map((h: { event: string }) => h.event)).toEqual([
      'CREATE',
      'SIGN',
      'RETURN',
      'EDIT',
      'SIGN',
      'REGION_ACCEPT',
      'REPUBLIC_ACCEPT',
      'MINISTRY_SIGN',
    ]);
    const sums = await call(ministry, 'GET', 'halfYearReport/sums?year=2026&half=1');
    expect(sums.body.regions).toHaveLength(14);
    expect(sums.body.total.form2.ordersIssued).toBe(2);
    expect(sums.body.regions.find((r: { regionId: number }) => r.regionId === TASHKENT_CITY).accepted).toBe(
      0,
    );
    const list = await call(ministry, 'GET', 'halfYearReport/list?year=2026&half=1');
    expect(list.body.list.map((r: { id: number }) => r.id)).toEqual([id]);

    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${byMinistry.body.publicId}`);
    expect(check.body).toMatchObject({ kind: 'REPORT', status: 'VALID' });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v.1/halfYearReport/pdf/${id}`,
      headers: ministry.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('a director who is no lawyer (NEW_DIRECTOR) is told the report is late and makes it for their structure', async () => {
    const newDirector = await member(ctx.db, someone(64));
    expect((await call(newDirector, 'GET', 'account/current')).body.role).toBe('NEW_DIRECTOR');
    const home = await call(newDirector, 'GET', 'account/home');
    // January-June, due on 10 July, is not handed in on the clock's 20 July: late
    expect(home.body.pending).toContainEqual({
      id: 'report-due',
      count: 1,
      due: reportPeriod(2026, 1).due,
      filter: {},
    });
    expect(reportPeriod(2026, 1).due < tashkentToday(clock.now())).toBe(true);
    const made = await call(newDirector, 'POST', 'halfYearReport/create', { year: 2026, half: 1 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      status: 'DRAFT',
      structure: { id: lateStructureId },
      can: { update: true, sign: true },
    });
    const own = await call(newDirector, 'GET', 'halfYearReport/list');
    expect(own.body.list.map((r: { id: number }) => r.id)).toEqual([made.body.id]);
  });

  it('lists a half-year’s reports by the structure’s name without its quotation marks, as renamed', async () => {
    const named = async (name: string) => {
      const structure = await addStructure(ctx.db, TASHKENT_CITY, name);
      const [report] = await ctx.db
        .insert(halfYearReports)
        .values({
          contragentId: structure.id,
          regionId: TASHKENT_CITY,
          year: 2019,
          half: 1,
          status: 'MINISTRY_SIGNED',
          forms: emptyReportForms(),
          prefilled: emptyReportForms(),
        })
        .returning();
      return { structure, report: report! };
    };
    const zafar = await named('«Zafar» advokatlik byurosi');
    const adolat = await named('Adolat advokatlik firmasi');
    const bobur = await named('“Bobur” advokatlik idorasi');
    const listed = async () =>
      (await call(ministry, 'GET', 'halfYearReport/list?year=2019&half=1')).body.list.map(
        (r: { structure: { name: string } }) => r.structure.name,
      );
    expect(await listed()).toEqual([adolat, bobur, zafar].map((x) => x.structure.name));
    await ctx.db
      .update(contragents)
      .set({ name: 'Yangi Adolat advokatlik firmasi' })
      .where(eq(contragents.id, adolat.structure.id));
    expect(await listed()).toEqual([
      bobur.structure.name,
      'Yangi Adolat advokatlik firmasi',
      zafar.structure.name,
    ]);
  });
});
