import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Kinds of advocacy structure (bureau, firm, collegium, consultation, chambers). */
export const contragentTypes = pgTable('contragent_types', {
  id: identityId(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
