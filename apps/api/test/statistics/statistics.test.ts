/**
 * The statistics dashboard against a hand-built data set: every figure, for the country and by region
 * and month (the Tashkent month's first instant included, the instant before it not), the regional
 * chamber's own region only, and the export read back as CSV and as a spreadsheet with the same figures.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyReportForms } from '@portal/domain';
import {
  appealRegions,
  appeals,
  candidateDocuments,
  checklists,
  expertiseOrganizations,
  expertiseRequests,
  expertiseResearchTypes,
  files,
  halfYearReports,
  internships,
  investigatorRequests,
  lawyerCertificates,
  lawyerRequests,
  lawyers,
  orders,
  requestTypes,
} from '../../src/db/schema';
import { addLawyer, addPerson, addStructure, someone } from '../helpers/legal-aid-fixtures';
import { callApi, type Json, member, type Member } from '../helpers/legal-aid-world';
import { useTestApp } from '../helpers/test-app';
import { eq } from 'drizzle-orm';

const ctx = useTestApp();
const SAMARQAND = 8;
const TASHKENT = 14;
const OCTOBER = '2026-10';
const SEPTEMBER = '2026-09';
/** Tashkent is UTC+5: October starts at 2026-09-30T19:00Z. */
const OCT_START = new Date('2026-09-30T19:00:00Z');
const inOctober = (hours: number) => new Date(OCT_START.getTime() + hours * 3_600_000);
const inSeptember = new Date('2026-09-30T18:59:59Z');

let ministry: Member;
let chamber: Member;

