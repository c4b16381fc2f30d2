/**
 * The payment provider's side of a merchant test: JSON-RPC calls to /api/payme with the development key,
 * and a lawyer's request brought to PAYMENT (a certificate replacement the region's chamber accepted).
 */
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lawyerRequests, paymentTransactions } from '../../src/db/schema';
import { callApi, type Json, type LegalAidWorld, type Member } from './legal-aid-world';
import type { TestContext } from './test-app';

export const PAYME_KEY = 'dev-payme-key';
/** The fee of a certificate replacement, in tiyin. */
export const CERTIFICATE_FEE = 15_000_000;

export const paymeAuthorizationOf = (key = PAYME_KEY) =>
  `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;

export function paymeClient(ctx: TestContext) {
  let rpcId = 0;
  /** One provider call; the merchant answers every call with HTTP 200. */
  async function rpc(
    method: string,
    params: Record<string, unknown>,
    options: { key?: string; headers?: Record<string, string> } = {},
  ): Promise<Json> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payme',
      headers: { authorization: paymeAuthorizationOf(options.key), ...options.headers },
      payload: { jsonrpc: '2.0', id: ++rpcId, method, params },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Json;
  }

  return {
    rpc,
    /** A certificate replacement of `who`, accepted by the chamber: in PAYMENT. */
    async requestInPayment(w: LegalAidWorld, who: Member, requestTypeId = 9): Promise<number> {
      const sent = await callApi(ctx, who, 'POST', 'getInfo/requestCertificate', { requestTypeId });
      const id = sent.body.id as number;
      await callApi(ctx, w.regionChamber, 'POST', 'getInfo/requestSeen', { id });
      const accepted = await callApi(ctx, w.regionChamber, 'POST', 'getInfo/acceptRequest', { id });
      expect(accepted.body.status).toBe('PAYMENT');
      return id;
    },
    statusOf: async (id: number) =>
      (await ctx.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id)))[0]!.status,
    transactions: async () => (await ctx.db.select({ n: count() }).from(paymentTransactions))[0]!.n,
  };
}

/** The account of request `id` as the provider sends it. */
export const paymeAccount = (id: number) => ({ request_id: String(id) });
