import {
  PAYME_ERROR,
  PAYME_RECEIPT_METHOD_CANCEL,
  type PaymeCheckout,
  paymeMerchantAuth,
  parsePaymeCheckout,
} from '@portal/integrations';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SystemPluginOptions } from '../../context';
import { sendPage } from '../../html';
import { parseInput, SimulatorError } from '../../errors';
import { renderCheckoutError, renderCheckoutPage } from './page';
import { PaymentFailed, paymeProvider, type ProviderTransaction } from './provider';

const cancelBody = z.object({ reason: z.number().int().min(1).max(10).default(5) }).default({ reason: 5 });

/**
 * The payment provider, Payme (integrations.md "Payments"), mounted at /payme:
 * - `GET /checkout/<base64>`: the checkout page of a link the merchant made (`m=…;ac.…=…;a=…;c=…`); it
 *   asks the merchant CheckPerformTransaction first and shows its refusal instead of a pay button;
 * - `POST /pay` (form `link`): pays it through the merchant API, with a retry and an out-of-order call
 *   (provider.ts), then sends the browser back to the return URL (303); a refusal shows its message;
 * - `GET /transactions`: the provider's journal (every call and answer), newest first;
 * - `POST /transactions/:id/cancel {reason?}`: the provider cancels a transaction (reason 5: a refund,
 *   the merchant must reverse what a performed payment paid for);
 * - `POST /api`: the provider's API the merchant calls (Subscribe API, JSON-RPC 2.0, `X-Auth: <merchant
 *   id>:<key>`, every answer HTTP 200): `receipts.cancel {id}` asks for a paid receipt's money back
 *   (provider.ts cancelReceipt). Errors: -32504 wrong X-Auth, -32601 unknown method, -32600 bad params,
 *   -31003 no such receipt, -31007 a receipt that is not paid, -32400 the merchant did not take the cancel.
 * The merchant is the one of the configuration (`payme`); its API is `merchantUrl`, or in development the
 * return URL's origin + `/api/payme`.
 */
export const paymeRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const settings = context.config.payme;
  const provider = paymeProvider({ key: settings.key, now: context.now });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The checkout of `link` and the merchant API it is paid through, or the reason it cannot be. */
  function checkoutOf(link: string): { c: PaymeCheckout; merchantUrl: string } | string {
    const c = parsePaymeCheckout(link);
    if (!c) return 'The checkout link is invalid.';
    if (c.merchantId !== settings.merchantId) return `Unknown merchant ${c.merchantId}.`;
    const back = new URL(c.returnUrl);
    if (!settings.returnHosts.includes(back.hostname) || back.username || back.password)
      return 'The return URL is not registered for this merchant.';
    return { c, merchantUrl: settings.merchantUrl ?? `${back.origin}/api/payme` };
  }

  /**
   * One step of the checkout `link` at the merchant (`check` or `pay`): an invalid link is a 400 page, the
   * merchant's refusal a 409 page with the way back; else `done` answers.
   */
  async function atMerchant(
    reply: FastifyReply,
    link: string,
    step: 'check' | 'pay',
    done: (c: PaymeCheckout) => FastifyReply,
  ) {
    const found = checkoutOf(link);
    if (typeof found === 'string') return sendPage(reply, 400, renderCheckoutError(found));
    try {
      await provider[step](found.merchantUrl, found.c);
    } catch (error) {
      if (!(error instanceof PaymentFailed)) throw error;
      return sendPage(reply, 409, renderCheckoutError(error.message, found.c.returnUrl));
    }
    return done(found.c);
  }

  app.get('/checkout/*', async (request, reply) => {
    const link = (request.params as { '*': string })['*'];
    return atMerchant(reply, link, 'check', (c) => sendPage(reply, 200, renderCheckoutPage(link, c)));
  });

  app.post('/pay', async (request, reply) => {
    const { link } = parseInput(z.object({ link: z.string().min(1).max(4000) }), request.body);
    return atMerchant(reply, link, 'pay', (c) => reply.status(303).header('location', c.returnUrl).send());
  });

  app.get('/transactions', async () => ({ list: provider.journal() }));

  const rpcCall = z.object({
    id: z.union([z.number(), z.string()]).nullable().optional(),
    method: z.string().max(100),
    params: z.record(z.string(), z.unknown()).optional(),
  });
  const receiptOf = (t: ProviderTransaction) => ({
    _id: t.id,
    create_time: t.time,
    state: t.receiptState,
    amount: t.amountTiyin,
    account: Object.entries(t.account).map(([name, value]) => ({ name, value })),
  });

  app.post('/api', async (request) => {
    const call = rpcCall.safeParse(request.body);
    const id = call.success ? (call.data.id ?? null) : null;
    const failure = (code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });
    if (request.headers['x-auth'] !== paymeMerchantAuth(settings.merchantId, settings.key))
      return failure(PAYME_ERROR.insufficientPrivileges, 'Insufficient privileges');
    if (!call.success) return failure(-32600, 'Invalid request');
    if (call.data.method !== PAYME_RECEIPT_METHOD_CANCEL)
      return failure(-32601, `Method not found: ${call.data.method}`);
    const params = z.object({ id: z.string().min(1).max(64) }).safeParse(call.data.params ?? {});
    if (!params.success) return failure(-32600, 'Invalid params: id');
    const t = provider.find(params.data.id);
    if (!t) return failure(PAYME_ERROR.transactionNotFound, 'Receipt not found');
    try {
      return { jsonrpc: '2.0', id, result: { receipt: receiptOf(await provider.cancelReceipt(t)) } };
    } catch (error) {
      if (!(error instanceof PaymentFailed)) throw error;
      return failure(error.code ?? -32400, error.message);
    }
  });

  app.post('/transactions/:id/cancel', async (request) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    const { reason } = parseInput(cancelBody, request.body ?? undefined);
    const t = provider.find(id);
    if (!t) throw new SimulatorError(404, 'TRANSACTION_NOT_FOUND', `No transaction ${id}`);
    try {
      return await provider.cancel(t, reason);
    } catch (error) {
      if (!(error instanceof PaymentFailed)) throw error;
      throw new SimulatorError(409, 'MERCHANT_REFUSED', error.message);
    }
  });
};
