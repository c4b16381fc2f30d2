/**
 * My works against a hand-built data set: the year's fees are exactly the fees of the lawyer's checklists
 * handed over (FINISHED) in that Tashkent year, by month and kind; orders count those issued and not
 * cancelled; another lawyer's records, drafts, cancelled orders and checklists not yet handed over stay
 * out; the PDF and CSV carry the same figures; refusals are localized in four languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checklists, investigatorRequests, orders } from '../../src/db/schema';
import { addLawyer, addPerson, someone } from '../helpers/legal-aid-fixtures';
import { callApi, member, type Member } from '../helpers/legal-aid-world';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const SAMARQAND = 8;
/** Tashkent is UTC+5: 2025 starts there at 2024-12-31T19:00Z and ends at 2025-12-31T19:00Z. */
const at = (iso: string) => new Date(iso);

let lawyer: Member;
let investigator: Member;
/** The checklists of the data set: which lawyer, status, kind, fee, when handed over. */
const CHECKLISTS = [
  { who: 'own', status: 'FINISHED', kind: 1, fee: 150_000, finishedAt: at('2024-12-31T19:00:00Z') }, // 1 Jan 2025 in Tashkent
  { who: 'own', status: 'FINISHED', kind: 1, fee: 275_050, finishedAt: at('2025-01-20T10:00:00Z') },
  { who: 'own', status: 'FINISHED', kind: 2, fee: 90_000, finishedAt: at('2025-03-05T10:00:00Z') },
  { who: 'own', status: 'FINISHED', kind: 3, fee: 1_000_000, finishedAt: at('2025-12-31T18:59:59Z') }, // 31 Dec
  { who: 'own', status: 'FINISHED', kind: 1, fee: 70_000, finishedAt: at('2025-12-31T19:00:00Z') }, // 2026 there
  { who: 'own', status: 'FINISHED', kind: 2, fee: 30_000, finishedAt: at('2024-12-31T18:59:59Z') }, // 2024 there
  { who: 'own', status: 'AGREED', kind: 2, fee: 999_000, finishedAt: null },
  { who: 'other', status: 'FINISHED', kind: 1, fee: 555_000, finishedAt: at('2025-02-01T10:00:00Z') },
] as const;

beforeAll(async () => {
  const db = ctx.db;
  const own = (await addLawyer(db, someone(40), { regionId: SAMARQAND })).lawyerId;
  const other = (await addLawyer(db, someone(41), { regionId: SAMARQAND })).lawyerId;
  lawyer = await member(db, someone(40));
  investigator = await member(db, someone(42), { role: 'INVESTIGATOR', regionId: SAMARQAND });
  const investigatorPersonId = await addPerson(db, someone(42));
  const lawyerOf = (who: 'own' | 'other') => (who === 'own' ? own : other);

  const order = (
    who: 'own' | 'other',
    status: 'DRAFT' | 'CREATED' | 'CANCELLED',
    legalAidId: number,
    orderDate: string | null,
  ) => ({
    type: 'ELECTRONIC' as const,
    status,
    lawyerId: lawyerOf(who),
    authorPersonId: lawyer.personId,
    scope: 'PERSONAL' as const,
    legalAidId,
    orderDate,
  });
  await db
    .insert(orders)
    .values([
      order('own', 'CREATED', 1, '2025-01-01'),
      order('own', 'CREATED', 1, '2025-01-31'),
      order('own', 'CREATED', 2, '2025-03-10'),
      order('own', 'CREATED', 4, '2025-07-15'),
      order('own', 'CANCELLED', 1, '2025-02-10'),
      order('own', 'DRAFT', 1, '2025-02-11'),
      order('own', 'CREATED', 1, '2024-12-31'),
      order('own', 'CREATED', 1, '2026-01-01'),
      order('other', 'CREATED', 1, '2025-01-15'),
    ]);
  const requests = await db
    .insert(investigatorRequests)
    .values(
      CHECKLISTS.map((_, i) => ({
        status: 'COMPLETED' as const,
        investigatorPersonId,
        caseNumber: `W-${i}`,
        personPinfl: someone(43).pinfl,
        regionId: SAMARQAND,
        languageId: 1,
        legalAidId: 1,
        attendancePlace: 'IIB',
        attendanceAt: at('2025-01-01T05:00:00Z'),
      })),
    )
    .returning({ id: investigatorRequests.id });
  await db.insert(checklists).values(
    CHECKLISTS.map((c, i) => ({
      requestId: requests[i]!.id,
      lawyerId: lawyerOf(c.who),
      status: c.status,
      licenseTypeId: 1,
      legalAidId: c.kind,
      languageId: 1,
      attendanceDate: '2025-01-01',
      feeTiyin: c.fee,
      finishedAt: c.finishedAt,
    })),
  );
});

