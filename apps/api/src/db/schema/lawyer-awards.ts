import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { identityId } from './columns';
import { fileRef } from './files';

/**
 * State and professional awards of a lawyer (public card); the achievements the lawyer adds themselves
 * (lawyerAchievementCreate: title, date, issuer, optional scan) are rows of this table too.
 */
export const lawyerAwards = pgTable(
  'lawyer_awards',
  {
    id: identityId(),
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    name: text().notNull(),
    awardedBy: text(),
    awardedOn: date().notNull(),
    /** The scan the lawyer attached (never on the public card). */
    scanFileId: fileRef(),
  },
  (t) => [index('lawyer_awards_lawyer_idx').on(t.lawyerId)],
);
