import { bigint, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns, entityTable } from './columns';

/**
 * Plausible limits of a checklist of completed work (decisions.md "Checklist of completed work"): the
 * largest travel expenses and the largest fee of one report, in tiyin (1/100 sum). Reference data,
 * editable by ADMIN once seeded; the names say what each limit bounds.
 */
export const checklistLimits = entityTable('checklist_limits', {
  code: varchar({ length: 40 }).notNull().unique(),
  valueTiyin: bigint({ mode: 'number' }).notNull(),
  ...localizedNameColumns(),
});
