import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** The 14 regions of Uzbekistan (SOATO codes). Ids 1..14 in the official order. */
export const regions = pgTable('regions', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  soato: varchar({ length: 4 }).notNull().unique(),
  ...localizedNameColumns(),
});
