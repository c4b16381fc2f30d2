/**
 * Who sees which notification: each person only their own (those addressed to them); another person's
 * answers 404, exactly like one that does not exist. Reading one (opening it, marking it read) is all a
 * reader does with it.
 */
import { eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { definePolicy } from '../../http/policy';

/** The reader: the signed-in person. */
export type NotificationReader = number;

/** The notifications addressed to the reader: every list, count and change of theirs starts from it. */
export const ownNotifications = (personId: NotificationReader): SQL =>
  eq(notifications.recipientPersonId, personId);

export const notificationPolicy = definePolicy({
  findVisible: ownNotifications,
  can: (personId: NotificationReader, row: { recipientPersonId: number; read: boolean }) => ({
    markRead: row.recipientPersonId === personId && !row.read,
  }),
});
