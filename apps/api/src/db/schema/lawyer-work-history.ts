import { index, text } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { entityTable, openPeriod } from './columns';

/** A lawyer's work history before and beside the bar (public card): organisation, position, dates. */
export const lawyerWorkHistory = entityTable(
  'lawyer_work_history',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    organization: text().notNull(),
    position: text().notNull(),
    /** endDate: null while the lawyer still works there. */
    ...openPeriod(),
  },
  (t) => [index('lawyer_work_history_lawyer_idx').on(t.lawyerId)],
);
