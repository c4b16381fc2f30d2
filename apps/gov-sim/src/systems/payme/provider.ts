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
 */
import { randomBytes } from 'node:crypto';
import {
  PAYME_ERROR,
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
      return t;
    },

    /** CancelTransaction of a transaction of the journal (reason 5: a refund after perform). */
    async cancel(t: ProviderTransaction, reason: number): Promise<ProviderTransaction> {
      const answer = await rpc(t, 'CancelTransaction', { id: t.id, reason }, 'the provider cancels');
      if (answer.error) throw refused(answer);
      t.state = Number(answer.result?.state);
      return t;
    },
  };
}
export type PaymeProvider = ReturnType<typeof paymeProvider>;
