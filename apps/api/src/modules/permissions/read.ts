/** The role -> permission table as applied now: the stored cells, the shipped defaults elsewhere. */
import type { RolePermissionTable } from '@portal/contracts';
import {
  ADMIN_ONLY_PERMISSIONS,
  isEditableGrant,
  PERMISSION_DESCRIPTIONS,
  PERMISSIONS,
  ROLES,
  roleHasByDefault,
} from '@portal/domain';
import type { Executor } from '../../db/transaction';
import { rolePermissions } from '../../db/schema';

export async function permissionTable(db: Executor): Promise<RolePermissionTable> {
  const rows = await db.select().from(rolePermissions);
  const stored = new Map(rows.map((r) => [`${r.role} ${r.permission}`, r.granted]));
  const grants = ROLES.flatMap((role) =>
    PERMISSIONS.map((permission) => {
      const editable = isEditableGrant(role, permission);
      const byDefault = roleHasByDefault(role, permission);
      return {
        role,
        permission,
        granted: editable ? (stored.get(`${role} ${permission}`) ?? byDefault) : byDefault,
        byDefault,
        editable,
      };
    }),
  );
  return {
    roles: [...ROLES],
    permissions: PERMISSIONS.map((key) => ({
      key,
      description: PERMISSION_DESCRIPTIONS[key],
      adminOnly: ADMIN_ONLY_PERMISSIONS.includes(key),
    })),
    grants,
  };
}
