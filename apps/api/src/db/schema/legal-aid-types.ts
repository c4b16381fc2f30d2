import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Kinds of legal aid (id 18, code 6 is "another case"). */
export const legalAidTypes = pgTable('legal_aid_types', {
  id: identityId(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
