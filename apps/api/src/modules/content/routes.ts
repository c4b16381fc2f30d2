import { contentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { contentViews } from './read';

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentRoutes: RoutesPlugin = async (app, { publicReads }) => {
  const views = publicReads.views(contentViews);
  routes(
    app,
    handle.implement(calls, {
      listNews: ({ actor, lang, query, request }) => views(actor).news(lang, query, request.clock.now()),
      newsById: ({ actor, lang, params, request }) =>
        views(actor).newsItem(lang, params.id, request.clock.now()),
      legislationList: ({ actor, lang, query }) => views(actor).legislation(lang, query),
      postList: ({ actor, lang, query, request }) => views(actor).posts(lang, query, request.clock.now()),
    }),
  );
};
