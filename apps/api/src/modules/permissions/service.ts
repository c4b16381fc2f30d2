/**
 * ADMIN's changes of the role -> permission table, one transaction each with its history line. A change
 * applies to the next call of every user of that role: this process forgets the table it keeps at once,
 * the others on the change notice (role-grants.ts).
 */
import { isEditableGrant, type Permission, PERMISSIONS, type Role, ROLE_PERMISSIONS } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rolePermissions } from '../../db/schema';
import { recordAdminAction } from '../admin';
import type { AuthContext } from '../auth';
import { grantPolicy, roleRowPolicy } from './policy';
import { permissionTable } from './read';
import { forgetGrants } from './role-grants';
import type { ModuleDeps } from '../../http/types';

type Deps = Pick<ModuleDeps, 'db' | 'clock'>;

/** Grants or revokes one permission of one role. */
export async function setGrant(
  { db, clock }: Deps,
  actor: AuthContext,
  cell: { role: Role; permission: Permission; granted: boolean },
) {
  const { role, permission, granted } = cell;
  grantPolicy.authorize(actor, 'edit', cell);
  const table = await db.transaction(async (tx) => {
    const change = { granted, updatedByPersonId: actor.personId, updatedAt: clock.now() };
    await tx
      .insert(rolePermissions)
      .values({ role, permission, ...change })
      .onConflictDoUpdate({ target: [rolePermissions.role, rolePermissions.permission], set: change });
    await recordAdminAction(tx, {
      actorPersonId: actor.personId,
      action: granted ? 'PERMISSION_GRANTED' : 'PERMISSION_REVOKED',
      targetType: 'ROLE',
      targetId: role,
      details: { permission },
    });
    return permissionTable(tx);
  });
  forgetGrants(db);
  return table;
}

/** A role's row back to the shipped defaults. */
export async function resetRole({ db, clock }: Deps, actor: AuthContext, role: Role) {
  roleRowPolicy.authorize(actor, 'reset', { role });
  const table = await db.transaction(async (tx) => {
    for (const permission of PERMISSIONS.filter((p) => isEditableGrant(role, p))) {
      const granted = ROLE_PERMISSIONS[role].includes(permission);
      await tx
        .update(rolePermissions)
        .set({ granted, updatedByPersonId: actor.personId, updatedAt: clock.now() })
        .where(
          and(
            eq(rolePermissions.role, role),
            eq(rolePermissions.permission, permission),
            sql`${rolePermissions.granted} <> ${granted}`,
          ),
        );
    }
    await recordAdminAction(tx, {
      actorPersonId: actor.personId,
      action: 'PERMISSIONS_RESET',
      targetType: 'ROLE',
      targetId: role,
    });
    return permissionTable(tx);
  });
  forgetGrants(db);
  return table;
}
