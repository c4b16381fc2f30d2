/**
 * The statistics dashboard against a hand-built data set: every figure, for the country and by region
 * and month (the Tashkent month's first instant included, the instant before it not), the regional
 * chamber's own region only, and the export read back as CSV and as a spreadsheet with the same figures.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appealRegions, appeals, investigatorRequests, lawyers, orders } from '../../src/db/schema';
import { addLawyer, addPerson, someone } from '../helpers/legal-aid-fixtures';
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
  await lawyer(83, SAMARQAND);
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
  await db
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
    ]);

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
  await db
    .insert(orders)
    .values([
      order(l1, 'ELECTRONIC', 'CREATED', inOctober(1)),
      order(l1, 'PAPER', 'CREATED', inOctober(2)),
      order(l1, 'ELECTRONIC', 'DRAFT', inOctober(3)),
      order(l4, 'ELECTRONIC', 'CREATED', inOctober(4)),
      order(l4, 'PAPER', 'CREATED', inSeptember),
    ]);

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
        },
      ],
      [
        `month=${SEPTEMBER}&regionId=${SAMARQAND}`,
        {
          'requests.sent': 1,
          'appeals.PRO_BONO.SEND': 1,
          'licenses.ACTIVE': 2,
          'licenses.INACTIVE_TEMPORARY': 1,
        },
      ],
      [
        `month=${SEPTEMBER}`,
        {
          'requests.sent': 1,
          'orders.PAPER': 1,
          'appeals.PRO_BONO.SEND': 1,
          'licenses.ACTIVE': 3,
          'licenses.INACTIVE_TEMPORARY': 1,
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
