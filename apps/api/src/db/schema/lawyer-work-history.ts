import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { lawyers } from './lawyers';

/** A lawyer's work history before and beside the bar (public card): organisation, position, dates. */
export const lawyerWorkHistory = pgTable(
  'lawyer_work_history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    organization: text().notNull(),
    position: text().notNull(),
    startDate: date().notNull(),
    /** Null while the lawyer still works there. */
    endDate: date(),
  },
  (t) => [index('lawyer_work_history_lawyer_idx').on(t.lawyerId)],
);
