/**
 * Notifications (packages/contracts legal-aid/notifications.ts `notificationCalls`): a person sees only
 * their own (policy.ts); another person's answers 404 like a missing one.
 */
import { notificationCalls as calls } from '@portal/contracts';
import { actorKit, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import {
  countUnread,
  listNotifications,
  markNotificationsRead,
  openNotification,
  renderNotification,
} from './notify';

export const notificationRoutes: RoutesPlugin = async (app, { db }) => {
  const own = actorKit((request) => requireAuth(request).personId);
  routes(app, [
    ...own.implement(calls, {
      notificationList: async ({ actor, query, lang }) => {
        const page = await listNotifications(db, actor, query);
        return { ...page, list: page.list.map((n) => renderNotification(n, lang)) };
      },
      notificationById: async ({ actor, params, lang, request }) => {
        const row = await openNotification(db, actor, params.id, request.clock.now());
        return renderNotification(row, lang);
      },
      notificationUnreadCount: async ({ actor }) => ({ unread: await countUnread(db, actor) }),
      notificationMarkRead: async ({ actor, body, request }) => {
        const updated = await markNotificationsRead(db, actor, body.ids, request.clock.now());
        return { updated, unread: await countUnread(db, actor) };
      },
    }),
  ]);
};
