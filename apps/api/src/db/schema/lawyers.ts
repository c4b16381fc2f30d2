import { boolean, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { lawyerStatusEnum } from './enums';
import { files } from './files';
import { licenseTypes } from './license-types';
import { persons } from './persons';
import { regions } from './regions';

/** A person admitted to the bar (data model "lawyer"). The public card shows a subset of this. */
export const lawyers = pgTable(
  'lawyers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer()
      .notNull()
      .unique()
      .references(() => persons.id),
    certificateNumber: varchar({ length: 20 }).notNull().unique(),
    certificateDate: date().notNull(),
    /** The status of the current license; kept here so lists filter without a join. */
    status: lawyerStatusEnum().notNull().default('ACTIVE'),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    photoFileId: uuid().references(() => files.id),
    militaryRank: text(),
    maritalStatus: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyers_region_status_idx').on(t.regionId, t.status)],
);

/** A lawyer's licenses: the current one (`current`) and the history of replaced or revoked ones. */
export const lawyerLicenses = pgTable(
  'lawyer_licenses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id),
    licenseTypeId: integer()
      .notNull()
      .references(() => licenseTypes.id),
    serial: varchar({ length: 10 }).notNull(),
    number: varchar({ length: 20 }).notNull(),
    givenDate: date().notNull(),
    endDate: date(),
    status: lawyerStatusEnum().notNull().default('ACTIVE'),
    current: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyer_licenses_lawyer_idx').on(t.lawyerId)],
);