beforeAll(async () => {
  const db = ctx.db;
  ministry = await member(db, someone(80), { role: 'MINISTRY' });
  chamber = await member(db, someone(81), { role: 'REGION_CHAMBER', regionId: SAMARQAND });
  const lawyer = async (n: number, regionId: number, status?: 'INACTIVE_TEMPORARY') =>
    (await addLawyer(db, someone(n), { regionId, ...(status ? { status } : {}) })).lawyerId;
  const l1 = await lawyer(82, SAMARQAND);
  const l2 = await lawyer(83, SAMARQAND);
  await lawyer(84, SAMARQAND, 'INACTIVE_TEMPORARY');
  const l4 = await lawyer(85, TASHKENT);
  const l5 = await lawyer(86, TASHKENT);
  await db.update(lawyers).set({ status: 'INACTIVE_PERMANENT' }).where(eq(lawyers.id, l5));

  const investigator = await addPerson(db, someone(87));
  const request = (
    regionId: number,
    status: (typeof investigatorRequests.$inferInsert)['status'],
    createdAt: Date,
    acceptMinutes?: number,
  ) => ({
    status,
    investigatorPersonId: investigator,
    caseNumber: 'K-1',
    personPinfl: someone(88).pinfl,
    regionId,
    languageId: 1,
    legalAidId: 2,
    attendancePlace: 'IIB',
    attendanceAt: new Date(createdAt.getTime() + 86_400_000),
    createdAt,
    acceptedAt: acceptMinutes === undefined ? null : new Date(createdAt.getTime() + acceptMinutes * 60_000),
    pickedLawyerId: acceptMinutes === undefined ? null : l1,
  });
  const requests = await db
    .insert(investigatorRequests)
    .values([
      request(SAMARQAND, 'SEND', inOctober(1)),
      request(SAMARQAND, 'ACCEPTED', OCT_START, 30),
      request(SAMARQAND, 'COMPLETED', inOctober(50), 90),
      request(SAMARQAND, 'WAIT', inOctober(3)),
      request(SAMARQAND, 'EXPIRED', inOctober(4)),
      request(SAMARQAND, 'PERSON_NOT_FOUND', inOctober(5)),
      request(TASHKENT, 'ACCEPTED', inOctober(6), 120),
      request(TASHKENT, 'WAIT', inOctober(7)),
      request(SAMARQAND, 'SEND', inSeptember),
    ])
    .returning({ id: investigatorRequests.id });

  const order = (
    lawyerId: number,
    type: 'ELECTRONIC' | 'PAPER',
    status: 'DRAFT' | 'CREATED',
    createdAt: Date,
  ) => ({
    type,
    status,
    lawyerId,
    authorPersonId: investigator,
    scope: 'PERSONAL' as const,
    createdAt,
  });
  const writtenOrders = await db
    .insert(orders)
    .values([
      order(l1, 'ELECTRONIC', 'CREATED', inOctober(1)),
      order(l1, 'PAPER', 'CREATED', inOctober(2)),
      order(l1, 'ELECTRONIC', 'DRAFT', inOctober(3)),
      order(l4, 'ELECTRONIC', 'CREATED', inOctober(4)),
      order(l4, 'PAPER', 'CREATED', inSeptember),
    ])
    .returning({ id: orders.id });

  const appeal = async (kind: 'PRO_BONO' | 'STATE_FUNDED', createdAt: Date, regionIds: number[]) => {
    const [row] = await db
      .insert(appeals)
      .values({
        kind,
        status: 'SEND',
        authorPersonId: investigator,
        fieldId: 1,
        brief: 'brief',
        content: 'content',
        wordCount: 1,
        consentAt: createdAt,
        createdAt,
      })
      .returning();
    await db.insert(appealRegions).values(regionIds.map((regionId) => ({ appealId: row!.id, regionId })));
  };
  await appeal('PRO_BONO', inOctober(1), [SAMARQAND]);
  await appeal('PRO_BONO', inOctober(2), [SAMARQAND, TASHKENT]);
  await appeal('STATE_FUNDED', inOctober(3), [TASHKENT]);
  await appeal('PRO_BONO', inSeptember, [SAMARQAND]);

  // Checklists: handed over (FINISHED) in the month with their fee; the region is the request's.
  const checklist = (
    requestIndex: number,
    lawyerId: number,
    status: 'FINISHED' | 'AGREED',
    feeTiyin: number,
    finishedAt: Date | null,
  ) => ({
    requestId: requests[requestIndex]!.id,
    lawyerId,
    status,
    licenseTypeId: 1,
    legalAidId: 2,
    languageId: 1,
    attendanceDate: '2026-10-01',
    feeTiyin,
    finishedAt,
  });
  await db
    .insert(checklists)
    .values([
      checklist(1, l1, 'FINISHED', 150_000, inOctober(10)),
      checklist(6, l4, 'FINISHED', 250_000, inOctober(11)),
      checklist(2, l1, 'AGREED', 990_000, null),
      checklist(8, l1, 'FINISHED', 100_000, inSeptember),
    ]);

  // Lawyers' requests sent in the month, by kind, and the hours to decide those decided.
  const [requestType] = await db.select({ id: requestTypes.id }).from(requestTypes).limit(1);
  const lawyerRequest = (
    lawyerId: number,
    regionId: number,
    kind: 'LEGAL_AID' | 'CERTIFICATE_REPLACEMENT' | 'FREE_HELP',
    sentAt: Date,
    decideHours?: number,
  ) => ({
    lawyerId,
    authorPersonId: investigator,
    regionId,
    requestTypeId: requestType!.id,
    kind,
    status: decideHours === undefined ? ('SEND' as const) : ('ACCEPTED' as const),
    sentAt,
    decidedAt: decideHours === undefined ? null : new Date(sentAt.getTime() + decideHours * 3_600_000),
  });
  await db
    .insert(lawyerRequests)
    .values([
      lawyerRequest(l1, SAMARQAND, 'LEGAL_AID', inOctober(1), 10),
      lawyerRequest(l2, SAMARQAND, 'CERTIFICATE_REPLACEMENT', inOctober(2)),
      lawyerRequest(l4, TASHKENT, 'FREE_HELP', inOctober(3), 4),
      lawyerRequest(l1, SAMARQAND, 'LEGAL_AID', inSeptember, 2),
    ]);

  // Certificates: l1's ends in October, l2's ended in September, the others' years later.
  await db.update(lawyerCertificates).set({ endDate: '2031-01-01' });
  await db
    .update(lawyerCertificates)
    .set({ endDate: '2026-10-15' })
    .where(eq(lawyerCertificates.lawyerId, l1));
  await db
    .update(lawyerCertificates)
    .set({ endDate: '2026-09-20' })
    .where(eq(lawyerCertificates.lawyerId, l2));

  // Half-year reports signed in the month; late when signed after their half-year's due date.
  const samarqandFirm = await addStructure(db, SAMARQAND, 'Samarqand firm');
  const tashkentFirm = await addStructure(db, TASHKENT, 'Tashkent firm');
  const report = (firm: { id: number; regionId: number }, year: number, half: 1 | 2, signedOn: string) => ({
    contragentId: firm.id,
    regionId: firm.regionId,
    year,
    half,
    status: 'DIRECTOR_SIGNED',
    forms: emptyReportForms(),
    prefilled: emptyReportForms(),
    signedOn,
  });
  await db
    .insert(halfYearReports)
    .values([
      report(samarqandFirm, 2026, 1, '2026-10-05'),
      report(tashkentFirm, 2026, 2, '2026-10-20'),
      report(samarqandFirm, 2025, 2, '2026-09-30'),
      report(tashkentFirm, 2025, 2, '2026-01-09'),
    ]);

  // Candidates' filings made in the month; internships begun in it; interns at work now.
  const [photo] = await db
    .insert(files)
    .values({
      storageKey: 'stat/photo',
      originalName: 'p.jpg',
      size: 1,
      contentType: 'image/jpeg',
      sha256: '0',
    })
    .returning();
  const filing = async (n: number, regionId: number, createdAt: Date) =>
    (
      await db
        .insert(candidateDocuments)
        .values({
          personId: await addPerson(db, someone(n)),
          regionId,
          licenseTypeIds: [1],
          status: 'PASSED',
          photo1FileId: photo!.id,
          photo2FileId: photo!.id,
          createdAt,
        })
        .returning()
    )[0]!;
  const c1 = await filing(90, SAMARQAND, inOctober(1));
  await filing(91, TASHKENT, inOctober(2));
  const c3 = await filing(92, SAMARQAND, inSeptember);
  const internship = (c: typeof c1, startDate: string, status: 'ACTIVE' | 'FINISHED') => ({
    personId: c.personId,
    candidateDocumentId: c.id,
    contragentId: samarqandFirm.id,
    regionId: SAMARQAND,
    startDate,
    endDate: '2027-04-01',
    status,
  });
  await db
    .insert(internships)
    .values([internship(c1, '2026-10-12', 'ACTIVE'), internship(c3, '2026-09-15', 'FINISHED')]);

  // Expertise requests made in the month, by status; the region is the lawyer's.
  const [organization] = await db
    .select({ id: expertiseOrganizations.id })
    .from(expertiseOrganizations)
    .limit(1);
  const [research] = await db.select({ id: expertiseResearchTypes.id }).from(expertiseResearchTypes).limit(1);
  const expertise = (
    orderIndex: number,
    lawyerId: number,
    status: 'NEW' | 'UNDER_CONSIDERATION',
    createdAt: Date,
  ) => ({
    orderId: writtenOrders[orderIndex]!.id,
    lawyerId,
    authorPersonId: investigator,
    organizationId: organization!.id,
    researchTypeId: research!.id,
    questions: 'Savollar',
    status,
    createdAt,
  });
  await db
    .insert(expertiseRequests)
    .values([
      expertise(0, l1, 'NEW', inOctober(1)),
      expertise(1, l1, 'UNDER_CONSIDERATION', inOctober(2)),
      expertise(3, l4, 'NEW', inOctober(3)),
      expertise(0, l1, 'NEW', inSeptember),
    ]);
});

