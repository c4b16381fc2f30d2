import * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { notFound } from '../../errors/app-error';
import { textIn } from '../../http/localize-text';
import type { RoutesPlugin } from '../../http/types';
import type { news } from '../../db/schema';
import { photoUrl } from '../files/photo-url';
import { listLegislation, listNews, listPosts, newsById } from './repository';

type NewsRow = typeof news.$inferSelect;

function newsItem(row: NewsRow, lang: Language) {
  return {
    id: row.id,
    title: textIn(row, 'title', lang),
    summary: textIn(row, 'summary', lang),
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: photoUrl(row.imageFileId),
  };
}

/** News, legislation and announcements (posts): public, in the caller's language. */
export const contentRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/listNews',
    {
      config: { permission: 'public' },
      schema: { tags: ['public: news'], querystring: c.listNewsQuery, response: { 200: c.listNewsResponse } },
    },
    async (req) => {
      const { rows, total } = await listNews(db, req.query);
      return { total, list: rows.map((r) => newsItem(r, req.lang)) };
    },
  );

  app.get(
    '/getInfo/newsById/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['public: news'], params: c.idParams, response: { 200: c.newsItemResponse } },
    },
    async (req) => {
      const row = await newsById(db, req.params.id);
      if (!row) throw notFound('id');
      return { ...newsItem(row, req.lang), body: textIn(row, 'body', req.lang) };
    },
  );

  app.get(
    '/getInfo/legislationList',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public: legislation'],
        querystring: c.legislationListQuery,
        response: { 200: c.legislationListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await listLegislation(db, req.query);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as c.LegislationKind,
          number: r.number,
          adoptedOn: r.adoptedOn,
          title: textIn(r, 'title', req.lang),
          url: r.url,
        })),
      };
    },
  );

  app.get(
    '/getInfo/postList',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public: announcements'],
        querystring: c.postListQuery,
        response: { 200: c.postListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await listPosts(db, req.query);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          title: textIn(r, 'title', req.lang),
          body: textIn(r, 'body', req.lang),
          publishedAt: r.publishedAt.toISOString(),
        })),
      };
    },
  );
};
