/**
 * In-app notifications (spec section 7 `notificationList`, `notificationById`; the unread count in the
 * navbar). Written in the transaction of the change that causes them; the text comes in the caller's
 * language. Every path is under /api/v.1/getInfo/.
 */
import { z } from 'zod';
import { counts, withId } from '../kit/fields';
import { defineCalls, get, post } from '../kit/define-call';
import { idParams, idSchema } from '../common/ids';
import { pageQuery } from '../common/paging';

export const notificationItem = withId({
  /** REQUEST_ASSIGNED, REQUEST_ACCEPTED, CHECKLIST_RETURNED, ORDER_CANCELLED, … */
  kind: z.string(),
  entityType: z.string(),
  entityId: z.number().int(),
  /** The text in the caller's language. */
  text: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET getInfo/notificationList?page&limit (limit 100 by default, spec section 9): newest first. */
export const notificationListQuery = pageQuery(100, 100).extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const notificationListResponse = z.object({
  list: z.array(notificationItem),
  total: z.number().int(),
  unread: z.number().int(),
});

/** GET getInfo/notificationUnreadCount: the navbar's count. */
export const notificationUnreadResponse = counts('unread');

/** POST getInfo/notificationMarkRead {ids}: marks some of the caller's notifications read (others' ids are ignored). */
export const notificationMarkReadBody = z.object({ ids: z.array(idSchema).min(1).max(100) });
export const notificationMarkReadResponse = counts('updated', 'unread');

/** A person's own notifications (another person's answer 404 like missing ones). */
export const notificationCalls = defineCalls(['legal aid: notifications'], 'notification.view', {
  notificationList: get('getInfo/notificationList', {
    query: notificationListQuery,
    response: notificationListResponse,
  }),
  notificationById: get('getInfo/notificationById/:id', {
    params: idParams,
    response: notificationItem,
  }),
  notificationUnreadCount: get('getInfo/notificationUnreadCount', { response: notificationUnreadResponse }),
  notificationMarkRead: post('getInfo/notificationMarkRead', {
    body: notificationMarkReadBody,
    response: notificationMarkReadResponse,
  }),
});
