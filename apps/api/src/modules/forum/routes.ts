/** The forum calls (packages/contracts forum/forum.ts `forumCalls`): reads in read.ts, changes in service.ts. */
import { forumCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { forumViews } from './read';
import { createTopic, hidePost, reply, reportPost } from './service';

export const forumRoutes = legalAidRoutes(calls, ({ db }) => {
  const view = forumViews(db);
  return {
    forumTopics: ({ actor, query }) => view.list(actor, query),
    forumTopic: ({ actor, params }) => view.topic(actor, params.id),
    forumTopicCreate: async ({ actor, body, request }) =>
      view.topic(actor, await createTopic(db, actor, body, request.clock.now())),
    forumReply: async ({ actor, body, request }) => {
      await reply(db, actor, body.topicId, body.text, request.clock.now());
      return view.topic(actor, body.topicId);
    },
    forumReport: async ({ actor, body, request }) => {
      await reportPost(db, actor, body.id, body.reason, request.clock.now());
      return null;
    },
    forumHide: async ({ actor, body, request }) =>
      view.topic(actor, await hidePost(db, actor, body.id, body.reason, request.clock.now())),
  };
});
