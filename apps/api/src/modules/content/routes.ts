import { contentCalls } from '@portal/contracts';
import { publicReadRoutes } from '../../http/define-route';
import { contentViews } from './read';

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentRoutes = publicReadRoutes(contentCalls, contentViews, (views) => ({
  listNews: ({ actor, lang, query, request }) => views(actor).news(lang, query, request.clock.now()),
  newsById: ({ actor, lang, params, request }) => views(actor).newsItem(lang, params.id, request.clock.now()),
  legislationList: ({ actor, lang, query }) => views(actor).legislation(lang, query),
  postList: ({ actor, lang, query, request }) => views(actor).posts(lang, query, request.clock.now()),
}));
