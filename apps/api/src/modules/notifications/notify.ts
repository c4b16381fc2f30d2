import type { Language } from '@portal/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { notifications, userAccounts } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { countColumn, countOf, listStatement } from '../../db/paging';
import { listCountedUpTo } from '@portal/contracts';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { notificationPolicy, ownNotifications } from './policy';

/** What a notification is about: a workflow item. */
export interface EntityRef {
  type: string;
  id: number;
}

/** One notification to write. `textKey` is an i18n key; `params` fill its placeholders. */
export interface NotificationInput {
  recipientPersonId: number;
  kind: string;
  entity: EntityRef;
  textKey: string;
  params?: Record<string, string | number>;
}

/**
 * The notifications of one kind of item, each in its kind's words (`<namespace>:notification.<KIND>`,
 * packages/i18n), to each of `recipients` (none when null: e.g. a structure without a director):
 *
 *   const contractNotice = notices('legal-aid', 'contract');
 *   notifications: () => contractNotice(structure.directorPersonId, 'CONTRACT_REFUSED', id, { number }),
 */
export function notices(namespace: string, entityType: string) {
  return (
    recipients: number | null | undefined | readonly number[],
    kind: string,
    id: number,
    params?: Record<string, string | number>,
  ): NotificationInput[] =>
    [recipients ?? []].flat().map((recipientPersonId) => ({
      recipientPersonId,
      kind,
      entity: { type: entityType, id },
      textKey: `${namespace}:notification.${kind}`,
      ...(params ? { params } : {}),
    }));
}

/**
 * Writes notifications inside the caller's transaction, so they exist exactly when the change that
 * caused them was committed. Returns their ids.
 */
export async function notify(
  tx: Executor,
  input: NotificationInput | NotificationInput[],
): Promise<number[]> {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      list.map((n) => ({
        recipientPersonId: n.recipientPersonId,
        kind: n.kind,
        entityType: n.entity.type,
        entityId: n.entity.id,
        textKey: n.textKey,
        params: n.params ?? {},
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * The staff accounts of a role (REGION_CHAMBER, REPUBLIC_CHAMBER, MINISTRY…), of one region when
 * `regionId` is given, not blocked: the people a step tells that it is their turn.
 */
export async function staffOf(tx: Executor, role: string, regionId?: number): Promise<number[]> {
  const rows = await tx
    .select({ personId: userAccounts.personId })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.assignedRole, role),
        eq(userAccounts.blocked, false),
        regionId === undefined ? undefined : eq(userAccounts.regionId, regionId),
      ),
    );
  return rows.map((r) => r.personId);
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification as a reader sees it: its text in their language. */
export function renderNotification(row: NotificationRow, lang: Language) {
  return {
    id: row.id,
    kind: row.kind,
    entityType: row.entityType,
    entityId: row.entityId,
    text: translate(lang, row.textKey, row.params),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `notificationList`: a person's notifications, newest first, `limit` per page (page from 0), with the
 * list's capped count and the unread count beside each row of the page (one statement); a page past the
 * end asks for the counts alone.
 */
export async function listNotifications(
  db: Executor,
  personId: number,
  { page, limit, unreadOnly }: { page: number; limit: number; unreadOnly?: boolean },
): Promise<{ list: NotificationRow[]; total: number; unread: number }> {
  const where = and(ownNotifications(personId), unreadOnly ? eq(notifications.read, false) : undefined);
  const counted = countOf(db, notifications, where, listCountedUpTo(page, limit));
  const rows = await listStatement(
    db
      .select({
        n: notifications,
        total: countColumn(counted),
        unread: countColumn(unreadOnly ? counted : unreadOf(db, personId)),
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(page * limit)
      .$dynamic(),
    { page, limit },
  );
  const [first] = rows;
  if (first) return { list: rows.map((row) => row.n), total: first.total, unread: first.unread };
  const total = (await counted)[0]?.n ?? 0;
  return { list: [], total, unread: unreadOnly ? total : await countUnread(db, personId) };
}

/** How many of the person's notifications are unread, as a query. */
function unreadOf(db: Executor, personId: number) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(ownNotifications(personId), eq(notifications.read, false)));
}

/** The unread count of the navbar. */
export async function countUnread(db: Executor, personId: number): Promise<number> {
  const [row] = await unreadOf(db, personId);
  return row?.n ?? 0;
}

/**
 * `notificationById`: one of the person's own notifications, marked read as it is opened. Another
 * person's notification answers 404, exactly like one that does not exist.
 */
export async function openNotification(
  db: Executor,
  personId: number,
  id: number,
  now: Date,
): Promise<NotificationRow> {
  return oneVisible(
    withinVisible(notificationPolicy.findVisible(personId), eq(notifications.id, id)),
    (where) => db.update(notifications).set({ read: true, readAt: now }).where(where).returning(),
  );
}

/** Marks some of the person's notifications read (others' ids are ignored). */
export async function markNotificationsRead(
  db: Executor,
  personId: number,
  ids: number[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: now })
    .where(and(ownNotifications(personId), inArray(notifications.id, ids), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
