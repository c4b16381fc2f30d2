/**
 * Contracts between a structure and a lawyer through HTTP, real PostgreSQL, real gov-sim
 * (signing client with the personas' key cards, verification server): the director sends a signed
 * contract, the lawyer confirms it signed and becomes an employee (the public directory shows the
 * structure), the director dismisses them and the contract's public check says it was revoked. Refusals
 * change nothing: a lawyer employed elsewhere, someone else than the contract's lawyer, a second
 * confirmation racing the first.
 */
import { contractSigningContent } from '@portal/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contragents,
  employments,
  lawyers,
  notifications,
  signatures,
  structureContracts,
} from '../../src/db/schema';
import { buildWorld, callApi, type Member, signAs } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { legalAidSteps } from '../legal-aid/steps';

const { sim, ctx, w, call } = useWorld(buildWorld);
let structureInn: string;

beforeAll(async () => {
  structureInn = '301234568';
  await ctx.db.update(contragents).set({ stir: structureInn }).where(eq(contragents.id, w.structureId));
  // persona `lawyer` (the colleague, who holds a key card) leaves the structure: free to be hired again.
  await ctx.db
    .update(employments)
    .set({ endDate: '2024-12-31' })
    .where(eq(employments.lawyerId, w.colleague.lawyerId!));
}, 60_000);

let n = 0;
async function send(lawyer: Member, overrides: Record<string, unknown> = {}) {
  const input = {
    lawyerPinfl: lawyer.pinfl,
    number: `SH-${++n}`,
    contractDate: '2026-01-05',
    periodMonths: 12,
    ...overrides,
  } as { lawyerPinfl: string; number: string; contractDate: string; periodMonths: number };
  const pkcs7 = await signAs(sim, w.director, contractSigningContent({ structureInn, ...input }));
  return call(w.director, 'POST', 'getInfo/contractSend', { ...input, pkcs7 });
}

async function confirm(who: Member, id: number) {
  const contract = await call(w.colleague, 'GET', `getInfo/contract/${id}`);
  const pkcs7 = await signAs(sim, w.colleague, contract.body.signingContent);
  return call(who, 'POST', 'getInfo/contractConfirm', { id, pkcs7 });
}

const currentJob = async (lawyerId: number) =>
  (
    await ctx.db
      .select()
      .from(employments)
      .where(and(eq(employments.lawyerId, lawyerId), isNull(employments.endDate)))
  )[0] ?? null;
/** The control panel's figures of the director's structure (getInfo/structure-panel). */
const panel = async (who = w.director) => (await call(who, 'GET', 'getInfo/structure-panel')).body.figures;

const signatureCount = async () => (await ctx.db.select({ n: count() }).from(signatures))[0]!.n;

