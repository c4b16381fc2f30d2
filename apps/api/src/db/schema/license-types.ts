import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Kinds of advocate license. */
export const licenseTypes = pgTable('license_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
