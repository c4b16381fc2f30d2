/**
 * A person, once: the `persons` row of a person record as the
 * person registry answers it (packages/integrations PersonRecord; the synthetic population has the same
 * shape), and the one way a person's full name is written, in TypeScript and in SQL. Seeds, test
 * factories, sign-in and the investigator request all record people through `personRow`.
 */
import type { PersonRecord } from '@portal/integrations';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/transaction';
import { persons } from '../db/schema';

type PersonInsert = typeof persons.$inferInsert;

/** The fields of a registry record a row is made of (a SyntheticPerson has them too). */
export type PersonSource = Pick<
  PersonRecord,
  | 'pinfl'
  | 'surname'
  | 'firstName'
  | 'patronymic'
  | 'gender'
  | 'birthDate'
  | 'birthPlace'
  | 'passport'
  | 'passportIssuePlace'
  | 'passportIssueDate'
  | 'passportExpiryDate'
  | 'phone'
  | 'email'
  | 'address'
  | 'regionId'
  | 'nationality'
  | 'citizenship'
>;

/**
 * A registry record's identity, passport and address under the portal's names (surname → lastName,
 * patronymic → parentName, passportIssuePlace → passportIssuedBy), as rows and answers carry them.
 */
export function registryIdentity(p: PersonSource) {
  return {
    pinfl: p.pinfl,
    lastName: p.surname,
    firstName: p.firstName,
    parentName: p.patronymic,
    birthDate: p.birthDate,
    birthPlace: p.birthPlace,
    passport: p.passport,
    passportIssuedBy: p.passportIssuePlace,
    passportIssueDate: p.passportIssueDate,
    passportExpiryDate: p.passportExpiryDate,
    address: p.address,
  };
}

/**
 * The `persons` row of a person record: where it came from (`SEED`, `REGISTRY`) and, for a registry
 * answer, when it was read. An empty patronymic is none; a region outside 1..14 is unknown.
 */
export function personRow(
  p: PersonSource,
  origin: { source?: 'SEED' | 'REGISTRY'; fetchedAt?: Date } = {},
): PersonInsert {
  return {
    ...registryIdentity(p),
    parentName: p.patronymic || null,
    gender: p.gender,
    phone: p.phone,
    email: p.email,
    regionId: p.regionId >= 1 && p.regionId <= 14 ? p.regionId : null,
    nationality: p.nationality,
    citizenship: p.citizenship.slice(0, 3),
    source: origin.source ?? 'SEED',
    ...(origin.fetchedAt ? { fetchedAt: origin.fetchedAt } : {}),
  };
}

/** Stores (or refreshes) a person the registry answered at `at`; one person, one row, by pinfl. */
export async function upsertRegistryPerson(db: Executor, p: PersonSource, at: Date): Promise<number> {
  return upsertPersonRow(db, { ...personRow(p, { source: 'REGISTRY', fetchedAt: at }), updatedAt: at });
}

/** Inserts a person row, or refreshes the one of its pinfl with these values; answers its id. */
export async function upsertPersonRow(db: Executor, values: PersonInsert): Promise<number> {
  const { pinfl: _pinfl, ...update } = values;
  const [row] = await db
    .insert(persons)
    .values(values)
    .onConflictDoUpdate({ target: persons.pinfl, set: update })
    .returning({ id: persons.id });
  return row!.id;
}

/** "Lastname Firstname Parentname" of a person row (no parent name: two words). */
export function fullNameOf(p: { lastName: string; firstName: string; parentName: string | null }): string {
  return [p.lastName, p.firstName, p.parentName].filter(Boolean).join(' ');
}

/**
 * The columns of a person (or an alias of persons) that a list shows of them: the id and the name parts
 * `fullNameOf` joins. A list's base query selects these rather than the whole row, so each row of a page
 * carries, and the API maps, only what the screen shows.
 */
export function nameColumnsOf<
  I extends AnyPgColumn,
  L extends AnyPgColumn,
  F extends AnyPgColumn,
  N extends AnyPgColumn,
>(p: { id: I; lastName: L; firstName: F; parentName: N }) {
  return { id: p.id, lastName: p.lastName, firstName: p.firstName, parentName: p.parentName };
}

/** The same full name in SQL, as the trigram index of persons holds it (searches match against it). */
export const personFullNameSql: SQL<string> = sql<string>`(${persons.lastName} || ' ' || ${persons.firstName} || ' ' || coalesce(${persons.parentName}, ''))`;
