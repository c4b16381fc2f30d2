import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { moment, createdAt } from './columns';

/**
 * In-app notifications (`notificationList`, `notificationById`, the unread count in the navbar). Written
 * by `notify` in the same transaction as the change that causes them. The text is an i18n key and its
 * parameters, so each reader sees it in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    recipientPersonId: personRef().notNull(),
    /** What happened, e.g. REQUEST_ASSIGNED, CHECKLIST_RETURNED. */
    kind: varchar({ length: 60 }).notNull(),
    /** The item it is about: a workflow name and id. */
    entityType: varchar({ length: 40 }).notNull(),
    entityId: integer().notNull(),
    /** i18n key, e.g. `legal-aid:notification.REQUEST_ASSIGNED`, and its parameters. */
    textKey: varchar({ length: 120 }).notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    read: boolean().notNull().default(false),
    readAt: moment(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientPersonId, t.id),
    index('notifications_unread_idx')
      .on(t.recipientPersonId)
      .where(sql`${t.read} = false`),
  ],
);
