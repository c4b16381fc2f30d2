/**
 * Payments of lawyers' requests (integrations.md "Payments"): the lawyer's checkout link, and the
 * portal's Payme merchant endpoint that the payment provider calls (JSON-RPC 2.0, Basic auth, tiyin).
 */
import { z } from 'zod';
import { idParams } from '../common/ids';
import { idBody } from '../legal-aid/common';
import { defineCalls, del, get, patch, post, put } from '../kit/define-call';

/** requestPayment: where to send the lawyer to pay a request in PAYMENT. */
export const paymentLink = z.object({
  checkoutUrl: z.string(),
  amountTiyin: z.number().int(),
});

/**
 * A JSON-RPC 2.0 request as the provider sends it; the method's params are checked per method. A body
 * that is not one is answered -32600 (and one that is not JSON -32700), still with HTTP 200.
 */
export const paymeRpcRequest = z.object({
  jsonrpc: z.string().optional(),
  id: z.union([z.number(), z.string()]).nullable().optional(),
  method: z.string().max(100),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type PaymeRpcRequest = z.infer<typeof paymeRpcRequest>;

const rpcMessage = z.object({ ru: z.string(), uz: z.string(), en: z.string() });
/** Always HTTP 200: a `result`, or an `error` with a Payme code (-31001 wrong amount, -32504 auth, …). */
export const paymeRpcAnswer = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]).nullable(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ code: z.number().int(), message: rpcMessage, data: z.string().optional() }).optional(),
});
export type PaymeRpcAnswer = z.infer<typeof paymeRpcAnswer>;

const paymeNotPost = {
  response: paymeRpcAnswer,
  permission: 'public',
  tags: ['payments'],
  summary: 'Payme merchant API: a method other than POST is answered with the error -32300',
} as const;

export const paymentCalls = defineCalls(['requests'], {
  requestPayment: post('getInfo/requestPayment', {
    body: idBody,
    response: paymentLink,
    permission: 'request.own',
  }),
  getReceipt: get('getInfo/get-receipt/:id', {
    params: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'The receipt PDF of a paid request, with the QR code of its check page',
  }),
  paymeMerchant: post('/api/payme', {
    body: paymeRpcRequest,
    response: paymeRpcAnswer,
    permission: 'public',
    tags: ['payments'],
    summary: 'Payme merchant API (the payment provider calls it; Basic auth Paycom:<key>)',
  }),
  // The protocol answers any other method with HTTP 200 and the JSON-RPC error -32300.
  paymeMerchantGet: get('/api/payme', paymeNotPost),
  paymeMerchantPut: put('/api/payme', paymeNotPost),
  paymeMerchantPatch: patch('/api/payme', paymeNotPost),
  paymeMerchantDelete: del('/api/payme', paymeNotPost),
});
