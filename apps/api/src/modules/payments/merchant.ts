/**
 * The portal as a Payme merchant (integrations.md "Payments"): the provider calls one JSON-RPC endpoint
 * with Basic auth `Paycom:<key>`; amounts in tiyin, times in epoch ms. Transactions are kept by the
 * provider's id, so a repeated or out-of-order call finds the state it left (the same CreateTransaction
 * twice is one transaction; PerformTransaction twice performs once). A created transaction times out after
 * 12 hours: it is cancelled (reason 4) and cannot be performed (-31008). A performed payment moves its
 * request PAYMENT -> COMPLETED; cancelling it after perform moves the request back to PAYMENT.
 */
import type { PaymeRpcAnswer } from '@portal/contracts';
import { timingSafeEqual } from 'node:crypto';
import { and, asc, between, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { lawyerRequests, paymentTransactions } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { markRequestPaid, reverseRequestPayment } from '../requests';
import { registerReceipt, revokeReceipt } from './receipt';

export const PAYME_TIMEOUT_MS = 12 * 3_600_000;

const MESSAGES: Record<number, { ru: string; uz: string; en: string }> = {
  [-32504]: { ru: 'Недостаточно привилегий', uz: 'Ruxsat yoʻq', en: 'Insufficient privileges' },
  [-32601]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [-32600]: { ru: 'Неверный запрос', uz: 'Notoʻgʻri soʻrov', en: 'Invalid request' },
  [-31001]: { ru: 'Неверная сумма', uz: 'Notoʻgʻri summa', en: 'Wrong amount' },
  [-31003]: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  [-31007]: {
    ru: 'Невозможно отменить транзакцию',
    uz: 'Tranzaksiyani bekor qilib boʻlmaydi',
    en: 'Cannot cancel',
  },
  [-31008]: { ru: 'Невозможно выполнить операцию', uz: 'Amalni bajarib boʻlmaydi', en: 'Cannot perform' },
  [-31050]: { ru: 'Заявка не найдена', uz: 'Ariza topilmadi', en: 'Request not found' },
  [-31051]: {
    ru: 'Заявка не ожидает оплаты',
    uz: 'Ariza toʻlovni kutmayapti',
    en: 'The request is not awaiting payment',
  },
  [-31052]: {
    ru: 'Заявка уже оплачивается другой транзакцией',
    uz: 'Ariza boshqa tranzaksiya bilan toʻlanmoqda',
    en: 'Another transaction pays this request',
  },
};

class RpcError extends Error {
  constructor(
    readonly code: number,
    readonly data?: string,
  ) {
    super(String(code));
  }
}

const account = z.object({ request_id: z.coerce.number().int().positive() });
const amount = z.number().int().positive();
const PARAMS = {
  CheckPerformTransaction: z.object({ amount, account }),
  CreateTransaction: z.object({ id: z.string().min(1).max(64), time: z.number().int(), amount, account }),
  PerformTransaction: z.object({ id: z.string().min(1).max(64) }),
  CancelTransaction: z.object({ id: z.string().min(1).max(64), reason: z.number().int().optional() }),
  CheckTransaction: z.object({ id: z.string().min(1).max(64) }),
  GetStatement: z.object({ from: z.number().int(), to: z.number().int() }),
};
type Method = keyof typeof PARAMS;
type Row = typeof paymentTransactions.$inferSelect;

export interface MerchantDeps {
  db: Database;
  clock: Clock;
  key: string;
}

/** Whether the Authorization header is `Basic base64(Paycom:<key>)`. */
function authorized(header: string | undefined, key: string): boolean {
  const expected = Buffer.from(`Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request a payment is for: it must exist (-31050), wait for payment (-31051) and cost `amount` (-31001). */
async function payableRequest(tx: Transaction, requestId: number, amountTiyin: number) {
  const [request] = await tx
    .select()
    .from(lawyerRequests)
    .where(eq(lawyerRequests.id, requestId))
    .for('update');
  if (!request) throw new RpcError(-31050, 'request_id');
  if (request.status !== 'PAYMENT') throw new RpcError(-31051, 'request_id');
  if (request.priceTiyin !== amountTiyin) throw new RpcError(-31001, 'amount');
  return request;
}

async function byPaymeId(tx: Transaction, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymeId, id))
    .for('update');
  if (!row) throw new RpcError(-31003);
  return row;
}

const view = (t: Row) => ({
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: String(t.id),
  state: t.state,
  reason: t.reason,
});

export function paymeMerchant({ db, clock, key }: MerchantDeps) {
  const now = () => clock.now().getTime();
  /** Cancels a created transaction whose 12 hours ran out (reason 4); answers whether it did. */
  async function expireIfLate(tx: Transaction, t: Row): Promise<boolean> {
    if (t.state !== 1 || now() - t.createTime <= PAYME_TIMEOUT_MS) return false;
    await tx
      .update(paymentTransactions)
      .set({ state: -1, reason: 4, cancelTime: now() })
      .where(eq(paymentTransactions.id, t.id));
    return true;
  }

  const methods: { [M in Method]: (p: z.output<(typeof PARAMS)[M]>) => Promise<Record<string, unknown>> } = {
    CheckPerformTransaction: (p) =>
      db.transaction(async (tx) => {
        await payableRequest(tx, p.account.request_id, p.amount);
        return { allow: true };
      }),
    CreateTransaction: (p) =>
      db.transaction(async (tx) => {
        const [known] = await tx
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.paymeId, p.id))
          .for('update');
        if (known) {
          if (known.state !== 1 || (await expireIfLate(tx, known))) throw new RpcError(-31008);
          return { create_time: known.createTime, transaction: String(known.id), state: known.state };
        }
        const request = await payableRequest(tx, p.account.request_id, p.amount);
        const [busy] = await tx
          .select()
          .from(paymentTransactions)
          .where(and(eq(paymentTransactions.requestId, request.id), eq(paymentTransactions.state, 1)));
        if (busy && !(await expireIfLate(tx, busy))) throw new RpcError(-31052, 'request_id');
        const [row] = await tx
          .insert(paymentTransactions)
          .values({
            paymeId: p.id,
            requestId: request.id,
            amountTiyin: p.amount,
            state: 1,
            paymeTime: p.time,
            createTime: now(),
          })
          .returning();
        return { create_time: row!.createTime, transaction: String(row!.id), state: 1 };
      }),
    PerformTransaction: (p) =>
      db
        .transaction(async (tx) => {
          const t = await byPaymeId(tx, p.id);
          if (t.state === 2) return { transaction: String(t.id), perform_time: t.performTime, state: 2 };
          if (t.state !== 1) throw new RpcError(-31008);
          if (await expireIfLate(tx, t)) return { __late: true };
          const at = now();
          await markRequestPaid(tx, t.requestId, new Date(at));
          await registerReceipt(tx, t, new Date(at));
          await tx
            .update(paymentTransactions)
            .set({ state: 2, performTime: at })
            .where(eq(paymentTransactions.id, t.id));
          return { transaction: String(t.id), perform_time: at, state: 2 };
        })
        .then((r) => {
          // the expiry is committed; the answer is the refusal
          if ('__late' in r) throw new RpcError(-31008);
          return r;
        }),
    CancelTransaction: (p) =>
      db.transaction(async (tx) => {
        const t = await byPaymeId(tx, p.id);
        if (t.state < 0) return { transaction: String(t.id), cancel_time: t.cancelTime, state: t.state };
        const at = now();
        if (t.state === 2) {
          await reverseRequestPayment(tx, t.requestId);
          await revokeReceipt(tx, t.id, new Date(at));
        }
        const state = t.state === 2 ? -2 : -1;
        await tx
          .update(paymentTransactions)
          .set({ state, cancelTime: at, reason: p.reason ?? null })
          .where(eq(paymentTransactions.id, t.id));
        return { transaction: String(t.id), cancel_time: at, state };
      }),
    CheckTransaction: (p) => db.transaction(async (tx) => view(await byPaymeId(tx, p.id))),
    GetStatement: async (p) => {
      const rows = await db
        .select()
        .from(paymentTransactions)
        .where(between(paymentTransactions.paymeTime, p.from, p.to))
        .orderBy(asc(paymentTransactions.paymeTime));
      return {
        transactions: rows.map((t) => ({
          id: t.paymeId,
          time: t.paymeTime,
          amount: t.amountTiyin,
          account: { request_id: String(t.requestId) },
          ...view(t),
        })),
      };
    },
  };

  /** One JSON-RPC call: always an answer (HTTP 200), with `result` or a Payme `error`. */
  return async function handle(
    authorization: string | undefined,
    body: { id?: number | string | null; method: string; params?: Record<string, unknown> },
  ): Promise<PaymeRpcAnswer> {
    const id = body.id ?? null;
    const fail = (code: number, data?: string): PaymeRpcAnswer => ({
      jsonrpc: '2.0',
      id,
      error: { code, message: MESSAGES[code]!, ...(data ? { data } : {}) },
    });
    if (!authorized(authorization, key)) return fail(-32504);
    if (!Object.hasOwn(PARAMS, body.method)) return fail(-32601, body.method);
    const method = body.method as Method;
    const parsed = PARAMS[method].safeParse(body.params ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      return fail(field === 'account' ? -31050 : field === 'amount' ? -31001 : -32600, field);
    }
    try {
      const result = await (methods[method] as (p: unknown) => Promise<Record<string, unknown>>)(parsed.data);
      return { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (error instanceof RpcError) return fail(error.code, error.data);
      if (error instanceof AppError && error.code === 'TRANSITION_NOT_ALLOWED') return fail(-31008);
      throw error;
    }
  };
}
