/** The calendar's calls (packages/contracts people/calendar.ts `calendarCalls`). */
import { calendarCalls as calls } from '@portal/contracts';
import { callsExcept, callsOf, handle, routes, signedInHandle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidCaller } from '../legal-aid';
import { calendarItems, feedIcs, feedState } from './read';
import { createFeed, revokeFeed } from './service';

export const calendarRoutes: RoutesPlugin = async (app, { db, config }) => {
  routes(
    app,
    signedInHandle.implement(callsExcept(calls, ['calendarIcs']), {
      calendarItems: async ({ actor, query }) => ({
        list: await calendarItems(db, await legalAidCaller(db, actor), query),
      }),
      calendarFeed: ({ actor }) => feedState(db, actor),
      calendarFeedCreate: ({ actor, lang, request }) =>
        createFeed(db, actor, lang, config.publicUrl, request.clock.now()),
      calendarFeedRevoke: ({ actor, request }) => revokeFeed(db, actor, request.clock.now()),
    }),
  );
  // The feed is read with its secret address alone: no sign-in.
  routes(
    app,
    handle.implement(callsOf(calls, ['calendarIcs']), {
      calendarIcs: async ({ params, request, reply }) => {
        const text = await feedIcs(db, params.token, config.publicUrl, request.clock.now());
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(text);
      },
    }),
  );
};
