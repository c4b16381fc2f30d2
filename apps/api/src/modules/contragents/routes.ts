import { contragentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { contragentViews } from './read';

/** Advocacy structures (departments): the public list and one structure's card. */
export const contragentRoutes: RoutesPlugin = async (app, { db }) => {
  const view = contragentViews(db);
  routes(
    app,
    handle.implement(calls, {
      contragentList: ({ lang, query }) => view.list(lang, query),
      contragentInfo: ({ lang, params }) => view.card(lang, params.id),
    }),
  );
};
