/**
 * The payment provider's API the portal calls itself (Payme's Subscribe API, packages/integrations
 * payme.ts): `receipts.cancel` asks for a performed payment's money back. The provider answers the
 * receipt (queued for cancellation, or cancelled once it has called the portal's CancelTransaction), or
 * refuses with its code. Down, slow or answering nonsense: 503 (systemUnavailable 'payme').
 */
import {
  PAYME_RECEIPT_METHOD_CANCEL,
  paymeMerchantAuth,
  paymeReceiptAnswerSchema,
} from '@portal/integrations';
import { callSystem, systemUnavailable } from './http';

export interface PaymeAdapter {
  /** Cancels the paid receipt of the merchant transaction `paymeId`: the receipt's state as answered. */
  cancelReceipt(paymeId: string): Promise<{ state: number }>;
}

/** The provider refused the cancellation (its error code and message). */
export class PaymeRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`The payment provider refused: ${code} ${message}`);
  }
}

export function createPaymeAdapter(options: {
  apiUrl: string;
  merchantId: string;
  key: string;
  timeoutMs: number;
}): PaymeAdapter {
  let rpcId = 0;
  return {
    async cancelReceipt(paymeId) {
      const answer = await callSystem({
        system: 'payme',
        url: options.apiUrl,
        method: 'POST',
        headers: { 'x-auth': paymeMerchantAuth(options.merchantId, options.key) },
        body: { jsonrpc: '2.0', id: ++rpcId, method: PAYME_RECEIPT_METHOD_CANCEL, params: { id: paymeId } },
        timeoutMs: options.timeoutMs,
      });
      const parsed = paymeReceiptAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw systemUnavailable(
          'payme',
          parsed.error ?? new Error(`receipts.cancel answered ${answer.status}`),
        );
      const { result, error } = parsed.data;
      if (error) {
        const m = error.message;
        throw new PaymeRefused(error.code, typeof m === 'string' ? m : (m?.en ?? m?.ru ?? ''));
      }
      if (!result) throw systemUnavailable('payme', new Error('receipts.cancel answered no receipt'));
      return { state: result.receipt.state };
    },
  };
}
