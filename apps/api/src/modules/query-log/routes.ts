/**
 * GET queryLog/list: the append-only query log, newest first, defined once in
 * packages/contracts (identity/query-log.ts `queryLogCalls`). Who sees which lines: policy.ts.
 */
import { queryLogCalls as calls } from '@portal/contracts';
import { groupRoutes } from '../../http/define-route';
import { grantedHandle } from '../permissions';
import { queryLogList } from './read';

export const queryLogRoutes = groupRoutes(
  ({ db }) => grantedHandle(db),
  calls,
  ({ db }) => ({ queryLogList: ({ actor, query }) => queryLogList(db, actor, query) }),
);
