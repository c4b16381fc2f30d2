import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
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

export interface Page {
  page: number;
  limit: number;
}

/** One page of a reference table and the total, in the given order, optionally filtered. */
async function pageOf<T extends PgTable>(
  db: Database,
  table: T,
  page: Page,
  order: (PgColumn | SQL)[],
  where?: SQL,
) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.page * page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

export const referenceRepository = {
  regionsInOfficialOrder: (db: Database, page: Page) => pageOf(db, regions, page, [asc(regions.id)]),
  /** Sorted by Latin name, ignoring the ʻ letter mark (Qashqadaryo before Qoraqalpogʻiston). */
  regionsByLatinName: (db: Database, page: Page) =>
    pageOf(db, regions, page, [sql`replace(${regions.nameLt}, 'ʻ', '') collate "C"`]),
  contragentTypes: (db: Database, page: Page) => pageOf(db, contragentTypes, page, [asc(contragentTypes.id)]),
  workLanguages: (db: Database, page: Page) => pageOf(db, workLanguages, page, [asc(workLanguages.id)]),
  legalAidTypes: (db: Database, page: Page) => pageOf(db, legalAidTypes, page, [asc(legalAidTypes.id)]),
  licenseTypes: (db: Database, page: Page) => pageOf(db, licenseTypes, page, [asc(licenseTypes.id)]),
  orderBases: (db: Database, page: Page) => pageOf(db, orderBases, page, [asc(orderBases.id)]),
  practiceFields: (db: Database, page: Page) => pageOf(db, practiceFields, page, [asc(practiceFields.id)]),
  courts: (db: Database, page: Page, regionId?: number) =>
    pageOf(
      db,
      courts,
      page,
      [asc(courts.regionId), asc(courts.id)],
      regionId ? eq(courts.regionId, regionId) : undefined,
    ),
  requestTypes: (db: Database, page: Page, parentId?: number) =>
    pageOf(
      db,
      requestTypes,
      page,
      [asc(requestTypes.id)],
      parentId ? eq(requestTypes.parentId, parentId) : undefined,
    ),
};
