/** What the expertise tests read back from the database: a request, its history lines, its notifications. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { expertiseRequests, notifications, statusHistory } from '../../src/db/schema';
import { rowsWhere } from './database';

export const expertiseRow = async (db: Database, id: number) =>
  (await db.select().from(expertiseRequests).where(eq(expertiseRequests.id, id)))[0]!;

/** The request's history lines of one event. */
export const expertiseHistory = (db: Database, id: number, event: string) =>
  rowsWhere(db, statusHistory, { entityType: 'expertise', entityId: id, event });

/** The request's notifications, of one kind and/or to one person when given, oldest first. */
export const expertiseNotices = (db: Database, id: number, only: { kind?: string; to?: number } = {}) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.entityType, 'expertise'),
        eq(notifications.entityId, id),
        only.kind ? eq(notifications.kind, only.kind) : undefined,
        only.to ? eq(notifications.recipientPersonId, only.to) : undefined,
      ),
    )
    .orderBy(notifications.id);
