import type { ReferenceListId } from '@portal/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A list with its own table, its values in use by id. */
const inUseById =
  <T extends PgTable & { id: AnyPgColumn; active: AnyPgColumn }>(table: T) =>
  (db: Database, page: Page) =>
    tablePage(db, table, inUse(table), [asc(table.id)], page);

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
  contragentTypes: inUseById(contragentTypes),
  workLanguages: inUseById(workLanguages),
  legalAidTypes: inUseById(legalAidTypes),
  licenseTypes: inUseById(licenseTypes),
  orderBases: inUseById(orderBases),
  practiceFields: inUseById(practiceFields),
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
