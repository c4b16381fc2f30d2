import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Fields of application (data model "reference data"): the field of law an appeal is about. */
export const applicationFields = entityTable('application_fields', {
  code: varchar({ length: 40 }).notNull().unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
