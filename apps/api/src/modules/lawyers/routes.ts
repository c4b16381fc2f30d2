import { lawyerCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { lawyerViews } from './read';

/** The public lawyer directory: list, card, home-page figures (answers built in read.ts). */
export const lawyerRoutes: RoutesPlugin = async (app, { publicReads }) => {
  const views = publicReads.views(lawyerViews);
  routes(
    app,
    handle.implement(calls, {
      lawyerList: ({ actor, lang, query }) => views(actor).list(lang, query),
      getLawyerInfoDto: ({ actor, lang, params }) => views(actor).card(lang, params.id),
      countInfo: ({ actor }) => views(actor).counts(),
    }),
  );
};
