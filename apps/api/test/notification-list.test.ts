/**
 * A person's notification list answers its page with the list's total and the unread count (the navbar's
 * figure), whichever page is asked: a page with rows, the unread ones only, and a page past the end.
 */
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { signInAs } from './helpers/factories';
import { injectAs, useTestApp } from './helpers/test-app';

const ctx = useTestApp();

describe('notificationList', () => {
  it('gives the total and the unread count on a page, on the unread page and past the end', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    // 25 notifications, the first 10 of them read
    await ctx.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        recipientPersonId: lawyer.person.id,
        kind: 'REQUEST_ASSIGNED',
        entityType: 'investigator-request',
        entityId: i + 1,
        textKey: 'legal-aid:notification.REQUEST_ASSIGNED',
        read: i < 10,
      })),
    );
    const list = async (query: string) => {
      const res = await injectAs(ctx, 'GET', `getInfo/notificationList?${query}`, lawyer.headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ list: { entityId: number; read: boolean }[]; total: number; unread: number }>();
      return { ids: body.list.map((n) => n.entityId), total: body.total, unread: body.unread };
    };

    expect(await list('page=1&limit=10')).toEqual({
      ids: [15, 14, 13, 12, 11, 10, 9, 8, 7, 6],
      total: 25,
      unread: 15,
    });
    expect(await list('page=0&limit=10&unreadOnly=true')).toEqual({
      ids: [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
      total: 15,
      unread: 15,
    });
    expect(await list('page=5&limit=10')).toEqual({ ids: [], total: 25, unread: 15 });
    expect(await list('page=3&limit=10&unreadOnly=true')).toEqual({ ids: [], total: 15, unread: 15 });
  });
});
