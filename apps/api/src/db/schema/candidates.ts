import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { contragents } from './contragents';
import { files } from './files';
import { persons } from './persons';
import { regions } from './regions';
import { vacancies } from './vacancies';

/**
 * A person's two candidate photos (updatePhoto, docs/domain.md "Bar candidates"): 3×4, taken within the
 * last 6 months, the day each was taken (its metadata, else the upload day). One row per person; a new
 * upload replaces both, and a filing copies them when it is made.
 */
export const candidatePhotos = pgTable('candidate_photos', {
  personId: integer()
    .primaryKey()
    .references(() => persons.id),
  photo1FileId: uuid()
    .notNull()
    .references(() => files.id),
  photo2FileId: uuid()
    .notNull()
    .references(() => files.id),
  photo1TakenOn: date().notNull(),
  photo2TakenOn: date().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A candidate's filing to the bar (workflow `candidate`): region, license types, documents, the two
 * photos, the conviction check's answer and the interview.
 */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => persons.id),
    /** The region whose chamber runs the interview. */
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    licenseTypeIds: integer().array().notNull(),
    status: varchar({ length: 20 }).notNull(),
    photo1FileId: uuid()
      .notNull()
      .references(() => files.id),
    photo2FileId: uuid()
      .notNull()
      .references(() => files.id),
    /** When the interior ministry answered the conviction check (no conviction). */
    convictionCheckedAt: timestamp({ withTimezone: true }),
    /** The interview's time and place, once the regional chamber set them. */
    interviewAt: timestamp({ withTimezone: true }),
    interviewPlace: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
export const candidateDocumentFiles = pgTable(
  'candidate_document_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    candidateDocumentId: integer()
      .notNull()
      .references(() => candidateDocuments.id),
    docTypeId: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
  },
  (t) => [index('candidate_document_files_doc_idx').on(t.candidateDocumentId)],
);

/**
 * An internship (workflow `internship`): a PASSED candidate accepted by a structure's director from an
 * application to an internship vacancy; the person is INTERN there from startDate until endDate.
 */
export const internships = pgTable(
  'internships',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer()
      .notNull()
      .references(() => persons.id),
    candidateDocumentId: integer()
      .notNull()
      .references(() => candidateDocuments.id),
    contragentId: integer()
      .notNull()
      .references(() => contragents.id),
    /** The structure's region, copied for the chamber's registry. */
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    vacancyId: integer().references(() => vacancies.id),
    /** The application the director accepted (modules/vacancies), when it came from one. */
    applicationId: integer(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    status: varchar({ length: 12 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
export const internRestrictions = pgTable(
  'intern_restrictions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contragentId: integer()
      .notNull()
      .references(() => contragents.id),
    /** Copied from the structure for the chamber's list. */
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    reason: text().notNull(),
    fromDate: date().notNull(),
    untilDate: date(),
    createdByPersonId: integer()
      .notNull()
      .references(() => persons.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp({ withTimezone: true }),
    liftedByPersonId: integer().references(() => persons.id),
    liftReason: text(),
  },
  (t) => [index('intern_restrictions_contragent_idx').on(t.contragentId, t.liftedAt)],
);
