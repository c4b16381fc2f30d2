import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Kinds of advocate license. */
export const licenseTypes = pgTable('license_types', {
  id: identityId(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
