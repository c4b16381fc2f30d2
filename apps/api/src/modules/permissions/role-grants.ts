import {
  isEditableGrant,
  PERMISSIONS,
  type Permission,
  type Role,
  ROLE_PERMISSIONS,
  ROLES,
  roleHasByDefault,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rolePermissions } from '../../db/schema';

/**
 * Whether `role` holds `permission` now: the database row (the ADMIN may have edited it), else the
 * shipped default. ADMIN's permissions are fixed to the code table (nobody can lock administration out).
 */
export async function roleGrants(db: Database, role: Role, permission: Permission): Promise<boolean> {
  if (!isEditableGrant(role, permission)) return roleHasByDefault(role, permission);
  const [row] = await db
    .select({ granted: rolePermissions.granted })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)));
  return row ? row.granted : roleHasByDefault(role, permission);
}

/** Every permission `role` holds now, in enum order. */
export async function permissionsOf(db: Database, role: Role): Promise<Permission[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission, granted: rolePermissions.granted })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role));
  const stored = new Map(rows.map((r) => [r.permission, r.granted]));
  return PERMISSIONS.filter((p) =>
    isEditableGrant(role, p) ? (stored.get(p) ?? roleHasByDefault(role, p)) : roleHasByDefault(role, p),
  );
}

/**
 * Seeds the role -> permission table from the code table: inserts every missing (role, permission) pair
 * with its shipped default and never overwrites an existing one, except ADMIN's rows and the
 * administration permissions, which always follow the code. Runs at every start; idempotent.
 */
export async function syncRolePermissions(db: Database): Promise<void> {
  const rows = ROLES.flatMap((role) =>
    PERMISSIONS.map((permission) => ({
      role,
      permission,
      granted: ROLE_PERMISSIONS[role].includes(permission),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(rolePermissions).values(rows).onConflictDoNothing();
    const fixed = rows.filter((r) => !isEditableGrant(r.role, r.permission));
    for (const r of fixed) {
      await tx
        .update(rolePermissions)
        .set({ granted: r.granted, updatedByPersonId: null })
        .where(
          and(
            eq(rolePermissions.role, r.role),
            eq(rolePermissions.permission, r.permission),
            sql`${rolePermissions.granted} <> ${r.granted}`,
          ),
        );
    }
  });
}
