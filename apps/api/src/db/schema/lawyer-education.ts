import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { lawyers } from './lawyers';

/** A lawyer's education (public card): institution, speciality, years, diploma. */
export const lawyerEducation = pgTable(
  'lawyer_education',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
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
