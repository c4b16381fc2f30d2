import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ofStructure, contragentRef } from './contragents';
import { licenseTypes } from './license-types';
import { personRef } from './persons';
import { moment, createdAt, timestamps, refTo, entityTable } from './columns';

/**
 * A vacancy announcement of an advocacy structure (public `/announcement`): how many places, what kind
 * (internship or lawyer position), until when, paid or unpaid and how much, where (map point), and the
 * field of law (classificator: a license type).
 */
export const vacancies = entityTable(
  'vacancies',
  {
    ...ofStructure(),
    /** INTERNSHIP or LAWYER. */
    type: varchar({ length: 20 }).notNull(),
    classificatorId: refTo(() => licenseTypes.id),
    count: integer().notNull(),
    endDate: date().notNull(),
    paid: boolean().notNull(),
    /** Monthly amount in tiyin (1/100 sum); null when unpaid. */
    amountTiyin: bigint({ mode: 'number' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    description: text(),
    /** The director who published it (null for the seeded ones). */
    createdByPersonId: personRef(),
    /** Set when the director closes it before its end date: it leaves the public list. */
    closedAt: moment(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vacancies_end_idx').on(t.endDate, t.id),
    index('vacancies_region_idx').on(t.regionId, t.endDate),
    index('vacancies_contragent_idx').on(t.contragentId),
    index('vacancies_open_idx')
      .on(t.endDate)
      .where(sql`${t.count} > 0`),
  ],
);

/**
 * An application to a vacancy announcement (workflow `vacancy-application`, packages/domain): who applied,
 * to which vacancy (and structure), as what (application type: internship or lawyer's position), with an
 * optional cover note; the director's reason when refused.
 */
export const vacancyApplications = entityTable(
  'vacancy_applications',
  {
    vacancyId: refTo(() => vacancies.id).notNull(),
    /** Copied from the vacancy: the director's list reads it without a join. */
    contragentId: contragentRef().notNull(),
    applicantPersonId: personRef().notNull(),
    /** INTERNSHIP or LAWYER (the vacancy's type; `applicationTypeId` 1 or 2 in the URL). */
    type: varchar({ length: 20 }).notNull(),
    note: text(),
    /** SEND, ACCEPTED, REJECTED or CANCELLED. */
    status: varchar({ length: 12 }).notNull(),
    reason: text(),
    ...timestamps(),
  },
  (t) => [
    // One live application per person and vacancy: a second one is refused (two at once: one wins).
    uniqueIndex('vacancy_applications_live_idx')
      .on(t.vacancyId, t.applicantPersonId)
      .where(sql`${t.status} in ('SEND', 'ACCEPTED')`),
    index('vacancy_applications_structure_idx').on(t.contragentId, t.status, t.id),
    index('vacancy_applications_applicant_idx').on(t.applicantPersonId, t.id),
  ],
);
