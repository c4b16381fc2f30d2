import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { contragents } from './contragents';
import { licenseTypes } from './license-types';
import { regions } from './regions';

/**
 * A vacancy announcement of an advocacy structure (public `/announcement`): how many places, what kind
 * (internship or lawyer position), until when, paid or unpaid and how much, where (map point), and the
 * field of law (classificator: a license type).
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contragentId: integer()
      .notNull()
      .references(() => contragents.id),
    /** Copied from the structure so the list filters by region without a join. */
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    /** INTERNSHIP or LAWYER. */
    type: varchar({ length: 20 }).notNull(),
    classificatorId: integer().references(() => licenseTypes.id),
    count: integer().notNull(),
    endDate: date().notNull(),
    paid: boolean().notNull(),
    /** Monthly amount in tiyin (1/100 sum); null when unpaid. */
    amountTiyin: bigint({ mode: 'number' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
