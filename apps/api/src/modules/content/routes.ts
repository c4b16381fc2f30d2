import { contentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { contentViews } from './views';

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentRoutes: RoutesPlugin = async (app, { db }) => {
  const view = contentViews(db);
  routes(app, [
    handle(calls.listNews, ({ lang, query }) => view.news(lang, query)),
    handle(calls.newsById, ({ lang, params }) => view.newsItem(lang, params.id)),
    handle(calls.legislationList, ({ lang, query }) => view.legislation(lang, query)),
    handle(calls.postList, ({ lang, query }) => view.posts(lang, query)),
  ]);
};
