import { index, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { entityTable } from './columns';

/** A lawyer's education (public card): institution, speciality, years, diploma. */
export const lawyerEducation = entityTable(
  'lawyer_education',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    institution: text().notNull(),
    speciality: text().notNull(),
    /** BACHELOR, MASTER, DOCTORATE (PhD or DSc). */
    degree: varchar({ length: 20 }).notNull(),
    startYear: smallint().notNull(),
    endYear: smallint(),
    diplomaNumber: varchar({ length: 20 }),
  },
  (t) => [index('lawyer_education_lawyer_idx').on(t.lawyerId)],
);
