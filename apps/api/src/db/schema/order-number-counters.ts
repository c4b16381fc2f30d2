import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The last order number given per issuing scope and year: `C:<contragentId>` for a structure,
 * `L:<lawyerId>` for a lawyer's personal orders. Taken with one upsert inside the numbering transaction,
 * so concurrent signings queue on the row and no number is given twice or skipped.
 */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    scopeKey: varchar({ length: 20 }).notNull(),
    year: integer().notNull(),
    lastSequence: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeKey, t.year] })],
);
