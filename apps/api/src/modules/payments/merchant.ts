/**
 * The portal as a Payme merchant (integrations.md "Payments"): the provider calls one JSON-RPC endpoint
 * with Basic auth `Paycom:<key>`; amounts in tiyin, times in epoch ms. Transactions are kept by the
 * provider's id, so a repeated or out-of-order call finds the state it left (the same CreateTransaction
 * twice is one transaction; PerformTransaction twice performs once). A transaction times out 12 hours
 * after the provider's `time`: older, it is not created, and a created one is cancelled (reason 4) and
 * cannot be performed (-31008). While one created transaction holds a payable, no other may pay it
 * (-31008). The account names the payable by its kind's field (payables.ts: `request_id`, a lawyer's
 * request). A performed payment marks its payable paid (a request PAYMENT -> COMPLETED); cancelling it after
 * perform makes it await payment again. Every time the merchant writes is the request's clock.
 */
import type { PaymeRpcAnswer, PaymeRpcRequest } from '@portal/contracts';
import { and, asc, between, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { PAYABLES, type PayableKindName, payableKind, type PayableRef } from './payables';
import { registerReceipt, revokeReceipt } from './receipt';
import { authorized, RPC, RpcError, rpcFailure } from './rpc';

export const PAYME_TIMEOUT_MS = 12 * 3_600_000;
const KINDS = Object.entries(PAYABLES) as [PayableKindName, (typeof PAYABLES)[PayableKindName]][];
/** The account field named in a refusal that names no kind: the first kind's. */
const ACCOUNT_FIELD = KINDS[0]![1].accountField;

/** The account of a payment: the one field of a payable kind it carries, with the payable's id. */
const account = z.record(z.string(), z.unknown()).transform((fields, ctx): PayableRef => {
  for (const [kind, { accountField }] of KINDS) {
    if (!(accountField in fields)) continue;
    const id = z.coerce.number().int().positive().safeParse(fields[accountField]);
    if (id.success) return { kind, id: id.data };
  }
  ctx.addIssue({ code: 'custom', message: 'no payable' });
  return z.NEVER;
});
const fieldOf = (kind: string) => payableKind(kind).accountField;
const amount = z.number().int().positive();
const paymeId = z.string().min(1).max(64);
const PARAMS = {
  CheckPerformTransaction: z.object({ amount, account }),
  CreateTransaction: z.object({ id: paymeId, time: z.number().int(), amount, account }),
  PerformTransaction: z.object({ id: paymeId }),
  CancelTransaction: z.object({ id: paymeId, reason: z.number().int().optional() }),
  CheckTransaction: z.object({ id: paymeId }),
  GetStatement: z.object({ from: z.number().int(), to: z.number().int() }),
};
type Method = keyof typeof PARAMS;
type Row = typeof paymentTransactions.$inferSelect;

/** The refusal of params that do not fit the method: account and amount errors name their field. */
function paramsRefusal(path: readonly PropertyKey[]): RpcError {
  const field = String(path[0] ?? '');
  if (field === 'account') return new RpcError(RPC.requestNotFound, ACCOUNT_FIELD);
  if (field === 'amount') return new RpcError(RPC.wrongAmount, 'amount');
  return new RpcError(RPC.invalidRequest, field || undefined);
}

/** The payable a payment is for: it must exist (-31050), await payment (-31051) and cost `amount` (-31001). */
async function payable(tx: Transaction, ref: PayableRef, amountTiyin: number): Promise<PayableRef> {
  const kind = payableKind(ref.kind);
  const state = await kind.lock(tx, ref.id);
  if (!state) throw new RpcError(RPC.requestNotFound, kind.accountField);
  if (!state.awaitingPayment) throw new RpcError(RPC.notAwaitingPayment, kind.accountField);
  if (state.amountTiyin !== amountTiyin) throw new RpcError(RPC.wrongAmount, 'amount');
  return ref;
}

async function byPaymeId(tx: Transaction, id: string): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymeId, id))
    .for('update');
  return row;
}

