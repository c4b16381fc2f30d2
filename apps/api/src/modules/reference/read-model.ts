import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Page, tablePage } from '../../db/paging';
import {
  contragentTypes,
  courts,
  legalAidTypes,
  licenseTypes,
  orderBases,
  practiceFields,
  regions,
  requestTypes,
  workLanguages,
} from '../../db/schema';

export type { Page };

export const referenceRepository = {
  regionsInOfficialOrder: (db: Database, page: Page) =>
    tablePage(db, regions, undefined, [asc(regions.id)], page),
  /** Sorted by Latin name, ignoring the ʻ letter mark (Qashqadaryo before Qoraqalpogʻiston). */
  regionsByLatinName: (db: Database, page: Page) =>
    tablePage(db, regions, undefined, [sql`replace(${regions.nameLt}, 'ʻ', '') collate "C"`], page),
  contragentTypes: (db: Database, page: Page) =>
    tablePage(db, contragentTypes, undefined, [asc(contragentTypes.id)], page),
  workLanguages: (db: Database, page: Page) =>
    tablePage(db, workLanguages, undefined, [asc(workLanguages.id)], page),
  legalAidTypes: (db: Database, page: Page) =>
    tablePage(db, legalAidTypes, undefined, [asc(legalAidTypes.id)], page),
  licenseTypes: (db: Database, page: Page) =>
    tablePage(db, licenseTypes, undefined, [asc(licenseTypes.id)], page),
  orderBases: (db: Database, page: Page) => tablePage(db, orderBases, undefined, [asc(orderBases.id)], page),
  practiceFields: (db: Database, page: Page) =>
    tablePage(db, practiceFields, undefined, [asc(practiceFields.id)], page),
  courts: (db: Database, page: Page, regionId?: number) =>
    tablePage(
      db,
      courts,
      regionId ? eq(courts.regionId, regionId) : undefined,
      [asc(courts.regionId), asc(courts.id)],
      page,
    ),
  requestTypes: (db: Database, page: Page, parentId?: number) =>
    tablePage(
      db,
      requestTypes,
      parentId ? eq(requestTypes.parentId, parentId) : undefined,
      [asc(requestTypes.id)],
      page,
    ),
};