/** The dashboard's figures as `group.key -> value`, only those not zero. */
function figuresOf(body: Json): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of body.groups)
    for (const f of g.figures) if (f.value !== 0) out[`${g.id}.${f.key}`] = f.value;
  return out;
}

const dashboard = (who: Member, query: string, lang = 'eng') =>
  callApi(ctx, who, 'GET', `statistics/dashboard?${query}`, undefined, { 'accept-language': lang });

describe('statistics', () => {
  it('counts every figure from the records, for the country and by region and month', async () => {
    const septemberInSamarqand = {
      'requests.sent': 1,
      'appeals.PRO_BONO.SEND': 1,
      'licenses.ACTIVE': 2,
      'licenses.INACTIVE_TEMPORARY': 1,
      'checklists.handedOver': 1,
      'checklists.fees': 1000,
      'lawyerRequests.LEGAL_AID': 1,
      'lawyerRequests.hours': 2,
      'certificates.expiring': 1,
      'halfYearReports.submitted': 1,
      'halfYearReports.late': 1,
      'candidates.filed': 1,
      'candidates.internsStarted': 1,
      'candidates.internsActive': 1,
      'expertises.NEW': 1,
    };
    const expected: [string, Record<string, number>][] = [
      [
        `month=${OCTOBER}`,
        {
          'requests.sent': 7,
          'requests.accepted': 3,
          'requests.waiting': 2,
          'requests.expired': 1,
          'requests.minutes': 80,
          'orders.ELECTRONIC': 2,
          'orders.PAPER': 1,
          'appeals.PRO_BONO.SEND': 2,
          'appeals.STATE_FUNDED.SEND': 1,
          'licenses.ACTIVE': 3,
          'licenses.INACTIVE_TEMPORARY': 1,
          'licenses.INACTIVE_PERMANENT': 1,
          'checklists.handedOver': 2,
          'checklists.fees': 4000,
          'lawyerRequests.LEGAL_AID': 1,
          'lawyerRequests.CERTIFICATE_REPLACEMENT': 1,
          'lawyerRequests.FREE_HELP': 1,
          'lawyerRequests.hours': 7,
          'certificates.expiring': 1,
          'certificates.expired': 1,
          'halfYearReports.submitted': 2,
          'halfYearReports.late': 1,
          'candidates.filed': 2,
          'candidates.internsStarted': 1,
          'candidates.internsActive': 1,
          'expertises.NEW': 2,
          'expertises.UNDER_CONSIDERATION': 1,
        },
      ],
      [
        `month=${OCTOBER}&regionId=${SAMARQAND}`,
        {
          'requests.sent': 5,
          'requests.accepted': 2,
          'requests.waiting': 1,
          'requests.expired': 1,
          'requests.minutes': 60,
          'orders.ELECTRONIC': 1,
          'orders.PAPER': 1,
          'appeals.PRO_BONO.SEND': 2,
          'licenses.ACTIVE': 2,
          'licenses.INACTIVE_TEMPORARY': 1,
          'checklists.handedOver': 1,
          'checklists.fees': 1500,
          'lawyerRequests.LEGAL_AID': 1,
          'lawyerRequests.CERTIFICATE_REPLACEMENT': 1,
          'lawyerRequests.hours': 10,
          'certificates.expiring': 1,
          'certificates.expired': 1,
          'halfYearReports.submitted': 1,
          'halfYearReports.late': 1,
          'candidates.filed': 1,
          'candidates.internsStarted': 1,
          'candidates.internsActive': 1,
          'expertises.NEW': 1,
          'expertises.UNDER_CONSIDERATION': 1,
        },
      ],
      [
        `month=${OCTOBER}&regionId=${TASHKENT}`,
        {
          'requests.sent': 2,
          'requests.accepted': 1,
          'requests.waiting': 1,
          'requests.minutes': 120,
          'orders.ELECTRONIC': 1,
          'appeals.PRO_BONO.SEND': 1,
          'appeals.STATE_FUNDED.SEND': 1,
          'licenses.ACTIVE': 1,
          'licenses.INACTIVE_PERMANENT': 1,
          'checklists.handedOver': 1,
          'checklists.fees': 2500,
          'lawyerRequests.FREE_HELP': 1,
          'lawyerRequests.hours': 4,
          'halfYearReports.submitted': 1,
          'candidates.filed': 1,
          'expertises.NEW': 1,
        },
      ],
      [`month=${SEPTEMBER}&regionId=${SAMARQAND}`, septemberInSamarqand],
      // the country's September: Samarqand's, with a paper order and two lawyers of other regions
      [
        `month=${SEPTEMBER}`,
        {
          ...septemberInSamarqand,
          'orders.PAPER': 1,
          'licenses.ACTIVE': 3,
          'licenses.INACTIVE_PERMANENT': 1,
        },
      ],
    ];
    for (const [query, figures] of expected) {
      const res = await dashboard(ministry, query);
      expect(res.status, query).toBe(200);
      expect(figuresOf(res.body), query).toEqual(figures);
    }
    const ru = (await dashboard(ministry, `month=${OCTOBER}`, 'ru')).body;
    expect(ru.groups[0].figures[0]).toEqual({ key: 'sent', label: 'Отправлено', value: 7 });
  });

  it("gives a regional chamber its own region's figures and refuses another region's", async () => {
    const own = await dashboard(chamber, `month=${OCTOBER}`);
    expect(own.body.region).toMatchObject({ id: SAMARQAND });
    expect(figuresOf(own.body)['requests.sent']).toBe(5);
    const other = await dashboard(chamber, `month=${OCTOBER}&regionId=${TASHKENT}`, 'ru');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Вам доступна статистика только своего региона.');
  });

  it('exports the figures of the filters as CSV and as a spreadsheet that reads back the same', async () => {
    const query = `month=${OCTOBER}&regionId=${SAMARQAND}`;
    const shown = (await dashboard(ministry, query)).body;
    const rows: (string | number)[][] = shown.groups.flatMap((g: Json) =>
      g.figures.map((f: Json) => [g.title, f.label, f.key, f.value]),
    );

    const xlsx = await callApi(ctx, ministry, 'GET', `statistics/export?${query}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const read: (string | number)[][] = [];
    sheet.eachRow((row) => read.push((row.values as (string | number)[]).slice(1)));
    expect(read[0]).toEqual(['Group', 'Figure', 'Key', 'Value']);
    expect(read.slice(1)).toEqual(rows);

    const csv = await callApi(ctx, ministry, 'GET', `statistics/export?${query}&format=csv`);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    const lines = csv.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.length).toBe(rows.length + 1);
    expect(lines).toContain("Investigators' requests for a state-funded lawyer,Sent,sent,5");
  });
});
