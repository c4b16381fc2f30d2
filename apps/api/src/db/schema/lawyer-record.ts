import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { entityTable, moment, referenceListTable, refTo } from './columns';
import { fileRef } from './files';
import { lawyerRef } from './lawyers';
import { personRef } from './persons';

/**
 * Main fields of practice (getInfo/directoryMainTypeList): reference data in four languages, the
 * fields a lawyer says they mainly work in (shown on the public card and the legal-service page).
 */
export const practiceFields = referenceListTable('practice_fields');

/** The fields of practice a lawyer chose (lawyerMainTypeCreate replaces the whole set). */
export const lawyerPracticeFields = pgTable(
  'lawyer_practice_fields',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    practiceFieldId: refTo(() => practiceFields.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.practiceFieldId] })],
);

/** A document the lawyer attached to their record (updateNew: the `file` part with its title `resultList`). */
export const lawyerDocuments = entityTable(
  'lawyer_documents',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    fileId: fileRef().notNull(),
    createdAt: moment().notNull(),
  },
  (t) => [index().on(t.lawyerId)],
);

/**
 * A chamber's rating mark of a lawyer (lawyerBallCreate; docs/domain.md "Rating marks"): 1 to 5 with the
 * reason, given by the chamber of the lawyer's region or the republic chamber. Marks are never edited.
 */
export const lawyerMarks = entityTable(
  'lawyer_marks',
  {
    lawyerId: lawyerRef({ onDelete: 'cascade' }).notNull(),
    mark: integer().notNull(),
    reason: text().notNull(),
    givenByPersonId: personRef().notNull(),
    givenByRole: varchar({ length: 20 }).notNull(),
    createdAt: moment().notNull(),
  },
  (t) => [index().on(t.lawyerId, t.createdAt), check('lawyer_marks_scale', sql`${t.mark} between 1 and 5`)],
);
