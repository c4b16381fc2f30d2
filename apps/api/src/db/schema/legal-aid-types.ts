import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Kinds of legal aid (id 18, code 6 is "another case"). */
export const legalAidTypes = pgTable('legal_aid_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
