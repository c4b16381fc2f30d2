/** A person's lawyer record, and the person behind a lawyer: read by orders, checklists and requests. */
import type { LawyerRef } from '@portal/contracts';
import { and, eq, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  contragents,
  employments,
  lawyerLanguages,
  lawyerPracticeFields,
  lawyers,
  persons,
  practiceFields,
  regions,
  workLanguages,
} from '../db/schema';
import { linkedRows } from '../db/rows';
import type { Executor } from '../db/transaction';
import { AppError } from '../errors/app-error';
import { fullNameOf } from './person-row';

/**
 * A lawyer's employment now (an employment is current while it has no end date): the join of `employments`
 * to `lawyers` with `currentEmploymentOf(lawyers.id)`, or the condition on one lawyer's id.
 */
export function currentEmploymentOf(lawyerId: number | SQLWrapper): SQL {
  return and(eq(employments.lawyerId, lawyerId), isNull(employments.endDate))!;
}

/**
 * A query on `lawyers` joined to each lawyer's current employment and the structure of it (`contragents`);
 * both are nulls for a lawyer who practises alone.
 */
export function withCurrentStructure<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(employments, currentEmploymentOf(lawyers.id))
    .leftJoin(contragents, eq(contragents.id, employments.contragentId));
}

/** The languages a lawyer works in, by id (the public card, the lawyer's legal-service page). */
export const lawyerLanguagesOf = (db: Executor, lawyerId: number) =>
  linkedRows(
    db,
    { rows: workLanguages, via: lawyerLanguages.languageId, of: lawyerLanguages.lawyerId },
    lawyerId,
  );

/** A lawyer's main fields of practice, by id (public: the directory's card shows them). */
export const practiceFieldsOf = (db: Executor, lawyerId: number) =>
  linkedRows(
    db,
    { rows: practiceFields, via: lawyerPracticeFields.practiceFieldId, of: lawyerPracticeFields.lawyerId },
    lawyerId,
  );

/**
 * The lawyer record of a person, with the structure they work in now (null: they practise alone). A person
 * who is not a lawyer gets a 422 with its message (never a 403, which the SPA reads as "signed out").
 */
export async function lawyerOfPerson(db: Executor, personId: number) {
  const [row] = await db
    .select({ lawyer: lawyers, contragentId: employments.contragentId })
    .from(lawyers)
    .leftJoin(employments, currentEmploymentOf(lawyers.id))
    .where(eq(lawyers.personId, personId));
  if (!row) throw new AppError('BUSINESS_RULE', { messageKey: 'legal-aid:error.lawyerNotFound' });
  return { ...row.lawyer, contragentId: row.contragentId };
}

/** The full name of the person behind a lawyer id. */
export async function lawyerName(
  db: Executor,
  lawyerId: number,
): Promise<{ personId: number; name: string }> {
  const [row] = await db
    .select({ person: persons })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, lawyerId));
  if (!row) throw new AppError('NOT_FOUND');
  return { personId: row.person.id, name: fullNameOf(row.person) };
}

/** A lawyer as the legal-aid lists show one (packages/contracts `lawyerRef`): its row and its person's. */
export function lawyerRefOf(
  lawyer: { id: number; certificateNumber: string },
  person: Parameters<typeof fullNameOf>[0] & { id: number },
): LawyerRef {
  return {
    id: lawyer.id,
    personId: person.id,
    fullName: fullNameOf(person),
    certificateNumber: lawyer.certificateNumber,
  };
}

/** The columns of a lawyer that `lawyerRefOf` reads (a list's base query selects these, not the whole row). */
export const lawyerRefColumns = { id: lawyers.id, certificateNumber: lawyers.certificateNumber };

/** Lawyers with their person and region (`{ lawyer, person, region }`): add the `.where(...)`. */
export function selectLawyersWithPerson(db: Executor) {
  return db
    .select({ lawyer: lawyers, person: persons, region: regions })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .innerJoin(regions, eq(regions.id, lawyers.regionId));
}
