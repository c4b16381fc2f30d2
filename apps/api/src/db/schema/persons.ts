import { type SQL, sql } from 'drizzle-orm';
import { date, index, text, varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { genderEnum } from './enums';
import { regionRef } from './regions';
import { personSearchText, trigramOf } from './search-text';
import { moment, timestamps, refTo, entityTable, pinflColumn, phoneColumn } from './columns';

/**
 * Anyone the portal knows by pinfl (data model "person"): from the single sign-on, the person registry
 * or the seed. One person, one row, whatever roles they hold; lawyers, user accounts, protected
 * persons of orders all point here.
 */
export const persons = entityTable(
  'persons',
  {
    /** 14 digits; never shown publicly. */
    pinfl: pinflColumn().notNull().unique(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    /** Patronymic ("parent name" in the spec). */
    parentName: text(),
    gender: genderEnum(),
    birthDate: date(),
    birthPlace: text(),
    /** Series and number, e.g. AB1234567; never shown publicly. */
    passport: varchar({ length: 9 }),
    passportIssuedBy: text(),
    passportIssueDate: date(),
    passportExpiryDate: date(),
    /** +998 and 9 digits. */
    phone: phoneColumn(),
    email: text(),
    /** Permanent address. */
    address: text(),
    temporaryAddress: text(),
    regionId: regionRef(),
    nationality: text(),
    citizenship: varchar({ length: 3 }),
    /** Where the data came from last: SSO, REGISTRY or SEED. */
    source: varchar({ length: 16 }).notNull().default('SEED'),
    /** When the data were last fetched from a national system. */
    fetchedAt: moment(),
    /** "last first parent" normalised for search (search-text.ts), kept by PostgreSQL. */
    searchText: text().generatedAlwaysAs((): SQL => personSearchText(persons)),
    ...timestamps(),
  },
  (t) => [
    index('persons_region_idx').on(t.regionId),
    /** A search by digits finds the pinfls that begin with them (db/search.ts `beginsWith`). */
    index('persons_pinfl_prefix_idx').on(sql`${t.pinfl} text_pattern_ops`),
    // Searching people by name (ADMIN's user search): "lastName firstName parentName" by trigrams.
    index('persons_name_search_idx').using('gin', trigramOf(t.searchText)),
  ],
);

/** A column that points at a person (persons.id). */
export function personRef(actions?: ReferenceConfig['actions']) {
  return refTo(() => persons.id, actions);
}

/**
 * When a person did `act` to the row and who: `actedBy('agreed')` gives `agreedAt` and `agreedByPersonId`,
 * both null until it happens.
 */
export function actedBy<A extends string>(act: A) {
  return { [`${act}At`]: moment(), [`${act}ByPersonId`]: personRef() } as Record<`${A}At`, Moment> &
    Record<`${A}ByPersonId`, PersonRef>;
}

type Moment = ReturnType<typeof moment>;
type PersonRef = ReturnType<typeof personRef>;
