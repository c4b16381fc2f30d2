import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Languages a lawyer works in and legal aid is given in. */
export const workLanguages = entityTable('work_languages', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
