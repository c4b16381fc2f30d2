import { varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { localizedNameColumns, refTo, entityTable } from './columns';

/** The 14 regions of Uzbekistan (SOATO codes). Ids 1..14 in the official order. */
export const regions = entityTable('regions', {
  soato: varchar({ length: 4 }).notNull().unique(),
  ...localizedNameColumns(),
});

/** A column that points at a region (regions.id). */
export function regionRef(actions?: ReferenceConfig['actions']) {
  return refTo(() => regions.id, actions);
}
