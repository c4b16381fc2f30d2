import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';
import { regions } from './regions';

/** Courts; regionId null for republic-level courts. */
export const courts = pgTable(
  'courts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: varchar({ length: 40 }).unique(),
    regionId: integer().references(() => regions.id),
    ...localizedNameColumns(),
  },
  (t) => [index().on(t.regionId)],
);