const summary = (who: Member, query: string, lang = 'eng') =>
  callApi(ctx, who, 'GET', `works/summary?${query}`, undefined, { 'accept-language': lang });

/** The fees of the lawyer's checklists handed over in 2025 (Tashkent), from the data set itself. */
const handedOver2025 = CHECKLISTS.filter(
  (c) =>
    c.who === 'own' &&
    c.status === 'FINISHED' &&
    c.finishedAt >= at('2024-12-31T19:00:00Z') &&
    c.finishedAt < at('2025-12-31T19:00:00Z'),
);

describe('my works', () => {
  it("totals the year's fees exactly as the checklists handed over, by month and kind", async () => {
    const { status, body } = await summary(lawyer, 'year=2025');
    expect(status).toBe(200);
    const fees = handedOver2025.reduce((sum, c) => sum + c.fee, 0);
    expect(fees).toBe(1_515_050);
    expect(body.total).toEqual({ orders: 4, checklists: handedOver2025.length, feeTiyin: fees });
    const monthFees = body.months.map((m: { feeTiyin: number }) => m.feeTiyin);
    expect(monthFees).toEqual([425_050, 0, 90_000, 0, 0, 0, 0, 0, 0, 0, 0, 1_000_000]);
    expect(body.months.map((m: { orders: number }) => m.orders)).toEqual([
      2, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0,
    ]);
    const byKind = Object.fromEntries(
      body.kinds.map(
        (k: { legalAid: { id: number }; orders: number; checklists: number; feeTiyin: number }) => [
          k.legalAid.id,
          [k.orders, k.checklists, k.feeTiyin],
        ],
      ),
    );
    expect(byKind).toEqual({
      1: [2, 2, 425_050],
      2: [1, 1, 90_000],
      3: [0, 1, 1_000_000],
      4: [1, 0, 0],
    });
    // every figure is the sum of its rows; the rows name the kinds in the caller's language
    const sum = (key: 'orders' | 'checklists' | 'feeTiyin') =>
      body.rows.reduce((s: number, r: Record<string, number>) => s + r[key]!, 0);
    expect([sum('orders'), sum('checklists'), sum('feeTiyin')]).toEqual([4, 4, fees]);
    expect(body.rows.every((r: { legalAid: { name: string } }) => r.legalAid.name.length > 0)).toBe(true);
  });

  it('reads the neighbouring years apart at the Tashkent new year', async () => {
    const y2024 = (await summary(lawyer, 'year=2024')).body;
    expect(y2024.total).toEqual({ orders: 1, checklists: 1, feeTiyin: 30_000 });
    expect(y2024.months[11].feeTiyin).toBe(30_000);
    const y2026 = (await summary(lawyer, 'year=2026')).body;
    expect(y2026.total).toEqual({ orders: 1, checklists: 1, feeTiyin: 70_000 });
  });

  it('gives the year as a CSV and a PDF with the same figures', async () => {
    const csv = await callApi(ctx, lawyer, 'GET', 'works/export?year=2025&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    const lines = csv.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Month,Kind of legal aid,Orders,Checklists,"Fees, sum"');
    expect(lines.at(-1)).toBe('2025,Total,4,4,15150.50');
    const pdf = await callApi(ctx, lawyer, 'GET', 'works/export?year=2025&format=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a year after this one and a year that is no year, in four languages', async () => {
    const messages = new Set<string>();
    for (const lang of ['lt', 'uz', 'ru', 'eng']) {
      const future = await summary(lawyer, 'year=2100', lang);
      expect(future.status).toBe(422);
      expect(future.body.fieldErrors?.year ?? future.body.message).toBeTruthy();
      messages.add(JSON.stringify(future.body));
      const wrong = await summary(lawyer, 'year=twenty', lang);
      expect(wrong.status).toBe(400);
      messages.add(JSON.stringify(wrong.body));
    }
    expect(messages.size).toBe(8);
    expect(JSON.stringify((await summary(lawyer, 'year=2100')).body)).toContain('can not be after');
    expect((await summary(lawyer, 'year=1999')).status).toBe(400);
  });

  it('is a lawyer’s own: an investigator is refused', async () => {
    expect((await summary(investigator, 'year=2025')).status).toBe(403);
  });
});
