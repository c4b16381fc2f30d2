import { dutyCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { dutyViews } from './read';

/** The public duty schedule of state-funded lawyers: schedules by region and period, and one schedule by day. */
export const dutyRoutes: RoutesPlugin = async (app, { db }) => {
  const view = dutyViews(db);
  routes(
    app,
    handle.implement(calls, {
      dutyTableList: ({ lang, query }) => view.list(lang, query),
      dutyTableView: ({ lang, params }) => view.view(lang, params.id),
    }),
  );
};
