import { boolean, date, index, text, varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { genderEnum, lawyerStatusEnum } from './enums';
import { contragentRef } from './contragents';
import { fileRef } from './files';
import { licenseTypes } from './license-types';
import { persons } from './persons';
import { regionRef } from './regions';
import { createdAt, timestamps, refTo, entityTable, phoneColumn } from './columns';

/** A person admitted to the bar (data model "lawyer"). The public card shows a subset of this. */
export const lawyers = entityTable(
  'lawyers',
  {
    personId: refTo(() => persons.id)
      .notNull()
      .unique(),
    certificateNumber: varchar({ length: 20 }).notNull().unique(),
    certificateDate: date().notNull(),
    /** The status of the current license; kept here so lists filter without a join. */
    status: lawyerStatusEnum().notNull().default('ACTIVE'),
    regionId: regionRef().notNull(),
    photoFileId: fileRef(),
    militaryRank: text(),
    maritalStatus: text(),
    /**
     * Directory columns, copied from the person by the trigger `lawyers_fill_directory` (custom
     * migration public_portal_custom) on every insert, and again when the person's names change, so
     * the public list filters, sorts, counts and searches on this table alone. Never written by code.
     */
    fullName: text(),
    gender: genderEnum(),
    /**
     * The current structure (the employment without an end date), copied from `employments` by the
     * triggers `employments_sync_lawyers_*` (custom migration directory_current_structure) on every change
     * there, so a directory page names each lawyer's structure without reading the employments. Never
     * written by code.
     */
    contragentId: contragentRef(),
    /**
     * What the lawyer keeps up to date themselves (updateNew): contacts for the chamber and
     * clients and their own postal address, apart from the person's data the single sign-on gives.
     */
    contactEmail: text(),
    contactPhone: phoneColumn(),
    ownAddress: text(),
    /** The legal-service information (/lawyer-profile/yur-xizmat; docs/domain.md "Legal-service information"). */
    officeAddress: text(),
    receptionHours: text(),

    ...timestamps(),
  },
  (t) => [
    index('lawyers_region_status_idx').on(t.regionId, t.status),
    // The public directory (getInfo/lawyerList): filtered pages walk these in name order, counts are index-only.
    index('lawyers_directory_name_idx').on(t.fullName, t.id),
    index('lawyers_directory_region_idx').on(t.regionId, t.status, t.fullName, t.id),
    index('lawyers_directory_status_idx').on(t.status, t.fullName, t.id),
    index('lawyers_directory_gender_idx').on(t.regionId, t.status, t.gender),
  ],
);

/** A column that points at a lawyer (lawyers.id); `actions` e.g. `{ onDelete: 'cascade' }`. */
export function lawyerRef(actions?: ReferenceConfig['actions']) {
  return refTo(() => lawyers.id, actions);
}

/** A lawyer's licenses: the current one (`current`) and the history of replaced or revoked ones. */
export const lawyerLicenses = entityTable(
  'lawyer_licenses',
  {
    lawyerId: refTo(() => lawyers.id).notNull(),
    licenseTypeId: refTo(() => licenseTypes.id).notNull(),
    serial: varchar({ length: 10 }).notNull(),
    number: varchar({ length: 20 }).notNull(),
    givenDate: date().notNull(),
    endDate: date(),
    status: lawyerStatusEnum().notNull().default('ACTIVE'),
    current: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('lawyer_licenses_lawyer_idx').on(t.lawyerId)],
);
