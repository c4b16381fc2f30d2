/**
 * ADMIN's user screens: search, view, change role, block, unblock, each call defined once
 * in packages/contracts (identity/admin.ts `adminCalls`). Reads: read.ts; changes: service.ts; rules:
 * policy.ts.
 */
import { adminCalls as calls } from '@portal/contracts';
import { callsExcept, groupRoutes, signedInHandle as handle } from '../../http/define-route';
import { ROLE_PERMISSION_CALLS } from '../permissions';
import { userList } from './read';
import { blockUser, changeUserRole, openUser, unblockUser } from './service';

export const adminUserRoutes = groupRoutes(
  () => handle,
  callsExcept(calls, ROLE_PERMISSION_CALLS),
  ({ db }) => ({
    userList: ({ actor, query }) => userList(db, actor, query),
    userDetails: ({ actor, params, request }) => openUser(db, actor, params.id, request),
    userChangeRole: ({ actor, params, body, request }) =>
      changeUserRole(db, actor, params.id, body, request.clock.now()),
    userBlock: ({ actor, params, body, request }) =>
      blockUser(db, actor, params.id, body.reason, request.clock.now()),
    userUnblock: ({ actor, params }) => unblockUser(db, actor, params.id),
  }),
);
