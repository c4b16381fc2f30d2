import { varchar } from 'drizzle-orm/pg-core';
import { activeFlag, localizedNameColumns, entityTable } from './columns';

/** Grounds on which an order (advocate warrant) is issued; STATE_FUNDED is the investigator-request basis. */
export const orderBases = entityTable('order_bases', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
  ...activeFlag(),
});
