/**
 * The payment provider, Payme (integrations.md "Payments"). Two halves meet here:
 * - the checkout link the merchant (the portal) sends the payer to: `{checkout}/` + base64 of
 *   `m=<merchant id>;ac.<field>=<value>;a=<amount in tiyin>;c=<return url>`;
 * - the merchant API the provider calls: JSON-RPC 2.0 over HTTP POST with `Authorization: Basic
 *   base64("Paycom:<key>")`, methods below, transaction states 1 created, 2 performed, -1 cancelled before
 *   perform, -2 cancelled after perform.
 * The portal's merchant endpoint is apps/api/src/modules/payments/merchant.ts; apps/gov-sim's
 * systems/payme plays the provider (the checkout page, then these calls).
 */
import { z } from 'zod';

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

/** Transaction states of the protocol. */
export const PAYME_STATE = { created: 1, performed: 2, cancelled: -1, cancelledAfterPerform: -2 } as const;

/** The error codes the protocol names (integrations.md), besides the JSON-RPC ones. */
export const PAYME_ERROR = {
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  insufficientPrivileges: -32504,
} as const;

/** What a checkout link carries. */
export interface PaymeCheckout {
  merchantId: string;
  /** The account fields (`ac.<field>`), e.g. `{ request_id: '17' }`. */
  account: Record<string, string>;
  amountTiyin: number;
  returnUrl: string;
}

/** The checkout link: `checkoutUrl/` + base64 of `m=…;ac.…=…;a=…;c=…` (the return URL last). */
export function paymeCheckoutLink(checkoutUrl: string, c: PaymeCheckout): string {
  const parts = [
    `m=${c.merchantId}`,
    ...Object.entries(c.account).map(([k, v]) => `ac.${k}=${v}`),
    `a=${c.amountTiyin}`,
    `c=${c.returnUrl}`,
  ];
  return `${checkoutUrl.replace(/\/$/, '')}/${Buffer.from(parts.join(';')).toString('base64')}`;
}

const checkoutSchema = z.object({
  merchantId: z.string().min(1).max(100),
  account: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().min(1).max(100)),
  amountTiyin: z.coerce.number().int().positive().max(100_000_000_000),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
});

/**
 * The fields of a checkout link's encoded part (what follows `{checkout}/`), or undefined when it is not
 * one. The return URL is the rest of the text after `c=`, so it may itself hold `;`.
 */
export function parsePaymeCheckout(encoded: string): PaymeCheckout | undefined {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8');
  } catch {
    return undefined;
  }
  const at = text.indexOf(';c=');
  const head = at < 0 ? text : text.slice(0, at);
  const returnUrl = at < 0 ? '' : text.slice(at + 3);
  const fields = new Map(
    head.split(';').map((pair) => {
      const eq = pair.indexOf('=');
      return [eq < 0 ? pair : pair.slice(0, eq), eq < 0 ? '' : pair.slice(eq + 1)] as const;
    }),
  );
  const account = Object.fromEntries(
    [...fields].filter(([k]) => k.startsWith('ac.')).map(([k, v]) => [k.slice(3), v]),
  );
  const parsed = checkoutSchema.safeParse({
    merchantId: fields.get('m'),
    account,
    amountTiyin: fields.get('a'),
    returnUrl,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The `Authorization` header of the provider's calls to a merchant. */
export const paymeAuthorization = (key: string) => `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;

/** A merchant's JSON-RPC answer as the provider reads it. */
export const paymeAnswerSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]).nullable().optional(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z
    .object({
      code: z.number().int(),
      message: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
      data: z.unknown().optional(),
    })
    .optional(),
});
export type PaymeAnswer = z.infer<typeof paymeAnswerSchema>;

/**
 * The merchant's own calls to the provider (Payme's Subscribe API): JSON-RPC 2.0 over HTTP POST to the
 * provider's API with `X-Auth: <merchant id>:<key>`. The portal uses one method, `receipts.cancel`
 * `{ id }`: a paid receipt (the receipt of a checkout payment has the id of its merchant transaction) is put
 * in the queue for cancellation (receipt state 21); the provider then calls the merchant's
 * CancelTransaction with reason 5 (a refund) and, once the merchant has answered, the receipt is cancelled
 * (50). The answer is `{ receipt: { _id, state, … } }`.
 */
export const PAYME_RECEIPT_METHOD_CANCEL = 'receipts.cancel';

/** Receipt states of the Subscribe API the portal reads. */
export const PAYME_RECEIPT_STATE = { paid: 4, cancelQueued: 21, cancelled: 50 } as const;

/** CancelTransaction reasons of the protocol the portal and the simulator use. */
export const PAYME_CANCEL_REASON = { timeout: 4, refund: 5 } as const;

/** The `X-Auth` header of the merchant's calls to the provider's API. */
export const paymeMerchantAuth = (merchantId: string, key: string) => `${merchantId}:${key}`;

/** The answer of `receipts.cancel`: the receipt, or the provider's error. */
export const paymeReceiptAnswerSchema = paymeAnswerSchema.extend({
  result: z
    .object({
      receipt: z.looseObject({
        _id: z.string(),
        state: z.number().int(),
        amount: z.number().int().optional(),
        cancel_time: z.number().int().optional(),
      }),
    })
    .optional(),
});
export type PaymeReceiptAnswer = z.infer<typeof paymeReceiptAnswerSchema>;
