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
import type { Executor } from '../../db/transaction';
import { rolePermissions } from '../../db/schema';

/**
 * The role -> permission table as one API process keeps it between calls, per database handle. It is kept
 * only while the process hears the database's change notices (db/change-listener.ts): a committed change
 * of the table (by any process) makes every process forget it, and so does losing or regaining the
 * listening connection; while nothing is heard, every call reads the table.
 */
interface KeptGrants {
  heard: () => boolean;
  roles: Map<Role, Promise<readonly Permission[]>>;
}
const kept = new WeakMap<Executor, KeptGrants>();

/** Keeps `db`'s grants between calls while `heard()` (the change notices forget them: forgetGrants). */
export function keepGrants(db: Executor, heard: () => boolean): void {
  kept.set(db, { heard, roles: new Map() });
}

/** Forgets the grants this process keeps for `db`: on a change notice, and after this process's own change. */
export function forgetGrants(db: Executor): void {
  kept.get(db)?.roles.clear();
}

async function readGrants(db: Executor, role: Role): Promise<readonly Permission[]> {
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
 * Every permission `role` holds now, in enum order: the database row where there is one (the ADMIN may
 * have edited it), else the shipped default; ADMIN's permissions are fixed to the code table (nobody can
 * lock administration out).
 */
export function permissionsOf(db: Executor, role: Role): Promise<readonly Permission[]> {
  const entry = kept.get(db);
  if (!entry?.heard()) return readGrants(db, role);
  let grants = entry.roles.get(role);
  if (!grants) {
    const roles = entry.roles;
    grants = readGrants(db, role);
    roles.set(role, grants);
    // a failed read is not kept; neither is one that a notice overtook (forget() cleared the map)
    grants.catch(() => roles.get(role) === grants && roles.delete(role));
  }
  return grants;
}

/** Whether `role` holds `permission` now (see permissionsOf). */
export async function roleGrants(db: Executor, role: Role, permission: Permission): Promise<boolean> {
  if (!isEditableGrant(role, permission)) return roleHasByDefault(role, permission);
  return (await permissionsOf(db, role)).includes(permission);
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
