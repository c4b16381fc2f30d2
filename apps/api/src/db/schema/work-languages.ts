import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Languages a lawyer works in and legal aid is given in. */
export const workLanguages = pgTable('work_languages', {
  id: identityId(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
