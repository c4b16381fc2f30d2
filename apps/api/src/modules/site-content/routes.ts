/** The news desk's calls (packages/contracts site/news-admin.ts): reads in read.ts, changes in service.ts. */
import { newsAdminCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import { articleHtml } from '../../http/safe-html';
import type { RoutesPlugin } from '../../http/types';
import { sendStoredFile } from '../legal-aid';
import { newsDesk, newsImageFile } from './read';
import { correctNews, publishNews, unpublishNews, writeNews } from './service';

export const siteContentRoutes: RoutesPlugin = async (app, { db, storage }) => {
  const desk = newsDesk(db);
  const maxBytes = calls.newsCreate.multipart.maxBytes;
  routes(
    app,
    handle.implement(calls, {
      newsManageList: ({ actor, lang, query, request }) => desk.list(actor, lang, query, request.clock.now()),
      newsManageById: ({ actor, lang, params, request }) =>
        desk.one(actor, lang, params.id, request.clock.now()),
      newsCreate: async ({ actor, lang, body, file, request }) => {
        const now = request.clock.now();
        const id = await writeNews({ db, storage }, actor, body, file ? { ...file, maxBytes } : null, now);
        return desk.one(actor, lang, id, now);
      },
      newsUpdate: async ({ actor, lang, body, file, request }) => {
        const { id, ...texts } = body;
        const now = request.clock.now();
        await correctNews({ db, storage }, actor, id, texts, file ? { ...file, maxBytes } : null, now);
        return desk.one(actor, lang, id, now);
      },
      newsPublish: async ({ actor, lang, body, request }) => {
        const now = request.clock.now();
        await publishNews(db, actor, body, now);
        return desk.one(actor, lang, body.id, now);
      },
      newsUnpublish: async ({ actor, lang, body, request }) => {
        const now = request.clock.now();
        await unpublishNews(db, actor, body.id, now);
        return desk.one(actor, lang, body.id, now);
      },
      newsPreview: ({ body }) => ({ html: articleHtml(body.body) }),
      newsImage: async ({ params, reply }) =>
        sendStoredFile(reply, storage, await newsImageFile(db, params.id)),
    }),
  );
};
