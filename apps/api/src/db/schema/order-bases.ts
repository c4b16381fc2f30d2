import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Grounds on which an order (advocate warrant) is issued; STATE_FUNDED is the investigator-request basis. */
export const orderBases = pgTable('order_bases', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
