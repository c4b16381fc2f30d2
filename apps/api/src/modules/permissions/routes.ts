/**
 * ADMIN's role -> permission screen: the table as applied, one cell granted or revoked at
 * a time, or a role's row back to the shipped defaults; each call defined once in packages/contracts
 * (identity/admin.ts `adminCalls`). ADMIN's row and the administration permissions cannot be edited
 * (policy.ts).
 */
import { adminCalls as calls } from '@portal/contracts';
import type { Permission } from '@portal/domain';
import { callsOf, routes, signedInHandle as handle } from '../../http/define-route';
import { ROLE_PERMISSION_CALLS } from './calls';
import type { RoutesPlugin } from '../../http/types';
import { permissionTable } from './read';
import { resetRole, setGrant } from './service';

export const rolePermissionRoutes: RoutesPlugin = async (app, deps) => {
  routes(
    app,
    handle.implement(callsOf(calls, ROLE_PERMISSION_CALLS), {
      rolePermissions: () => permissionTable(deps.db),
      rolePermissionSet: ({ actor, body }) =>
        // the contract checked that the permission exists
        setGrant(deps, actor, { ...body, permission: body.permission as Permission }),
      rolePermissionReset: ({ actor, body }) => resetRole(deps, actor, body.role),
    }),
  );
};
