import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { identityId } from './columns';

/** State and professional awards of a lawyer (public card). */
export const lawyerAwards = pgTable(
  'lawyer_awards',
  {
    id: identityId(),
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    name: text().notNull(),
    awardedBy: text(),
    awardedOn: date().notNull(),
  },
  (t) => [index('lawyer_awards_lawyer_idx').on(t.lawyerId)],
);
