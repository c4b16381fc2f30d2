import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The last number given per numbering scope and year (kit/numbering.ts): `C:<contragentId>` for a
 * structure's orders, `L:<lawyerId>` for a lawyer's personal orders, `X:<organizationId>` for an expertise
 * organization's conclusions. Taken with one upsert inside the numbering transaction,
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
