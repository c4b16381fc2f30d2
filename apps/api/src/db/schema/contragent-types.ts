import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Kinds of advocacy structure (bureau, firm, collegium, consultation, chambers). */
export const contragentTypes = entityTable('contragent_types', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
