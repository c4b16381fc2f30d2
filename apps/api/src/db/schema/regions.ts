import { pgTable, varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns, refTo } from './columns';

/** The 14 regions of Uzbekistan (SOATO codes). Ids 1..14 in the official order. */
export const regions = pgTable('regions', {
  id: identityId(),
  soato: varchar({ length: 4 }).notNull().unique(),
  ...localizedNameColumns(),
});

/** A column that points at a region (regions.id). */
export function regionRef(actions?: ReferenceConfig['actions']) {
  return refTo(() => regions.id, actions);
}
