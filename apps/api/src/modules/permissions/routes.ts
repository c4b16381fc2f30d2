import * as c from '@portal/contracts';
import {
  ADMIN_ONLY_PERMISSIONS,
  isEditableGrant,
  isPermission,
  PERMISSION_DESCRIPTIONS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  roleHasByDefault,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rolePermissions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { recordAdminAction } from '../admin/admin-actions';

const TAG = ['administration'];

async function table(db: Database) {
  const rows = await db.select().from(rolePermissions);
  const stored = new Map(rows.map((r) => [`${r.role} ${r.permission}`, r.granted]));
  const grants = [];
  for (const role of ROLES) {
    for (const permission of PERMISSIONS) {
      const editable = isEditableGrant(role, permission);
      const byDefault = roleHasByDefault(role, permission);
      grants.push({
        role,
        permission,
        granted: editable ? (stored.get(`${role} ${permission}`) ?? byDefault) : byDefault,
        byDefault,
        editable,
      });
    }
  }
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

/**
 * ADMIN's role -> permission screen (issue item 6): the table as applied, one cell granted or revoked at
 * a time, or a role's row back to the shipped defaults. A change applies to the next call of every user
 * of that role (checked against the database on each call); ADMIN's row and the administration
 * permissions cannot be edited.
 */
export const rolePermissionRoutes: RoutesPlugin = async (app, { db }) => {
  const manage = { permission: 'permission.manage' as const };

  app.get(
    '/admin/role-permissions',
    { config: manage, schema: { tags: TAG, response: { 200: c.rolePermissionTableResponse } } },
    async () => table(db),
  );

  app.post(
    '/admin/role-permissions',
    {
      config: manage,
      schema: { tags: TAG, body: c.setGrantBody, response: { 200: c.rolePermissionTableResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { role, permission, granted } = request.body;
      if (!isPermission(permission))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:identity.unknownPermission',
          field: 'permission',
        });
      if (!isEditableGrant(role, permission))
        throw new AppError('BUSINESS_RULE', {
          messageKey: 'errors:identity.grantNotEditable',
          field: 'permission',
        });
      await db.transaction(async (tx) => {
        await tx
          .insert(rolePermissions)
          .values({ role, permission, granted, updatedByPersonId: auth.personId, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [rolePermissions.role, rolePermissions.permission],
            set: { granted, updatedByPersonId: auth.personId, updatedAt: new Date() },
          });
        await recordAdminAction(tx as unknown as Database, {
          actorPersonId: auth.personId,
          action: granted ? 'PERMISSION_GRANTED' : 'PERMISSION_REVOKED',
          targetType: 'ROLE',
          targetId: role,
          details: { permission },
        });
      });
      return table(db);
    },
  );

  app.post(
    '/admin/role-permissions/reset',
    {
      config: manage,
      schema: { tags: TAG, body: c.resetRoleBody, response: { 200: c.rolePermissionTableResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { role } = request.body;
      if (role === 'ADMIN')
        throw new AppError('BUSINESS_RULE', {
          messageKey: 'errors:identity.grantNotEditable',
          field: 'role',
        });
      await db.transaction(async (tx) => {
        for (const permission of PERMISSIONS.filter((p) => isEditableGrant(role, p))) {
          const granted = ROLE_PERMISSIONS[role].includes(permission);
          await tx
            .update(rolePermissions)
            .set({ granted, updatedByPersonId: auth.personId, updatedAt: new Date() })
            .where(
              and(
                eq(rolePermissions.role, role),
                eq(rolePermissions.permission, permission),
                sql`${rolePermissions.granted} <> ${granted}`,
              ),
            );
        }
        await recordAdminAction(tx as unknown as Database, {
          actorPersonId: auth.personId,
          action: 'PERMISSIONS_RESET',
          targetType: 'ROLE',
          targetId: role,
        });
      });
      return table(db);
    },
  );
};
