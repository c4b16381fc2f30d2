import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Fields of application (data model "reference data"): the field of law an appeal is about. */
export const applicationFields = pgTable('application_fields', {
  id: identityId(),
  code: varchar({ length: 40 }).notNull().unique(),
  ...localizedNameColumns(),
});
