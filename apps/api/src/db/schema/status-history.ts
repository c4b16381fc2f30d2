import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { createdAt } from './columns';

/**
 * Every status change of every workflow item (data model "status history"): who, when, from, to, event
 * and comment. `entityType` is the workflow's name ('order', 'investigator-request', 'checklist', …);
 * `fromStatus` is null for the row written when the item is created. Written only by
 * apps/api/src/workflow/transition.ts.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entityType: varchar({ length: 40 }).notNull(),
    entityId: integer().notNull(),
    fromStatus: varchar({ length: 40 }),
    toStatus: varchar({ length: 40 }).notNull(),
    event: varchar({ length: 40 }).notNull(),
    /** Null for the portal's own jobs (actorRole SYSTEM). */
    actorPersonId: personRef(),
    actorRole: varchar({ length: 20 }).notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [index('status_history_entity_idx').on(t.entityType, t.entityId, t.id)],
);
