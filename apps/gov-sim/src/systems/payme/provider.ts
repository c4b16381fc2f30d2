/**
 * The simulated payment provider's side of the Payme merchant API (integrations.md "Payments"): it calls
 * the merchant's JSON-RPC endpoint as the real provider does, and checks that the merchant keeps its
 * word. A payment is this sequence, each call journaled:
 * 1. CheckPerformTransaction: may this account be paid this amount?
 * 2. CreateTransaction, then the same CreateTransaction again (a retry: the first answer "was lost"): the
 *    merchant must answer the same transaction;
 * 3. PerformTransaction, then again (a retry): the same perform time, the payment counted once;
 * 4. the first CreateTransaction arriving late, after the perform (out of order): the merchant must refuse
 *    it (-31008) rather than open a second payment;
 * 5. CheckTransaction: performed (state 2).
 * A merchant that answers otherwise fails the payment with a message saying which step it broke.
 *
 * The merchant may ask for a performed payment back (`receipts.cancel` of the Subscribe API,
 * {@link cancelReceipt}): the receipt is queued for cancellation (21) at once, so a second ask while the
 * first is under way calls the merchant no second time; the provider calls the merchant's CancelTransaction
 * with reason 5 (a refund) and the receipt is cancelled (50). The merchant down: the receipt is paid again
 * (4) and the ask fails, to be sent again.
 */
import { randomBytes } from 'node:crypto';
import {
  PAYME_CANCEL_REASON,
  PAYME_ERROR,
  PAYME_RECEIPT_STATE,
  PAYME_STATE,
  type PaymeAnswer,
  paymeAnswerSchema,
  paymeAuthorization,
  type PaymeCheckout,
  type PaymeMethod,
} from '@portal/integrations';

/** How long the provider waits for one merchant answer. */
const MERCHANT_TIMEOUT_MS = 10_000;

export interface ProviderCall {
  method: PaymeMethod;
  /** Why the provider sent it (first, retry, out of order). */
  note: string;
  params: Record<string, unknown>;
  answer: PaymeAnswer;
}

/** A transaction as the provider keeps it (the journal of `GET /payme/transactions`). */
export interface ProviderTransaction {
  id: string;
  merchantId: string;
  merchantUrl: string;
  account: Record<string, string>;
  amountTiyin: number;
  /** The provider's creation time (epoch ms), sent as `time`. */
  time: number;
  /** The state as the merchant last answered it; 0 before CreateTransaction succeeded. */
  state: number;
  /** The reason of its cancellation (CancelTransaction's `reason`), null while not cancelled. */
  reason: number | null;
  /** The state of its receipt (Subscribe API): 4 paid, 21 queued for cancellation, 50 cancelled; 0 unpaid. */
  receiptState: number;
  calls: ProviderCall[];
}

/** A payment the merchant refused or broke: the code and message to show the payer. */
export class PaymentFailed extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

const merchantMessage = (answer: PaymeAnswer) => {
  const m = answer.error?.message;
  if (typeof m === 'string') return m;
  return m?.en ?? m?.ru ?? `error ${answer.error?.code}`;
};

