/**
 * The Payme merchant protocol against the portal's endpoint /api/payme on a real PostgreSQL:
 * wrong amount -31001, unknown transaction -31003, perform after the 12-hour timeout -31008,
 * cancel after perform (the request owes the fee again), wrong credentials -32504, the same
 * CreateTransaction twice -> one transaction, GetStatement over a period; and a payment for a request not
 * in PAYMENT refused, to the provider and to the lawyer, with nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { issuedDocuments, paymentTransactions } from '../../src/db/schema';
import { rowsWhere } from '../helpers/database';
import { buildWorld, callApi, type Json, type Member } from '../helpers/legal-aid-world';
import { CERTIFICATE_FEE as FEE, paymeAccount as account, paymeClient } from '../helpers/payme';
import { useWorld } from '../helpers/world';

const clock = manualClock('2026-11-25T09:00:00Z');
const { ctx, w } = useWorld(buildWorld, { clock });
const payme = paymeClient(ctx);
const { statusOf, transactions } = payme;
const rpc = (method: string, params: Record<string, unknown>, key?: string) =>
  payme.rpc(method, params, { key });
const requestInPayment = (who: Member) => payme.requestInPayment(w, who);

/** The public id of the receipt of request `id`. */
async function receiptOf(id: number) {
  const [t] = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.payableKind, 'lawyer-request'), eq(paymentTransactions.payableId, id)));
  const [doc] = await rowsWhere(ctx.db, issuedDocuments, {
    sourceType: 'payment_transactions',
    sourceId: t!.id,
  });
  return doc?.publicId;
}

