import { bigint, pgTable, text, uuid, varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { personRef } from './persons';
import { createdAt } from './columns';

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
  ownerPersonId: personRef(),
  createdAt: createdAt(),
});

/** A column that points at a stored file (files.id). */
export function fileRef(actions?: ReferenceConfig['actions']) {
  return uuid().references(() => files.id, actions);
}
