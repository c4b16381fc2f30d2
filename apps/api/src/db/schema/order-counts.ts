import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';

/**
 * The orders counted per structure, region and lawyer (every order but the DELETED ones), by status and
 * late-sent: what countEmployee answers per lawyer. A structure's (a region's, the country's) counts are
 * these few rows, not its orders. PostgreSQL keeps them (migration 0028_order_counts): every insert,
 * change of status, structure, region or lawyer, and delete of an order moves its count in the same
 * transaction (an upsert on the row, so concurrent orders of one lawyer queue on it and none is lost).
 * A personal order has no structure (`contragent_id` null).
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    contragentId: integer(),
    regionId: integer(),
    lawyerId: integer().notNull(),
    total: integer().notNull(),
    draft: integer().notNull(),
    created: integer().notNull(),
    cancelled: integer().notNull(),
    lateSent: integer().notNull(),
  },
  (t) => [
    unique('order_counts_key').on(t.contragentId, t.regionId, t.lawyerId).nullsNotDistinct(),
    /** A regional chamber's counts. */
    index('order_counts_region_idx').on(t.regionId),
  ],
);
