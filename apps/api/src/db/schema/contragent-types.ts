import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Kinds of advocacy structure (bureau, firm, collegium, consultation, chambers). */
export const contragentTypes = pgTable('contragent_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
