import { bigint, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { persons } from './persons';

/**
 * A stored object (data model "file"): photos, scans, PDFs. Rows elsewhere point to files, files never
 * to rows. The content type is the one sniffed from the bytes, never the one the client claimed.
 */
export const files = pgTable('files', {
  id: uuid().primaryKey().defaultRandom(),
  /** Key in the storage (a path under the storage root, or an S3 key). */
  storageKey: text().notNull().unique(),
  originalName: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  contentType: varchar({ length: 100 }).notNull(),
  /** SHA-256 of the content, hex. */
  sha256: varchar({ length: 64 }).notNull(),
  ownerPersonId: integer().references(() => persons.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
