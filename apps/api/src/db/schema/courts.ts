import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { regionRef } from './regions';
import { identityId, localizedNameColumns } from './columns';

/** Courts; regionId null for republic-level courts. */
export const courts = pgTable(
  'courts',
  {
    id: identityId(),
    code: varchar({ length: 40 }).unique(),
    regionId: regionRef(),
    ...localizedNameColumns(),
  },
  (t) => [index().on(t.regionId)],
);
