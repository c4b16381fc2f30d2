import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Grounds on which an order (advocate warrant) is issued; STATE_FUNDED is the investigator-request basis. */
export const orderBases = pgTable('order_bases', {
  id: identityId(),
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});
