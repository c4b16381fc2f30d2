/**
 * GET queryLog/list: the append-only query log, newest first, defined once in
 * packages/contracts (identity/query-log.ts `queryLogCalls`). Who sees which lines: policy.ts.
 */
import { queryLogCalls as calls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { grantedHandle } from '../permissions';
import { queryLogList } from './read';

export const queryLogRoutes: RoutesPlugin = async (app, { db }) => {
  const handle = grantedHandle(db);
  routes(
    app,
    handle.implement(calls, {
      queryLogList: ({ actor, query }) => queryLogList(db, actor, query),
    }),
  );
};
