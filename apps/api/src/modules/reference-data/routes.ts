import { referenceDataCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { valueHistory, valueList } from './read';
import { addValue, setValueActive, updateValue } from './service';

/** The reference-data registers (MINISTRY, ADMIN): one set of calls for every declared list. */
export const referenceDataRoutes: RoutesPlugin = async (app, { db }) => {
  routes(
    app,
    handle.implement(calls, {
      referenceValueList: ({ actor, params, query }) => valueList(db, actor, params.list, query),
      referenceValueCreate: ({ actor, params, body }) => addValue(db, actor, params.list, body),
      referenceValueUpdate: ({ actor, params, body }) => updateValue(db, actor, params.list, params.id, body),
      referenceValueDeactivate: ({ actor, params }) =>
        setValueActive(db, actor, params.list, params.id, false),
      referenceValueActivate: ({ actor, params }) => setValueActive(db, actor, params.list, params.id, true),
      referenceValueHistory: ({ params }) => valueHistory(db, params.list, params.id),
    }),
  );
};
