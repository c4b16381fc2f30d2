import { dutyCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { dutyViews } from './read';

/** The public duty schedule of state-funded lawyers: schedules by region and period, and one schedule by day. */
export const dutyRoutes: RoutesPlugin = async (app, { publicReads }) => {
  const views = publicReads.views(dutyViews);
  routes(
    app,
    handle.implement(calls, {
      dutyTableList: ({ actor, lang, query }) => views(actor).list(lang, query),
      dutyTableView: ({ actor, lang, params }) => views(actor).view(lang, params.id),
    }),
  );
};
