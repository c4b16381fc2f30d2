import type { ReferenceListId } from '@portal/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type Page, tablePage } from '../../db/paging';
import {
  contragentTypes,
  courts,
  legalAidTypes,
  licenseTypes,
  orderBases,
  practiceFields,
  referenceValues,
  regions,
  requestTypes,
  workLanguages,
} from '../../db/schema';

export type { Page };

/**
 * The public lists offer the values in use only: a deactivated value stays on the records that use it
 * (they read it by id) but is offered no more. Each list reads the primary, so a change made in the
 * registers shows in the next answer.
 */
const inUse = (table: { active: AnyPgColumn }, ...also: (SQL | undefined)[]) =>
  and(eq(table.active, true), ...also);

/** A list kept in `reference_values` (packages/contracts `REFERENCE_LISTS`), its values in use. */
const sharedList = (db: Database, list: ReferenceListId, page: Page, order: SQL[], regionId?: number) =>
  tablePage(
    db,
    referenceValues,
    inUse(
      referenceValues,
      eq(referenceValues.list, list),
      regionId ? eq(referenceValues.regionId, regionId) : undefined,
    ),
    [...order, asc(referenceValues.id)],
    page,
  );

export const referenceRepository = {
  regionsInOfficialOrder: (db: Database, page: Page) =>
    tablePage(db, regions, undefined, [asc(regions.id)], page),
  /** Sorted by Latin name, ignoring the ʻ letter mark (Qashqadaryo before Qoraqalpogʻiston). */
  regionsByLatinName: (db: Database, page: Page) =>
    tablePage(db, regions, undefined, [sql`replace(${regions.nameLt}, 'ʻ', '') collate "C"`], page),
  contragentTypes: (db: Database, page: Page) =>
    tablePage(db, contragentTypes, inUse(contragentTypes), [asc(contragentTypes.id)], page),
  workLanguages: (db: Database, page: Page) =>
    tablePage(db, workLanguages, inUse(workLanguages), [asc(workLanguages.id)], page),
  legalAidTypes: (db: Database, page: Page) =>
    tablePage(db, legalAidTypes, inUse(legalAidTypes), [asc(legalAidTypes.id)], page),
  licenseTypes: (db: Database, page: Page) =>
    tablePage(db, licenseTypes, inUse(licenseTypes), [asc(licenseTypes.id)], page),
  orderBases: (db: Database, page: Page) =>
    tablePage(db, orderBases, inUse(orderBases), [asc(orderBases.id)], page),
  practiceFields: (db: Database, page: Page) =>
    tablePage(db, practiceFields, inUse(practiceFields), [asc(practiceFields.id)], page),
  courts: (db: Database, page: Page, regionId?: number) =>
    tablePage(
      db,
      courts,
      inUse(courts, regionId ? eq(courts.regionId, regionId) : undefined),
      [asc(courts.regionId), asc(courts.id)],
      page,
    ),
  requestTypes: (db: Database, page: Page, parentId?: number) =>
    tablePage(
      db,
      requestTypes,
      inUse(requestTypes, parentId ? eq(requestTypes.parentId, parentId) : undefined),
      [asc(requestTypes.id)],
      page,
    ),
  departments: (db: Database, page: Page, regionId?: number) =>
    sharedList(db, 'departments', page, [asc(referenceValues.regionId)], regionId),
  justiceDepartments: (db: Database, page: Page, regionId?: number) =>
    sharedList(db, 'justice-departments', page, [asc(referenceValues.regionId)], regionId),
  contractPeriods: (db: Database, page: Page) =>
    sharedList(db, 'contract-periods', page, [asc(referenceValues.number)]),
  civilAffairs: (db: Database, page: Page) => sharedList(db, 'civil-affairs', page, []),
  criminalCases: (db: Database, page: Page) => sharedList(db, 'criminal-cases', page, []),
};
