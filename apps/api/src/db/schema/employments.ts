import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { contragentRef } from './contragents';
import { lawyerRef } from './lawyers';
import { createdAt, entityTable, openPeriod } from './columns';

/**
 * Lawyer ↔ structure over time (data model "employment"): created by a confirmed contract, ended by
 * dismissal (endDate). A lawyer works in at most one structure at a time.
 */
export const employments = entityTable(
  'employments',
  {
    lawyerId: lawyerRef().notNull(),
    contragentId: contragentRef().notNull(),
    ...openPeriod(),
    createdAt: createdAt(),
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
