import { z } from 'zod';
import { withId } from '../kit/fields';
import { idParams } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { LEGISLATION_KINDS } from './constants';

/** GET getInfo/listNews: published news, newest first; `search` looks in the titles. */
export const listNewsQuery = pageQuery(12, 100).extend({ search: searchText });
export const newsListItem = withId({
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  imageUrl: z.string().nullable(),
});
export type NewsListItem = z.infer<typeof newsListItem>;
export const listNewsResponse = listOf(newsListItem);

/**
 * GET getInfo/newsById/{id}: one published news item; `body` is the text as written (Markdown or safe HTML)
 * and `html` the same body rendered and sanitized on the server, the only form a page shows.
 */
export const newsItemResponse = newsListItem.extend({ body: z.string(), html: z.string() });

export const legislationKindSchema = z.enum(LEGISLATION_KINDS);

/** GET getInfo/legislationList: newest first; `search` looks in number and titles. */
export const legislationListQuery = pageQuery(20, 100).extend({
  search: searchText,
  kind: legislationKindSchema.optional(),
});
export const legislationItem = withId({
  kind: legislationKindSchema,
  number: z.string(),
  adoptedOn: z.string(),
  title: z.string(),
  url: z.string().nullable(),
});
export type LegislationItem = z.infer<typeof legislationItem>;
export const legislationListResponse = listOf(legislationItem);

/** GET getInfo/postList: announcements of the chamber and the ministry (page size 20, spec section 9). */
export const postListQuery = pageQuery(20, 100).extend({ search: searchText });
export const postItem = withId({
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export const postListResponse = listOf(postItem);

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentCalls = defineCalls(['public: news'], 'public', {
  listNews: get('getInfo/listNews', { query: listNewsQuery, response: listNewsResponse }),
  newsById: get('getInfo/newsById/:id', { params: idParams, response: newsItemResponse }),
  legislationList: get('getInfo/legislationList', {
    query: legislationListQuery,
    response: legislationListResponse,
    tags: ['public: legislation'],
  }),
  postList: get('getInfo/postList', {
    query: postListQuery,
    response: postListResponse,
    tags: ['public: announcements'],
  }),
});
