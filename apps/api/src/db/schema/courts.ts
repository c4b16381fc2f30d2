import { index, varchar } from 'drizzle-orm/pg-core';
import { regionRef } from './regions';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Courts; regionId null for republic-level courts. */
export const courts = entityTable(
  'courts',
  {
    code: varchar({ length: 40 }).unique(),
    regionId: regionRef(),
    ...localizedNameColumns(),
    ...activeFlag(),
  },
  (t) => [index().on(t.regionId)],
);
