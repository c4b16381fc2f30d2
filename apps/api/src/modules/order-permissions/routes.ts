/**
 * The per-user order permission (`getInfo/orderAccess`: allow or cancel, by the director for the
 * structure's lawyers or by ADMIN) and the structure-level order restriction (set or lifted by
 * REPUBLIC_CHAMBER or ADMIN), each call defined once in packages/contracts (identity/order-permissions.ts).
 * The orders module reads both in orderCreateCheck. Reads: read.ts; changes: service.ts; rules: policy.ts.
 */
import { orderPermissionCalls as calls } from '@portal/contracts';
import { signedInHandle as handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { orderAccessList, orderRestrictionList } from './read';
import { setOrderPermission, setOrderRestriction } from './service';

export const orderPermissionRoutes: RoutesPlugin = async (app, deps) => {
  const { db } = deps;
  routes(
    app,
    handle.implement(calls, {
      orderAccess: ({ actor, query }) => orderAccessList(db, actor, query),
      orderAccessChange: ({ actor, body }) => setOrderPermission(deps, actor, body.personId, body.allowed),
      orderRestrictionList: ({ actor, lang, query }) => orderRestrictionList(db, actor, lang, query),
      orderRestriction: ({ actor, lang, body }) => setOrderRestriction(deps, actor, lang, body),
    }),
  );
};
