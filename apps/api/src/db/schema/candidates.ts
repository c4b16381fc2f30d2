import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ofStructure } from './contragents';
import { fileRef } from './files';
import { persons, personRef, actedBy } from './persons';
import { regionRef } from './regions';
import { vacancies } from './vacancies';
import { moment, createdAt, timestamps, refTo, entityTable, period } from './columns';

/**
 * A person's two candidate photos (updatePhoto, docs/domain.md "Bar candidates"): 3×4, taken within the
 * last 6 months, the day each was taken (its metadata, else the upload day). One row per person; a new
 * upload replaces both, and a filing copies them when it is made.
 */
export const candidatePhotos = pgTable('candidate_photos', {
  personId: refTo(() => persons.id).primaryKey(),
  photo1FileId: fileRef().notNull(),
  photo2FileId: fileRef().notNull(),
  photo1TakenOn: date().notNull(),
  photo2TakenOn: date().notNull(),
  uploadedAt: moment().notNull().defaultNow(),
});

/**
 * A candidate's filing to the bar (workflow `candidate`): region, license types, documents, the two
 * photos, the conviction check's answer and the interview.
 */
export const candidateDocuments = entityTable(
  'candidate_documents',
  {
    personId: personRef().notNull(),
    /** The region whose chamber runs the interview. */
    regionId: regionRef().notNull(),
    licenseTypeIds: integer().array().notNull(),
    status: varchar({ length: 20 }).notNull(),
    photo1FileId: fileRef().notNull(),
    photo2FileId: fileRef().notNull(),
    /** When the interior ministry answered the conviction check (no conviction). */
    convictionCheckedAt: moment(),
    /** The interview's time and place, once the regional chamber set them. */
    interviewAt: moment(),
    interviewPlace: text(),
    ...timestamps(),
  },
  (t) => [
    // One filing under way per person.
    uniqueIndex('candidate_documents_live_person_idx')
      .on(t.personId)
      .where(sql`${t.status} in ('SEND', 'SEND_CONVICTION', 'PENDING', 'MEETING', 'MEETING_PROCESS')`),
    index('candidate_documents_region_idx').on(t.regionId, t.status, t.id),
  ],
);

/** The documents of a filing, each with its kind (packages/domain CANDIDATE_DOC_TYPES). */
export const candidateDocumentFiles = entityTable(
  'candidate_document_files',
  {
    candidateDocumentId: refTo(() => candidateDocuments.id).notNull(),
    docTypeId: integer().notNull(),
    fileId: fileRef().notNull(),
  },
  (t) => [index('candidate_document_files_doc_idx').on(t.candidateDocumentId)],
);

/**
 * An internship (workflow `internship`): a PASSED candidate accepted by a structure's director from an
 * application to an internship vacancy; the person is INTERN there from startDate until endDate.
 */
export const internships = entityTable(
  'internships',
  {
    personId: personRef().notNull(),
    candidateDocumentId: refTo(() => candidateDocuments.id).notNull(),
    ...ofStructure(),
    vacancyId: refTo(() => vacancies.id),
    /** The application the director accepted (modules/vacancies), when it came from one. */
    applicationId: integer(),
    ...period(),
    status: varchar({ length: 12 }).notNull(),
    /**
     * The person's assigned role before they became INTERN (null: none, the role follows the registries),
     * given back when the internship ends (docs/domain.md "Interns").
     */
    previousAssignedRole: varchar({ length: 32 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('internships_active_person_idx')
      .on(t.personId)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('internships_contragent_idx').on(t.contragentId, t.status),
    index('internships_region_idx').on(t.regionId, t.status),
  ],
);

/**
 * A restriction on a structure taking interns (docs/domain.md "Interns"), set by a chamber with a reason
 * from a day, until a day or until lifted. While one is in force the director cannot accept an intern.
 */
export const internRestrictions = entityTable(
  'intern_restrictions',
  {
    ...ofStructure(),
    reason: text().notNull(),
    fromDate: date().notNull(),
    untilDate: date(),
    createdByPersonId: personRef().notNull(),
    createdAt: createdAt(),
    ...actedBy('lifted'),
    liftReason: text(),
  },
  (t) => [index('intern_restrictions_contragent_idx').on(t.contragentId, t.liftedAt)],
);
