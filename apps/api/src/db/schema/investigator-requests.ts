import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { WeightedCandidate } from '@portal/domain';
import { criminalCases } from './criminal-cases';
import { fileRef } from './files';
import { lawyerRef } from './lawyers';
import { legalAidTypes } from './legal-aid-types';
import { drawOutcomeEnum, investigatorRequestStatusEnum } from './legal-aid-enums';
import { personRef } from './persons';
import { regionRef } from './regions';
import { searchText, trigramOf } from './search-text';
import { workLanguages } from './work-languages';
import { moment, createdAt, timestamps, refTo, entityTable, pinflColumn } from './columns';

// An investigator request and its draws reference each other (its current draw; the draw's request), so
// both tables live in this one file.

/**
 * An investigator's (or court's) request for a state-funded lawyer for a person (spec section 7, the
 * org-request calls; decisions.md "Investigator request"). Its status changes only through the workflow
 * table (packages/domain/src/workflows/investigator-request-workflow.ts).
 */
export const investigatorRequests = entityTable(
  'investigator_requests',
  {
    status: investigatorRequestStatusEnum().notNull(),
    investigatorPersonId: personRef().notNull(),
    /** The investigator's body (inquiry department, investigation department, court), as they write it. */
    organizationName: text(),
    // Criminal-case data (spec section 3): the case as the investigator gave it, and the cached registry entry.
    caseNumber: varchar({ length: 40 }).notNull(),
    criminalCaseId: refTo(() => criminalCases.id),
    caseArticle: text(),
    caseSummary: text(),
    /** The person who needs a lawyer: pinfl as given, the registry's person when found. */
    personPinfl: pinflColumn().notNull(),
    personId: personRef(),
    regionId: regionRef().notNull(),
    languageId: refTo(() => workLanguages.id).notNull(),
    legalAidId: refTo(() => legalAidTypes.id).notNull(),
    attendancePlace: text().notNull(),
    attendanceAt: moment().notNull(),
    /** The request document (PDF) the investigator attached. */
    fileId: fileRef(),
    /** The lawyer of the current draw (SEND) or who accepted (ACCEPTED and after). */
    pickedLawyerId: lawyerRef(),
    currentDrawId: refTo((): AnyPgColumn => requestDraws.id),
    /** When the picked lawyer's time to accept runs out. */
    acceptDeadlineAt: moment(),
    acceptedAt: moment(),
    /** closeOrganizationRequest: the lawyer's closing document and comment. */
    closeFileId: fileRef(),
    closeComment: text(),
    cancelReason: text(),
    notCompletedReason: text(),
    /** The case number normalised for search (search-text.ts), kept by PostgreSQL. */
    searchText: text().generatedAlwaysAs((): SQL => searchText(investigatorRequests.caseNumber)),
    ...timestamps(),
  },
  (t) => [
    index('investigator_requests_status_region_idx').on(t.status, t.regionId),
    index('investigator_requests_investigator_idx').on(t.investigatorPersonId, t.createdAt),
    /** An investigator's own requests, newest (highest id) first. */
    index('investigator_requests_investigator_id_idx').on(t.investigatorPersonId, t.id),
    index('investigator_requests_lawyer_idx')
      .on(t.pickedLawyerId, t.acceptedAt)
      .where(sql`${t.pickedLawyerId} IS NOT NULL`),
    /**
     * The requests a lawyer was picked for and has yet to accept (the cabinet home page's count and its
     * nearest deadline), read from the index alone.
     */
    index('investigator_requests_picked_status_idx')
      .on(t.pickedLawyerId, t.status, t.acceptDeadlineAt)
      .where(sql`${t.pickedLawyerId} IS NOT NULL`),
    /**
     * The search by digits (db/search.ts `identifierSearch`): a PINFL or a case number that begins with
     * them, a prefix range under any collation; equal to one, too.
     */
    index('investigator_requests_person_pinfl_idx').on(sql`${t.personPinfl} text_pattern_ops`),
    index('investigator_requests_case_number_idx').on(sql`${t.caseNumber} text_pattern_ops`),
    /** The search by any other text: part of the case number. */
    index('investigator_requests_search_idx').using('gin', trigramOf(t.searchText)),
    /**
     * The statistics of a month, for the country or one region, with the status and acceptance the figures
     * count, so they are read from the index alone.
     */
    index('investigator_requests_created_region_idx').on(t.createdAt, t.regionId, t.status, t.acceptedAt),
  ],
);

/**
 * One draw of a lawyer for an investigator request (round 1, then one more each time the picked lawyer
 * lets the time run out or a waiting request finds a duty lawyer): everything a chamber needs to re-check
 * it with `recheckDraw` of packages/domain (candidates with their counts and weights, seed, point, pick).
 */
export const requestDraws = entityTable(
  'request_draws',
  {
    requestId: refTo((): AnyPgColumn => investigatorRequests.id).notNull(),
    round: integer().notNull(),
    regionId: regionRef().notNull(),
    dutyDate: date().notNull(),
    languageId: refTo(() => workLanguages.id).notNull(),
    algorithm: text().notNull(),
    /** 128 random bits as hex, from the operating system's generator. */
    seed: text().notNull(),
    candidates: jsonb().$type<WeightedCandidate[]>().notNull(),
    /** Duty lawyers left out because they let this request time out before. */
    excludedLawyerIds: integer().array().notNull().default([]),
    totalWeight: bigint({ mode: 'number' }).notNull(),
    point: bigint({ mode: 'number' }).notNull(),
    pickedLawyerId: lawyerRef(),
    outcome: drawOutcomeEnum().notNull(),
    acceptDeadlineAt: moment(),
    createdAt: createdAt(),
    endedAt: moment(),
  },
  (t) => [
    unique('request_draws_request_round_uq').on(t.requestId, t.round),
    index('request_draws_picked_idx').on(t.pickedLawyerId),
  ],
);