describe('a contract from sending to dismissal', () => {
  let id: number;
  let employeesBefore: number;

  it('the director sends it signed; the lawyer is notified; only a director may send', async () => {
    employeesBefore = (await panel()).employees;
    const res = await send(w.colleague);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'SEND',
      periodMonths: 12,
      endDate: '2027-01-04',
      structure: { id: w.structureId, inn: structureInn },
      directorSignature: { signerPinfl: w.director.pinfl },
      lawyerSignature: null,
      history: [{ fromStatus: null, toStatus: 'SEND', event: 'CREATE' }],
      can: { confirm: false, refuse: false, cancel: true },
    });
    id = res.body.id;
    const seen = await call(w.colleague, 'GET', `getInfo/contract/${id}`);
    expect(seen.body.can).toEqual({ confirm: true, refuse: true, cancel: false });
    const toLawyer = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.colleague.personId));
    expect(toLawyer.map((x) => x.kind)).toContain('CONTRACT_SENT');

    const byLawyer = await call(w.colleague, 'POST', 'getInfo/contractSend', {
      lawyerPinfl: w.dutyLawyer.pinfl,
      number: 'X-1',
      contractDate: '2026-01-05',
      periodMonths: 12,
      pkcs7: 'AAAA',
    });
    expect(byLawyer.status).toBe(409);
    const badPeriod = await call(w.director, 'POST', 'getInfo/contractSend', {
      lawyerPinfl: w.colleague.pinfl,
      number: 'X-2',
      contractDate: '2026-01-05',
      periodMonths: 7,
      pkcs7: 'AAAA',
    });
    expect(badPeriod).toMatchObject({ status: 400, body: { field: 'periodMonths' } });
  });

  it('the own-structure answer says who may send contracts, as the sending itself decides', async () => {
    const mayHire = async (who: Member) =>
      (await call(who, 'GET', 'getInfo/updateOwnContragent')).body.can.sendContract;
    expect(await mayHire(w.director)).toBe(true);
    expect(await mayHire(w.colleague)).toBe(false);
  });

  it('refuses a confirmation by someone else than its lawyer (404), changing nothing', async () => {
    const before = await signatureCount();
    expect((await confirm(w.dutyLawyer, id)).status).toBe(404);
    expect((await confirm(w.stranger, id)).status).toBe(404);
    expect((await call(w.colleague, 'GET', `getInfo/contract/${id}`)).body.status).toBe('SEND');
    expect(await signatureCount()).toBe(before);
  });

  it('refuses a lawyer confirming while employed elsewhere, changing nothing', async () => {
    const [elsewhere] = await ctx.db
      .insert(employments)
      .values({ lawyerId: w.colleague.lawyerId!, contragentId: w.otherStructureId, startDate: '2025-01-01' })
      .returning();
    const before = await signatureCount();
    const res = await confirm(w.colleague, id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'The lawyer works in another structure: their contract there must end first.',
    );
    expect((await call(w.colleague, 'GET', `getInfo/contract/${id}`)).body.status).toBe('SEND');
    expect(await signatureCount()).toBe(before);
    expect((await currentJob(w.colleague.lawyerId!))!.contragentId).toBe(w.otherStructureId);
    await ctx.db.delete(employments).where(eq(employments.id, elsewhere!.id));
  });

  it('two confirmations at once: one wins, the other is refused; the lawyer is employed once', async () => {
    const [a, b] = await Promise.all([confirm(w.colleague, id), confirm(w.colleague, id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    expect(won.body).toMatchObject({
      status: 'CONFIRM',
      lawyerSignature: { signerPinfl: w.colleague.pinfl },
      publicId: expect.any(String),
    });
    const jobs = await ctx.db
      .select()
      .from(employments)
      .where(and(eq(employments.lawyerId, w.colleague.lawyerId!), isNull(employments.endDate)));
    expect(jobs.map((j) => j.contragentId)).toEqual([w.structureId]);
    const [row] = await ctx.db.select().from(structureContracts).where(eq(structureContracts.id, id));
    expect(row!.employmentId).toBe(jobs[0]!.id);
    // The control panel counts the new employee.
    expect(await panel()).toMatchObject({ scope: 'STRUCTURE', employees: employeesBefore + 1 });
  });

  it('the lawyer is among the employees and on the public directory under the structure', async () => {
    const staff = await call(w.director, 'GET', 'candidateDocument/ownEmployee?limit=100');
    expect(staff.body.list).toContainEqual(
      expect.objectContaining({ lawyerId: w.colleague.lawyerId, contractId: id }),
    );
    const [lawyer] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    expect(lawyer!.contragentId).toBe(w.structureId);
    const card = await callApi(ctx, null, 'GET', `getInfo/getLawyerInfoDto/${w.colleague.lawyerId}`);
    expect(card.body.contragent).toMatchObject({ id: w.structureId });
    const pdf = await call(w.colleague, 'GET', `getInfo/contractPdf/${id}`);
    expect(pdf.raw.headers['content-type']).toContain('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the director dismisses them: employment ended, the QR check says revoked, the lawyer notified', async () => {
    const [row] = await ctx.db.select().from(structureContracts).where(eq(structureContracts.id, id));
    const valid = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${row!.publicId}`);
    expect(valid.body).toMatchObject({ status: 'VALID', kind: 'CONTRACT' });
    expect(
      (await call(w.colleague, 'POST', 'getInfo/cancelContractLegalAid', { id, reason: 'x' })).status,
    ).toBe(409);
    const res = await call(w.director, 'POST', 'getInfo/cancelContractLegalAid', {
      id,
      reason: 'Oʻz xohishiga koʻra',
    });
    expect(res.body).toMatchObject({ status: 'CANCELLED_BY_DIRECTOR', cancelReason: 'Oʻz xohishiga koʻra' });
    expect(res.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'SEND',
      'CONFIRM',
      'CANCELLED_BY_DIRECTOR',
    ]);
    expect(await currentJob(w.colleague.lawyerId!)).toBeNull();
    const revoked = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${row!.publicId}`);
    expect(revoked.body).toMatchObject({ status: 'REVOKED', revokedReason: 'Oʻz xohishiga koʻra' });
    const [lawyer] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    expect(lawyer!.contragentId).toBeNull();
    const staff = await call(w.director, 'GET', 'candidateDocument/ownEmployee?limit=100');
    expect(staff.body.list.map((e: { lawyerId: number }) => e.lawyerId)).not.toContain(w.colleague.lawyerId);
    expect((await panel()).employees).toBe(employeesBefore);
  });

  it('the lawyer may refuse a sent contract with a reason; the director is notified', async () => {
    const sent = await send(w.colleague);
    const res = await call(w.colleague, 'POST', 'getInfo/contractRefuse', {
      id: sent.body.id,
      reason: 'Boshqa taklifni qabul qildim',
    });
    expect(res.body).toMatchObject({ status: 'CANCELLED_BY_LAWYER', can: { confirm: false, refuse: false } });
    const toDirector = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.director.personId));
    expect(toDirector.map((x) => x.kind)).toEqual(
      expect.arrayContaining(['CONTRACT_CONFIRMED', 'CONTRACT_REFUSED']),
    );
    const list = await call(w.colleague, 'GET', 'getInfo/contractList');
    expect(list.body.total).toBe(2);
    expect((await call(w.stranger, 'GET', 'getInfo/contractList')).body.total).toBe(0);
    expect((await call(w.stranger, 'GET', `getInfo/contract/${sent.body.id}`)).status).toBe(404);
  });
});

describe('the control panel figures (getInfo/structure-panel)', () => {
  const steps = legalAidSteps(ctx, sim, () => w);

  it('count an order the structure’s lawyer takes on, for the director and for that lawyer', async () => {
    const before = await panel();
    expect(before).toMatchObject({
      scope: 'STRUCTURE',
      name: '"Samarqand adliya" advokatlik byurosi',
      employees: expect.any(Number),
    });
    const own = await panel(w.dutyLawyer);
    expect(own).toMatchObject({ scope: 'LAWYER', employees: null });
    await steps.accept(await steps.send());
    expect(await panel()).toEqual({ ...before, orders: before.orders + 1 });
    expect(await panel(w.dutyLawyer)).toEqual({ ...own, orders: own.orders + 1 });
    // The director's own lawyer figures are not asked for: a DIRECTOR sees the structure's.
    expect((await panel(w.director)).scope).toBe('STRUCTURE');
    // A chamber and a citizen have no control panel.
    for (const who of [w.regionChamber, w.user])
      expect((await call(who, 'GET', 'getInfo/structure-panel')).status).toBe(403);
  });
});
