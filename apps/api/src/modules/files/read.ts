import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, lawyers, news } from '../../db/schema';

/**
 * A public image: an image file that a lawyer's photo or the picture of a news item on the site at `now`
 * points to, or undefined (any other file, even an existing one, is not public: a draft's or a
 * scheduled item's picture neither, until the item is shown).
 */
export async function publicImage(db: Database, id: string, now: Date) {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  if (!file || !file.contentType.startsWith('image/')) return undefined;
  const [byLawyer] = await db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(eq(lawyers.photoFileId, file.id))
    .limit(1);
  if (byLawyer) return file;
  const [byNews] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.imageFileId, file.id), eq(news.published, true), lte(news.publishedAt, now)))
    .limit(1);
  return byNews ? file : undefined;
}
