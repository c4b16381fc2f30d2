/**
 * ADMIN's user screens: search, view, change role, block, unblock (issue item 6), each call defined once
 * in packages/contracts (identity/admin.ts `adminCalls`). Reads: read.ts; changes: service.ts; rules:
 * policy.ts.
 */
import { adminCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { userList } from './read';
import { blockUser, changeUserRole, openUser, unblockUser } from './service';

export const adminUserRoutes: RoutesPlugin = async (app, { db }) => {
  routes(app, [
    handle(calls.userList, ({ actor, query }) => userList(db, actor, query)),
    handle(calls.userDetails, ({ actor, params, request }) => openUser(db, actor, params.id, request)),
    handle(calls.userChangeRole, ({ actor, params, body, request }) =>
      changeUserRole(db, actor, params.id, body, request.clock.now()),
    ),
    handle(calls.userBlock, ({ actor, params, body, request }) =>
      blockUser(db, actor, params.id, body.reason, request.clock.now()),
    ),
    handle(calls.userUnblock, ({ actor, params }) => unblockUser(db, actor, params.id)),
  ]);
};
