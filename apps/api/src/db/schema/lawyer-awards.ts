import { date, index, text } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { entityTable } from './columns';
import { fileRef } from './files';

/**
 * State and professional awards of a lawyer (public card); the achievements the lawyer adds themselves
 * (lawyerAchievementCreate: title, date, issuer, optional scan) are rows of this table too.
 */
export const lawyerAwards = entityTable(
  'lawyer_awards',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    name: text().notNull(),
    awardedBy: text(),
    awardedOn: date().notNull(),
    /** The scan the lawyer attached (never on the public card). */
    scanFileId: fileRef(),
  },
  (t) => [index('lawyer_awards_lawyer_idx').on(t.lawyerId)],
);
