import { contragentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { contragentViews } from './read';

/** Advocacy structures (departments): the public list and one structure's card. */
export const contragentRoutes: RoutesPlugin = async (app, { publicReads }) => {
  const views = publicReads.views(contragentViews);
  routes(
    app,
    handle.implement(calls, {
      contragentList: ({ actor, lang, query }) => views(actor).list(lang, query),
      contragentInfo: ({ actor, lang, params }) => views(actor).card(lang, params.id),
    }),
  );
};
