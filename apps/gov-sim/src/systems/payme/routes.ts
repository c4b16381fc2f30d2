import { type PaymeCheckout, parsePaymeCheckout } from '@portal/integrations';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SystemPluginOptions } from '../../context';
import { sendPage } from '../../html';
import { parseInput, SimulatorError } from '../../errors';
import { renderCheckoutError, renderCheckoutPage } from './page';
import { PaymentFailed, paymeProvider } from './provider';

const cancelBody = z.object({ reason: z.number().int().min(1).max(10).default(5) }).default({ reason: 5 });

/**
 * The payment provider, Payme (integrations.md "Payments"), mounted at /payme:
 * - `GET /checkout/<base64>`: the checkout page of a link the merchant made (`m=…;ac.…=…;a=…;c=…`); it
 *   asks the merchant CheckPerformTransaction first and shows its refusal instead of a pay button;
 * - `POST /pay` (form `link`): pays it through the merchant API, with a retry and an out-of-order call
 *   (provider.ts), then sends the browser back to the return URL (303); a refusal shows its message;
 * - `GET /transactions`: the provider's journal (every call and answer), newest first;
 * - `POST /transactions/:id/cancel {reason?}`: the provider cancels a transaction (reason 5: a refund,
 *   the merchant must reverse what a performed payment paid for).
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