async function existing(tx: Transaction, id: string): Promise<Row> {
  const row = await byPaymeId(tx, id);
  if (!row) throw new RpcError(RPC.transactionNotFound);
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

/** Whether the provider's `time` is more than 12 hours before `at`. */
const timedOut = (providerTime: number, at: number) => at - providerTime > PAYME_TIMEOUT_MS;

type Result = Record<string, unknown>;

/** The methods, at the instant `at` (epoch ms) of the call. */
function methodsAt(db: Database, at: number) {
  /**
   * Runs `work` in one transaction. A refusal it returns (rather than throws) is answered after the
   * commit, so what it wrote first (a timed-out transaction cancelled) stays.
   */
  async function committed(work: (tx: Transaction) => Promise<Result | RpcError>): Promise<Result> {
    const answer = await db.transaction(work);
    if (answer instanceof RpcError) throw answer;
    return answer;
  }

  /** Cancels a created transaction past its 12 hours (reason 4); answers whether it did. */
  async function expireIfLate(tx: Transaction, t: Row): Promise<boolean> {
    if (t.state !== 1 || !timedOut(t.paymeTime, at)) return false;
    await tx
      .update(paymentTransactions)
      .set({ state: -1, reason: 4, cancelTime: at })
      .where(eq(paymentTransactions.id, t.id));
    return true;
  }

  /** Whether another created transaction, not timed out, holds the payable (the late ones end). */
  async function heldByAnother(tx: Transaction, ref: PayableRef): Promise<boolean> {
    const live = await tx
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.payableKind, ref.kind),
          eq(paymentTransactions.payableId, ref.id),
          eq(paymentTransactions.state, 1),
        ),
      )
      .for('update');
    let held = false;
    for (const t of live) if (!(await expireIfLate(tx, t))) held = true;
    return held;
  }

  const methods: { [M in Method]: (p: z.output<(typeof PARAMS)[M]>) => Promise<Result> } = {
    CheckPerformTransaction: (p) =>
      committed(async (tx) => {
        const ref = await payable(tx, p.account, p.amount);
        if (await heldByAnother(tx, ref)) return new RpcError(RPC.cannotPerform);
        return { allow: true };
      }),
    CreateTransaction: (p) =>
      committed(async (tx) => {
        const known = await byPaymeId(tx, p.id);
        if (known) {
          if (known.state !== 1 || (await expireIfLate(tx, known))) return new RpcError(RPC.cannotPerform);
          return { create_time: known.createTime, transaction: String(known.id), state: known.state };
        }
        const ref = await payable(tx, p.account, p.amount);
        if (await heldByAnother(tx, ref)) return new RpcError(RPC.cannotPerform);
        if (timedOut(p.time, at)) return new RpcError(RPC.cannotPerform);
        const [row] = await tx
          .insert(paymentTransactions)
          .values({
            paymeId: p.id,
            payableKind: ref.kind,
            payableId: ref.id,
            amountTiyin: p.amount,
            state: 1,
            paymeTime: p.time,
            createTime: at,
          })
          .returning();
        return { create_time: row!.createTime, transaction: String(row!.id), state: 1 };
      }),
    PerformTransaction: (p) =>
      committed(async (tx) => {
        const t = await existing(tx, p.id);
        if (t.state === 2) return { transaction: String(t.id), perform_time: t.performTime, state: 2 };
        if (t.state !== 1 || (await expireIfLate(tx, t))) return new RpcError(RPC.cannotPerform);
        await payableKind(t.payableKind).markPaid(tx, t.payableId, new Date(at));
        await registerReceipt(tx, t, new Date(at));
        await tx
          .update(paymentTransactions)
          .set({ state: 2, performTime: at })
          .where(eq(paymentTransactions.id, t.id));
        return { transaction: String(t.id), perform_time: at, state: 2 };
      }),
    CancelTransaction: (p) =>
      committed(async (tx) => {
        const t = await existing(tx, p.id);
        if (t.state < 0) return { transaction: String(t.id), cancel_time: t.cancelTime, state: t.state };
        if (t.state === 2) {
          await payableKind(t.payableKind).reversePaid(tx, t.payableId);
          await revokeReceipt(tx, t.id, new Date(at));
        }
        const state = t.state === 2 ? -2 : -1;
        await tx
          .update(paymentTransactions)
          .set({ state, cancelTime: at, reason: p.reason ?? null })
          .where(eq(paymentTransactions.id, t.id));
        return { transaction: String(t.id), cancel_time: at, state };
      }),
    CheckTransaction: (p) => committed(async (tx) => view(await existing(tx, p.id))),
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
          account: { [fieldOf(t.payableKind)]: String(t.payableId) },
          ...view(t),
        })),
      };
    },
  };
  return methods;
}

export interface MerchantCall {
  authorization: string | undefined;
  body: PaymeRpcRequest;
  /** The request's clock (plugins/request-clock.ts). */
  clock: Clock;
}

/** The merchant: one JSON-RPC call in, its answer out (HTTP 200), with `result` or a Payme `error`. */
export function paymeMerchant({ db, key }: { db: Database; key: string }) {
  return async function handle({ authorization, body, clock }: MerchantCall): Promise<PaymeRpcAnswer> {
    const id = body.id ?? null;
    if (!authorized(authorization, key)) return rpcFailure(id, RPC.insufficientPrivileges);
    if (!Object.hasOwn(PARAMS, body.method)) return rpcFailure(id, RPC.methodNotFound, body.method);
    const method = body.method as Method;
    try {
      const parsed = PARAMS[method].safeParse(body.params ?? {});
      if (!parsed.success) throw paramsRefusal(parsed.error.issues[0]?.path ?? []);
      const methods = methodsAt(db, clock.now().getTime());
      const result = await (methods[method] as (p: unknown) => Promise<Result>)(parsed.data);
      return { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (error instanceof RpcError) return rpcFailure(id, error.code, error.data);
      if (error instanceof AppError && error.code === 'TRANSITION_NOT_ALLOWED')
        return rpcFailure(id, RPC.cannotPerform);
      throw error;
    }
  };
}
