/**
 * Paying a request through the simulated payment provider (gov-sim /payme), the way a lawyer's browser and
 * the real provider would: the lawyer's checkout link opens the provider's page, paying makes the provider
 * call the portal's merchant endpoint (with a retry and an out-of-order call, apps/gov-sim payme
 * provider.ts) and sends the browser back to the request. The API listens on a port here, because the
 * provider calls it over HTTP. Checked: the request moves on once, the payment is counted once (a second
 * pay of the same link is refused by the merchant), a tampered amount is refused before anything is
 * created, and the provider's refund (cancel after perform) reverses what the payment paid for.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portal/test-support';
import { parsePaymeCheckout, paymeCheckoutLink } from '@portal/integrations';
import { issuedDocuments, lawyerRequests, paymentTransactions, statusHistory } from '../../src/db/schema';
import { rowsWhere } from '../helpers/database';
import { buildWorld, callApi, type Json, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

let port = 0;
beforeAll(async () => {
  port = await freePort();
});
const { sim, ctx, w } = useWorld(buildWorld, { env: () => ({ PUBLIC_URL: `http://127.0.0.1:${port}` }) });

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port });
}, 60_000);

/** A certificate replacement of `who`, accepted by the chamber: in PAYMENT. */
async function requestInPayment(who: Member): Promise<number> {
  const sent = await callApi(ctx, who, 'POST', 'getInfo/requestCertificate', { requestTypeId: 9 });
  const id = sent.body.id as number;
  await callApi(ctx, w.regionChamber, 'POST', 'getInfo/requestSeen', { id });
  expect((await callApi(ctx, w.regionChamber, 'POST', 'getInfo/acceptRequest', { id })).body.status).toBe(
    'PAYMENT',
  );
  return id;
}

const statusOf = async (id: number) =>
  (await ctx.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id)))[0]!.status;
const transactionsOf = (id: number) =>
  ctx.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.payableKind, 'lawyer-request'), eq(paymentTransactions.payableId, id)));
const payEvents = async (id: number) =>
  (await rowsWhere(ctx.db, statusHistory, { entityType: 'lawyer-request', entityId: id })).filter(
    (h) => h.event === 'PAY',
  ).length;

/** The checkout page (GET), and paying it (the page's form: POST /payme/pay), without following redirects. */
const openCheckout = (url: string) => fetch(url, { redirect: 'manual' });
const pay = (url: string) =>
  fetch(`${sim.url}/payme/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ link: url.slice(url.indexOf('/payme/checkout/') + 16) }).toString(),
  });

async function receiptStatus(transactionId: number) {
  const [doc] = await rowsWhere(ctx.db, issuedDocuments, {
    sourceType: 'payment_transactions',
    sourceId: transactionId,
  });
  return (await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${doc!.publicId}`)).body.status;
}

describe('paying a request on the simulated checkout', () => {
  let id: number;
  let checkoutUrl: string;

  it('opens the checkout page of the lawyer’s link, pays once and returns to the request', async () => {
    id = await requestInPayment(w.colleague);
    const link = await callApi(ctx, w.colleague, 'POST', 'getInfo/requestPayment', { id });
    checkoutUrl = link.body.checkoutUrl;
    expect(checkoutUrl.startsWith(`${sim.url}/payme/checkout/`)).toBe(true);

    const page = await openCheckout(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('150\u00a0000 UZS');
    expect(html).toContain(`data-testid="payme-account-request_id">${id}<`);

    const paid = await pay(checkoutUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://127.0.0.1:${port}/lawyer-profile/requests/add-certificate/view/${id}`,
    );
    expect(await statusOf(id)).toBe('COMPLETED');
    const rows = await transactionsOf(id);
    expect(rows.map((t) => t.state)).toEqual([2]);
    expect(await payEvents(id)).toBe(1);
    expect(await receiptStatus(rows[0]!.id)).toBe('VALID');

    // the provider's journal: the retries and the late CreateTransaction were sent and answered as agreed
    const journal = (await (await fetch(`${sim.url}/payme/transactions`)).json()) as Json;
    const ours = journal.list.find((t: Json) => t.id === rows[0]!.paymeId);
    expect(
      ours.calls.map((c: Json) => [c.method, c.answer.error?.code ?? c.answer.result.state ?? 'ok']),
    ).toEqual([
      ['CheckPerformTransaction', 'ok'],
      ['CreateTransaction', 1],
      ['CreateTransaction', 1],
      ['PerformTransaction', 2],
      ['PerformTransaction', 2],
      ['CreateTransaction', -31008],
      ['CheckTransaction', 2],
    ]);
  });

  it('refuses to pay the same link again: the payment is counted once', async () => {
    const again = await pay(checkoutUrl);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('The merchant refused: The request is not awaiting payment');
    const page = await openCheckout(checkoutUrl);
    expect(page.status).toBe(409);
    expect((await transactionsOf(id)).map((t) => t.state)).toEqual([2]);
    expect(await payEvents(id)).toBe(1);
    expect(await statusOf(id)).toBe('COMPLETED');
  });

  it('reverses what was paid for when the provider cancels after perform, and takes a new payment', async () => {
    const [performed] = await transactionsOf(id);
    const res = await fetch(`${sim.url}/payme/transactions/${performed!.paymeId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 5 }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).state).toBe(-2);
    expect(await statusOf(id)).toBe('PAYMENT');
    expect(await receiptStatus(performed!.id)).toBe('REVOKED');
    expect((await callApi(ctx, w.colleague, 'GET', `getInfo/getByReqCertId/${id}`)).body.can.pay).toBe(true);

    const link = await callApi(ctx, w.colleague, 'POST', 'getInfo/requestPayment', { id });
    expect((await pay(link.body.checkoutUrl)).status).toBe(303);
    expect(await statusOf(id)).toBe('COMPLETED');
    const rows = await transactionsOf(id);
    expect(rows.map((t) => t.state).sort()).toEqual([-2, 2]);
    expect(await receiptStatus(rows.find((t) => t.state === 2)!.id)).toBe('VALID');
  });

  it('shows the merchant’s refusal of a tampered amount and creates nothing', async () => {
    const other = await requestInPayment(w.dutyLawyer);
    const link = await callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/requestPayment', { id: other });
    const c = parsePaymeCheckout(link.body.checkoutUrl.split('/payme/checkout/')[1])!;
    const tampered = paymeCheckoutLink(`${sim.url}/payme/checkout`, { ...c, amountTiyin: 100 });
    const page = await openCheckout(tampered);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('The merchant refused: Wrong amount');
    expect((await pay(tampered)).status).toBe(409);
    expect(await transactionsOf(other)).toEqual([]);
    expect(await statusOf(other)).toBe('PAYMENT');
  });
});
