import { boolean, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { moment } from './columns';

/**
 * The role -> permission table as the portal applies it (packages/domain/src/permissions.ts). Seeded from
 * the code table at every start: a missing (role, permission) pair gets its shipped default, an existing
 * one is never overwritten, so the ADMIN's edits survive restarts and upgrades. ADMIN's own rows always
 * follow the code table.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: varchar({ length: 32 }).notNull(),
    permission: varchar({ length: 64 }).notNull(),
    granted: boolean().notNull(),
    /** Null while the row holds the shipped default. */
    updatedByPersonId: personRef(),
    updatedAt: moment().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);