export function paymeProvider(options: { key: string; now: () => number }) {
  const journal: ProviderTransaction[] = [];
  let rpcId = 0;

  async function rpc(
    t: Pick<ProviderTransaction, 'merchantUrl'> & { calls?: ProviderCall[] },
    method: PaymeMethod,
    params: Record<string, unknown>,
    note: string,
  ): Promise<PaymeAnswer> {
    let answer: PaymeAnswer;
    try {
      const res = await fetch(t.merchantUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: paymeAuthorization(options.key) },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
        signal: AbortSignal.timeout(MERCHANT_TIMEOUT_MS),
      });
      answer = paymeAnswerSchema.parse(await res.json());
    } catch {
      throw new PaymentFailed('The merchant did not answer; nothing was charged.', null);
    }
    t.calls?.push({ method, note, params, answer });
    return answer;
  }

  const refused = (answer: PaymeAnswer) =>
    new PaymentFailed(`The merchant refused: ${merchantMessage(answer)}`, answer.error?.code ?? null);
  const broke = (step: string, answer: PaymeAnswer) =>
    new PaymentFailed(`The merchant broke the protocol at ${step}: ${JSON.stringify(answer)}`, null);
  const same = (a: PaymeAnswer, b: PaymeAnswer) => JSON.stringify(a.result) === JSON.stringify(b.result);

  /** CancelTransaction of a transaction of the journal (reason 5: a refund after perform). */
  async function cancel(
    t: ProviderTransaction,
    reason: number,
    note = 'the provider cancels',
  ): Promise<ProviderTransaction> {
    const answer = await rpc(t, 'CancelTransaction', { id: t.id, reason }, note);
    if (answer.error) throw refused(answer);
    t.state = Number(answer.result?.state);
    t.reason = reason;
    if (t.state === PAYME_STATE.cancelledAfterPerform) t.receiptState = PAYME_RECEIPT_STATE.cancelled;
    return t;
  }

  return {
    journal: () => [...journal].reverse(),
    find: (id: string) => journal.find((t) => t.id === id),

    /** CheckPerformTransaction alone: what the checkout page asks before it offers to pay. */
    async check(merchantUrl: string, c: PaymeCheckout) {
      const answer = await rpc(
        { merchantUrl },
        'CheckPerformTransaction',
        {
          amount: c.amountTiyin,
          account: c.account,
        },
        'the checkout page opened',
      );
      if (answer.error) throw refused(answer);
    },

    /** Pays `c` at the merchant: the sequence above. */
    async pay(merchantUrl: string, c: PaymeCheckout): Promise<ProviderTransaction> {
      const t: ProviderTransaction = {
        id: randomBytes(12).toString('hex'),
        merchantId: c.merchantId,
        merchantUrl,
        account: c.account,
        amountTiyin: c.amountTiyin,
        time: options.now(),
        state: 0,
        reason: null,
        receiptState: 0,
        calls: [],
      };
      journal.push(t);
      const payment = { amount: c.amountTiyin, account: c.account };
      const check = await rpc(t, 'CheckPerformTransaction', payment, 'before creating');
      if (check.error) throw refused(check);

      const create = { id: t.id, time: t.time, ...payment };
      const created = await rpc(t, 'CreateTransaction', create, 'first');
      if (created.error) throw refused(created);
      if (created.result?.state !== PAYME_STATE.created) throw broke('CreateTransaction', created);
      t.state = PAYME_STATE.created;
      const createdAgain = await rpc(t, 'CreateTransaction', create, 'retry (first answer lost)');
      if (!same(created, createdAgain)) throw broke('the repeated CreateTransaction', createdAgain);

      const performed = await rpc(t, 'PerformTransaction', { id: t.id }, 'first');
      if (performed.error) throw refused(performed);
      if (performed.result?.state !== PAYME_STATE.performed) throw broke('PerformTransaction', performed);
      t.state = PAYME_STATE.performed;
      const performedAgain = await rpc(t, 'PerformTransaction', { id: t.id }, 'retry (first answer lost)');
      if (!same(performed, performedAgain)) throw broke('the repeated PerformTransaction', performedAgain);

      const late = await rpc(t, 'CreateTransaction', create, 'out of order: a delayed copy after perform');
      if (late.error?.code !== PAYME_ERROR.cannotPerform) throw broke('the late CreateTransaction', late);
      const checked = await rpc(t, 'CheckTransaction', { id: t.id }, 'confirm');
      if (checked.result?.state !== PAYME_STATE.performed) throw broke('CheckTransaction', checked);
      t.receiptState = PAYME_RECEIPT_STATE.paid;
      return t;
    },

    cancel,

    /**
     * `receipts.cancel` of the merchant: a paid receipt is queued for cancellation and its transaction
     * cancelled at the merchant (reason 5); one already queued or cancelled is answered as it stands.
     * Throws PaymentFailed when the receipt cannot be cancelled or the merchant did not take the cancel.
     */
    async cancelReceipt(t: ProviderTransaction): Promise<ProviderTransaction> {
      if (
        t.receiptState === PAYME_RECEIPT_STATE.cancelQueued ||
        t.receiptState === PAYME_RECEIPT_STATE.cancelled
      )
        return t;
      if (t.receiptState !== PAYME_RECEIPT_STATE.paid)
        throw new PaymentFailed('The receipt is not paid; it cannot be cancelled.', PAYME_ERROR.cannotCancel);
      t.receiptState = PAYME_RECEIPT_STATE.cancelQueued;
      try {
        await cancel(t, PAYME_CANCEL_REASON.refund, 'the merchant asked for a refund (receipts.cancel)');
      } finally {
        if (t.receiptState !== PAYME_RECEIPT_STATE.cancelled) t.receiptState = PAYME_RECEIPT_STATE.paid;
      }
      if (t.receiptState !== PAYME_RECEIPT_STATE.cancelled)
        throw new PaymentFailed(`The merchant did not cancel the payment (state ${t.state}).`, null);
      return t;
    },
  };
}
export type PaymeProvider = ReturnType<typeof paymeProvider>;
