import { date, index, text } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { entityTable } from './columns';

/** A lawyer's work history before and beside the bar (public card): organisation, position, dates. */
export const lawyerWorkHistory = entityTable(
  'lawyer_work_history',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    organization: text().notNull(),
    position: text().notNull(),
    startDate: date().notNull(),
    /** Null while the lawyer still works there. */
    endDate: date(),
  },
  (t) => [index('lawyer_work_history_lawyer_idx').on(t.lawyerId)],
);
