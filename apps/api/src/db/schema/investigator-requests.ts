import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { criminalCases } from './criminal-cases';
import { files } from './files';
import { lawyers } from './lawyers';
import { legalAidTypes } from './legal-aid-types';
import { investigatorRequestStatusEnum } from './legal-aid-enums';
import { persons } from './persons';
import { regions } from './regions';
import { requestDraws } from './request-draws';
import { workLanguages } from './work-languages';

/**
 * An investigator's (or court's) request for a state-funded lawyer for a person (spec section 7, the
 * org-request calls; decisions.md "Investigator request"). Its status changes only through the workflow
 * table (packages/domain/src/workflows/investigator-request-workflow.ts).
 */
export const investigatorRequests = pgTable(
  'investigator_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    status: investigatorRequestStatusEnum().notNull(),
    investigatorPersonId: integer()
      .notNull()
      .references(() => persons.id),
    /** The investigator's body (inquiry department, investigation department, court), as they write it. */
    organizationName: text(),
    // Criminal-case data (spec section 3): the case as the investigator gave it, and the cached registry entry.
    caseNumber: varchar({ length: 40 }).notNull(),
    criminalCaseId: integer().references(() => criminalCases.id),
    caseArticle: text(),
    caseSummary: text(),
    /** The person who needs a lawyer: pinfl as given, the registry's person when found. */
    personPinfl: varchar({ length: 14 }).notNull(),
    personId: integer().references(() => persons.id),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    languageId: integer()
      .notNull()
      .references(() => workLanguages.id),
    legalAidId: integer()
      .notNull()
      .references(() => legalAidTypes.id),
    attendancePlace: text().notNull(),
    attendanceAt: timestamp({ withTimezone: true }).notNull(),
    /** The request document (PDF) the investigator attached. */
    fileId: uuid().references(() => files.id),
    /** The lawyer of the current draw (SEND) or who accepted (ACCEPTED and after). */
    pickedLawyerId: integer().references(() => lawyers.id),
    currentDrawId: integer().references((): AnyPgColumn => requestDraws.id),
    /** When the picked lawyer's time to accept runs out. */
    acceptDeadlineAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    /** closeOrganizationRequest: the lawyer's closing document and comment. */
    closeFileId: uuid().references(() => files.id),
    closeComment: text(),
    cancelReason: text(),
    notCompletedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investigator_requests_status_region_idx').on(t.status, t.regionId),
    index('investigator_requests_investigator_idx').on(t.investigatorPersonId, t.createdAt),
    index('investigator_requests_lawyer_idx')
      .on(t.pickedLawyerId, t.acceptedAt)
      .where(sql`${t.pickedLawyerId} IS NOT NULL`),
    index('investigator_requests_person_pinfl_idx').on(t.personPinfl),
    index('investigator_requests_case_number_idx').on(t.caseNumber),
  ],
);
