import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Kinds of advocate license. */
export const licenseTypes = entityTable('license_types', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
