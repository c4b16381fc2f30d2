import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contragents } from './contragents';
import { lawyers } from './lawyers';

/**
 * Lawyer ↔ structure over time (data model "employment"): created by a confirmed contract, ended by
 * dismissal (endDate). A lawyer works in at most one structure at a time.
 */
export const employments = pgTable(
  'employments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id),
    contragentId: integer()
      .notNull()
      .references(() => contragents.id),
    startDate: date().notNull(),
    endDate: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employments_one_current_idx')
      .on(t.lawyerId)
      .where(sql`${t.endDate} IS NULL`),
    index('employments_contragent_idx')
      .on(t.contragentId)
      .where(sql`${t.endDate} IS NULL`),
  ],
);
