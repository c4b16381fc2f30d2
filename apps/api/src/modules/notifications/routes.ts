/**
 * Notifications (getInfo/notificationList, getInfo/notificationById/{id}, the navbar's unread count and
 * marking read): a person sees only their own; another person's answers 404 like a missing one.
 * Contracts: packages/contracts/src/legal-aid/notifications.ts.
 */
import * as c from '@portal/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import {
  countUnread,
  listNotifications,
  markNotificationsRead,
  openNotification,
  renderNotification,
} from './notify';

const TAG = ['legal aid: notifications'];

export const notificationRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/notificationList',
    {
      config: { permission: 'notification.view' },
      schema: {
        tags: TAG,
        querystring: c.notificationListQuery,
        response: { 200: c.notificationListResponse },
      },
    },
    async (request) => {
      const { personId } = requireAuth(request);
      const q = request.query;
      if (!q.unreadOnly) {
        const page = await listNotifications(db, personId, q);
        return { ...page, list: page.list.map((n) => renderNotification(n, request.lang)) };
      }
      const where = and(eq(notifications.recipientPersonId, personId), eq(notifications.read, false));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return {
        list: rows.map((n) => renderNotification(n, request.lang)),
        total: total?.n ?? 0,
        unread: total?.n ?? 0,
      };
    },
  );

  app.get(
    '/getInfo/notificationById/:id',
    {
      config: { permission: 'notification.view' },
      schema: { tags: TAG, params: c.notificationParams, response: { 200: c.notificationItem } },
    },
    async (request) => {
      const row = await openNotification(db, requireAuth(request).personId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      return renderNotification(row, request.lang);
    },
  );

  app.get(
    '/getInfo/notificationUnreadCount',
    {
      config: { permission: 'notification.view' },
      schema: { tags: TAG, response: { 200: c.notificationUnreadResponse } },
    },
    async (request) => ({ unread: await countUnread(db, requireAuth(request).personId) }),
  );

  app.post(
    '/getInfo/notificationMarkRead',
    {
      config: { permission: 'notification.view' },
      schema: {
        tags: TAG,
        body: c.notificationMarkReadBody,
        response: { 200: c.notificationMarkReadResponse },
      },
    },
    async (request) => {
      const { personId } = requireAuth(request);
      const updated = await markNotificationsRead(db, personId, request.body.ids);
      return { updated, unread: await countUnread(db, personId) };
    },
  );
};
