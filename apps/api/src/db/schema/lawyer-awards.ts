import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { lawyers } from './lawyers';

/** State and professional awards of a lawyer (public card). */
export const lawyerAwards = pgTable(
  'lawyer_awards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    awardedBy: text(),
    awardedOn: date().notNull(),
  },
  (t) => [index('lawyer_awards_lawyer_idx').on(t.lawyerId)],
);
