/**
 * ADMIN's role -> permission screen (issue item 6): the table as applied, one cell granted or revoked at
 * a time, or a role's row back to the shipped defaults; each call defined once in packages/contracts
 * (identity/admin.ts `adminCalls`). ADMIN's row and the administration permissions cannot be edited
 * (policy.ts).
 */
import { adminCalls as calls } from '@portal/contracts';
import type { Permission } from '@portal/domain';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { permissionTable } from './read';
import { resetRole, setGrant } from './service';

export const rolePermissionRoutes: RoutesPlugin = async (app, deps) => {
  routes(app, [
    handle(calls.rolePermissions, () => permissionTable(deps.db)),
    handle(calls.rolePermissionSet, ({ actor, body }) =>
      // the contract checked that the permission exists
      setGrant(deps, actor, { ...body, permission: body.permission as Permission }),
    ),
    handle(calls.rolePermissionReset, ({ actor, body }) => resetRole(deps, actor, body.role)),
  ]);
};
