/**
 * Payments (packages/contracts requests/payments.ts): the lawyer's checkout link, and the Payme merchant
 * endpoint /api/payme the payment provider calls.
 */
import { expertiseCalls, paymentCalls as calls } from '@portal/contracts';
import { callsExcept, callsOf, handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle, sendPdf } from '../legal-aid';
import { requestViews } from '../requests';
import { receiptPdf } from './receipt';
import { paymentLink } from './checkout';
import { notPostAnswer, registerPaymeEnvelope } from './endpoint';
import { paymeMerchant } from './merchant';

/** The provider's calls (paymeRoutes); paymentRoutes implements the rest of the group. */
const PAYME_CALLS = [
  'paymeMerchant',
  'paymeMerchantGet',
  'paymeMerchantPut',
  'paymeMerchantPatch',
  'paymeMerchantDelete',
] as const;

/** Under /api/v.1: the checkout link of each payable (a lawyer's request, an expertise invoice) and the receipt. */
export const paymentRoutes: RoutesPlugin = async (app, { db, config }) => {
  const own = legalAidHandle(db);
  const requests = requestViews(db);
  routes(
    app,
    own.implement(callsExcept(calls, PAYME_CALLS), {
      requestPayment: ({ actor, body }) =>
        paymentLink(db, config, actor, { kind: 'lawyer-request', id: body.id }),
      getReceipt: async ({ actor, lang, params, reply }) => {
        await requests.visible(actor, params.id);
        const pdf = await receiptPdf(db, { kind: 'lawyer-request', id: params.id }, lang, config.publicUrl);
        return sendPdf(reply, pdf, `receipt-${params.id}.pdf`);
      },
    }),
  );
  routes(
    app,
    own.implement(callsOf(expertiseCalls, ['expertisePayment']), {
      expertisePayment: ({ actor, body }) =>
        paymentLink(db, config, actor, { kind: 'expertise', id: body.id }),
    }),
  );
};

/**
 * /api/payme (outside /api/v.1, registered without the prefix): the provider's JSON-RPC calls, each
 * answered with HTTP 200 (endpoint.ts), on the request's clock.
 */
export const paymeRoutes: RoutesPlugin = async (app, { db, config }) => {
  registerPaymeEnvelope(app, config.payme.key);
  const merchant = paymeMerchant({ db, key: config.payme.key });
  routes(
    app,
    handle.implement(callsOf(calls, PAYME_CALLS), {
      paymeMerchant: ({ body, request }) =>
        merchant({ authorization: request.headers.authorization, body, clock: request.clock }),
      paymeMerchantGet: notPostAnswer,
      paymeMerchantPut: notPostAnswer,
      paymeMerchantPatch: notPostAnswer,
      paymeMerchantDelete: notPostAnswer,
    }),
  );
};