describe('the Payme merchant endpoint', () => {
  let paid: number;
  let receiptId: string;

  it('refuses wrong credentials with -32504 and changes nothing', async () => {
    const before = await transactions();
    const res = await rpc('CheckTransaction', { id: 'x' }, 'wrong-key');
    expect(res.error.code).toBe(-32504);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/payme',
      payload: { method: 'GetStatement', params: { from: 0, to: 1 } },
    });
    expect(none.json().error.code).toBe(-32504);
    expect(await transactions()).toBe(before);
  });

  it('answers -31001 for a wrong amount and -31003 for an unknown transaction', async () => {
    paid = await requestInPayment(w.colleague);
    expect(
      (await rpc('CheckPerformTransaction', { amount: FEE - 100, account: account(paid) })).error.code,
    ).toBe(-31001);
    expect(
      (
        await rpc('CreateTransaction', {
          id: 'wrong-amount',
          time: clock.now().getTime(),
          amount: FEE + 1,
          account: account(paid),
        })
      ).error.code,
    ).toBe(-31001);
    expect((await rpc('CheckPerformTransaction', { amount: FEE, account: account(paid) })).result).toEqual({
      allow: true,
    });
    for (const method of ['PerformTransaction', 'CheckTransaction', 'CancelTransaction'])
      expect((await rpc(method, { id: 'no-such-transaction', reason: 1 })).error.code).toBe(-31003);
    expect(await transactions()).toBe(0);
  });

  it('keeps the same CreateTransaction sent twice as one transaction, performs once, and reports it', async () => {
    const time = clock.now().getTime();
    const create = { id: 'payme-tx-1', time, amount: FEE, account: account(paid) };
    const first = await rpc('CreateTransaction', create);
    const again = await rpc('CreateTransaction', create);
    expect(first.result).toMatchObject({ state: 1 });
    expect(again.result).toEqual(first.result);
    expect(await transactions()).toBe(1);
    // another provider transaction for the same request meanwhile: refused as the checklist names it
    expect((await rpc('CreateTransaction', { ...create, id: 'payme-tx-other' })).error.code).toBe(-31008);

    clock.advance(60_000);
    const performed = await rpc('PerformTransaction', { id: 'payme-tx-1' });
    expect(performed.result).toMatchObject({ state: 2, perform_time: clock.now().getTime() });
    // a retry of perform: the same answer, performed once
    expect((await rpc('PerformTransaction', { id: 'payme-tx-1' })).result).toEqual(performed.result);
    expect(await statusOf(paid)).toBe('COMPLETED');
    const history = (await callApi(ctx, w.colleague, 'GET', `getInfo/getHistoryByReqCertId/${paid}`)).body
      .list;
    expect(history.filter((h: Json) => h.event === 'PAY')).toHaveLength(1);
    expect((await rpc('CheckTransaction', { id: 'payme-tx-1' })).result).toMatchObject({
      state: 2,
      cancel_time: 0,
    });
    // a CreateTransaction arriving after the perform (out of order): cannot be performed again
    expect((await rpc('CreateTransaction', create)).error.code).toBe(-31008);

    // the receipt: a PDF for the lawyer (not for another lawyer), its QR check page valid
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v.1/getInfo/get-receipt/${paid}`,
      headers: w.colleague.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await callApi(ctx, w.dutyLawyer, 'GET', `getInfo/get-receipt/${paid}`)).status).toBe(404);
    receiptId = (await receiptOf(paid))!;
    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${receiptId}`);
    expect(check.body).toMatchObject({ kind: 'RECEIPT', status: 'VALID' });
    expect(check.body.facts).toContainEqual({ key: 'request', value: `№ ${paid}`, format: 'text' });
  });

  it('cancels after perform: state -2 and the request owes the fee again', async () => {
    const res = await rpc('CancelTransaction', { id: 'payme-tx-1', reason: 5 });
    expect(res.result).toMatchObject({ state: -2 });
    expect(await statusOf(paid)).toBe('PAYMENT');
    expect((await rpc('CancelTransaction', { id: 'payme-tx-1', reason: 5 })).result).toMatchObject({
      state: -2,
    });
    expect((await rpc('CheckTransaction', { id: 'payme-tx-1' })).result).toMatchObject({
      state: -2,
      reason: 5,
    });
    const link = await callApi(ctx, w.colleague, 'POST', 'getInfo/requestPayment', { id: paid });
    expect(link.body.amountTiyin).toBe(FEE);
  });

  it('refuses to perform after the 12-hour timeout with -31008 and cancels the transaction (reason 4)', async () => {
    const time = clock.now().getTime();
    expect(
      (await rpc('CreateTransaction', { id: 'payme-tx-late', time, amount: FEE, account: account(paid) }))
        .result.state,
    ).toBe(1);
    clock.advance(12 * 3_600_000 + 1000);
    expect((await rpc('PerformTransaction', { id: 'payme-tx-late' })).error.code).toBe(-31008);
    expect((await rpc('CheckTransaction', { id: 'payme-tx-late' })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
    expect(await statusOf(paid)).toBe('PAYMENT');
  });

  it('lists the transactions of a period with GetStatement', async () => {
    const all = await rpc('GetStatement', { from: 0, to: clock.now().getTime() });
    expect(all.result.transactions.map((t: Json) => [t.id, t.state])).toEqual([
      ['payme-tx-1', -2],
      ['payme-tx-late', -1],
    ]);
    expect(all.result.transactions[0]).toMatchObject({ amount: FEE, account: { request_id: String(paid) } });
    const before = await rpc('GetStatement', { from: 0, to: Date.parse('2026-11-25T08:59:00Z') });
    expect(before.result.transactions).toEqual([]);
  });

  it('refuses a payment for a request not in PAYMENT, to the provider and to the lawyer, changing nothing', async () => {
    const sent = await callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/requestCertificate', {
      requestTypeId: 10,
    });
    const id = sent.body.id as number;
    const before = await transactions();
    expect((await rpc('CheckPerformTransaction', { amount: FEE, account: account(id) })).error.code).toBe(
      -31051,
    );
    expect(
      (
        await rpc('CreateTransaction', {
          id: 'payme-tx-early',
          time: clock.now().getTime(),
          amount: FEE,
          account: account(id),
        })
      ).error.code,
    ).toBe(-31051);
    expect(
      (await rpc('CheckPerformTransaction', { amount: FEE, account: account(999_999) })).error.code,
    ).toBe(-31050);
    const link = await callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/requestPayment', { id });
    expect(link.status).toBe(409);
    expect(link.body.message).toBe('This request is not awaiting payment');
    expect(await transactions()).toBe(before);
    expect(await statusOf(id)).toBe('SEND');
    expect((await callApi(ctx, w.dutyLawyer, 'GET', `getInfo/get-receipt/${id}`)).status).toBe(404);
  });
});
