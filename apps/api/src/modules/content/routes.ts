import { contentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { contentViews } from './read';

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentRoutes: RoutesPlugin = async (app, { db }) => {
  const view = contentViews(db);
  routes(
    app,
    handle.implement(calls, {
      listNews: ({ lang, query }) => view.news(lang, query),
      newsById: ({ lang, params }) => view.newsItem(lang, params.id),
      legislationList: ({ lang, query }) => view.legislation(lang, query),
      postList: ({ lang, query }) => view.posts(lang, query),
    }),
  );
};
