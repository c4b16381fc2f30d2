import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Kinds of legal aid (id 18, code 6 is "another case"). */
export const legalAidTypes = entityTable('legal_aid_types', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
