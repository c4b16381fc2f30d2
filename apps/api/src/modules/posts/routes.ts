/** The announcements' calls (packages/contracts site/posts.ts): the author's desk and the reader's posts. */
import { postDeskCalls, postReaderCalls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { correctPost } from './correct-post';
import { markPostSeen } from './mark-seen';
import { publishPost } from './publish-post';
import { postViews } from './read';
import { unpublishPost } from './unpublish-post';
import { writePost } from './write-post';

export const postRoutes: RoutesPlugin = async (app, { db }) => {
  const view = postViews(db);
  const handle = legalAidHandle(db);
  routes(
    app,
    handle.implement(postDeskCalls, {
      postDeskList: ({ actor, lang, query }) => view.desk(actor, lang, query),
      postCreate: async ({ actor, lang, body, request }) => {
        const id = await writePost(db, actor, body, request.clock.now());
        return view.deskItem(actor, lang, id);
      },
      postUpdate: async ({ actor, lang, body }) => {
        const { id, ...fields } = body;
        await correctPost(db, actor, id, fields);
        return view.deskItem(actor, lang, id);
      },
      postPublish: async ({ actor, lang, body, request }) => {
        await publishPost(db, actor, body.id, request.clock.now());
        return view.deskItem(actor, lang, body.id);
      },
      postUnpublish: async ({ actor, lang, body }) => {
        await unpublishPost(db, actor, body.id);
        return view.deskItem(actor, lang, body.id);
      },
      postGetSeenByPostId: ({ actor, params }) => view.seen(actor, params.id),
    }),
  );
  routes(
    app,
    handle.implement(postReaderCalls, {
      myPosts: ({ actor, lang, query, request }) => view.mine(actor, lang, query, request.clock.now()),
      postRead: async ({ actor, lang, body, request }) => {
        const now = request.clock.now();
        await markPostSeen(db, actor, body.id, now);
        return view.readerItem(actor, lang, body.id, now);
      },
    }),
  );
};
