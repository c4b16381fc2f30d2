/**
 * The JSON-RPC side of the Payme merchant API (integrations.md "Payments"): the error codes the provider
 * knows with their messages in its three languages, the Basic credentials `Paycom:<key>`, and the shape of
 * an answer. Every answer is HTTP 200: a `result`, or an `error` with one of these codes.
 */
import type { PaymeRpcAnswer } from '@portal/contracts';
import { timingSafeEqual } from 'node:crypto';

export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  notPost: -32300,
  systemError: -32400,
  insufficientPrivileges: -32504,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  requestNotFound: -31050,
  notAwaitingPayment: -31051,
} as const;
export type RpcCode = (typeof RPC)[keyof typeof RPC];

const MESSAGES: Record<RpcCode, { ru: string; uz: string; en: string }> = {
  [RPC.parseError]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xato', en: 'Parse error' },
  [RPC.invalidRequest]: { ru: 'Неверный запрос', uz: 'Notoʻgʻri soʻrov', en: 'Invalid request' },
  [RPC.methodNotFound]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [RPC.notPost]: {
    ru: 'Метод запроса должен быть POST',
    uz: 'Soʻrov usuli POST boʻlishi kerak',
    en: 'The request method must be POST',
  },
  [RPC.systemError]: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  [RPC.insufficientPrivileges]: {
    ru: 'Недостаточно привилегий',
    uz: 'Ruxsat yoʻq',
    en: 'Insufficient privileges',
  },
  [RPC.wrongAmount]: { ru: 'Неверная сумма', uz: 'Notoʻgʻri summa', en: 'Wrong amount' },
  [RPC.transactionNotFound]: {
    ru: 'Транзакция не найдена',
    uz: 'Tranzaksiya topilmadi',
    en: 'Transaction not found',
  },
  [RPC.cannotCancel]: {
    ru: 'Невозможно отменить транзакцию',
    uz: 'Tranzaksiyani bekor qilib boʻlmaydi',
    en: 'Cannot cancel',
  },
  [RPC.cannotPerform]: {
    ru: 'Невозможно выполнить операцию',
    uz: 'Amalni bajarib boʻlmaydi',
    en: 'Cannot perform',
  },
  [RPC.requestNotFound]: { ru: 'Заявка не найдена', uz: 'Ariza topilmadi', en: 'Request not found' },
  [RPC.notAwaitingPayment]: {
    ru: 'Заявка не ожидает оплаты',
    uz: 'Ariza toʻlovni kutmayapti',
    en: 'The request is not awaiting payment',
  },
};

/** A refusal a merchant method throws: the code and, for account and amount errors, the field at fault. */
export class RpcError extends Error {
  constructor(
    readonly code: RpcCode,
    readonly data?: string,
  ) {
    super(String(code));
  }
}

export type RpcId = number | string | null;

/** The error answer with `code` to the call `id`. */
export function rpcFailure(id: RpcId, code: RpcCode, data?: string): PaymeRpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message: MESSAGES[code], ...(data ? { data } : {}) } };
}

/** The id of a call as sent, when it is one JSON-RPC allows (a number or a string); null otherwise. */
export function rpcIdOf(body: unknown): RpcId {
  const id = body !== null && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** Whether the Authorization header is `Basic base64(Paycom:<key>)`. */
export function authorized(header: string | undefined, key: string): boolean {
  const expected = Buffer.from(`Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
