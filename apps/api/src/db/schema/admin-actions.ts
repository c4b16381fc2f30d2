import { bigint, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { moment } from './columns';

/**
 * What administrators, directors and chambers changed in accounts and permissions: role changes, blocks,
 * order permissions, structure order restrictions, role -> permission edits. Shown as the history of
 * the record it concerns.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment().notNull().defaultNow(),
    actorPersonId: personRef().notNull(),
    /** ROLE_CHANGED, BLOCKED, UNBLOCKED, ORDER_PERMISSION_ALLOWED, … */
    action: varchar({ length: 40 }).notNull(),
    /** USER_ACCOUNT, CONTRAGENT, ROLE or REFERENCE_VALUE (its target id `<list>:<id>`). */
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetType, t.targetId, t.at)],
);
