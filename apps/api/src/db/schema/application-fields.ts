import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Fields of application (data model "reference data"): the field of law an appeal is about. */
export const applicationFields = pgTable('application_fields', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).notNull().unique(),
  ...localizedNameColumns(),
});
