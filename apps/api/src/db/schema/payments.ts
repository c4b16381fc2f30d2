import { bigint, index, integer, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, entityTable } from './columns';

/**
 * A payment transaction of the payment provider (Payme merchant API, integrations.md "Payments"), for one
 * payable record: `payableKind` names its kind (modules/payments/payables.ts: 'lawyer-request', a lawyer's
 * request in PAYMENT) and `payableId` its id in that kind's table. `paymeId` is the provider's transaction
 * id (CreateTransaction `id`), so the same CreateTransaction sent twice finds its row. Times are the provider's epoch milliseconds where the
 * protocol answers them. State: 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after.
 */
export const paymentTransactions = entityTable(
  'payment_transactions',
  {
    paymeId: varchar({ length: 64 }).notNull().unique(),
    payableKind: varchar({ length: 40 }).notNull(),
    payableId: integer().notNull(),
    amountTiyin: bigint({ mode: 'number' }).notNull(),
    state: smallint().notNull(),
    /** The provider's `time` of CreateTransaction. */
    paymeTime: bigint({ mode: 'number' }).notNull(),
    createTime: bigint({ mode: 'number' }).notNull(),
    performTime: bigint({ mode: 'number' }).notNull().default(0),
    cancelTime: bigint({ mode: 'number' }).notNull().default(0),
    reason: smallint(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.payableKind, t.payableId), index().on(t.paymeTime)],
);
