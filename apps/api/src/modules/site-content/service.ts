/**
 * The news desk's changes, one transaction each, each written to the item's history (who, when, what):
 * write an item (off the site until published, its cover image stored with it), correct it (a new image
 * replaces the old), publish it now or from a moment to come, take it off the site.
 */
import type { NewsPublishBody, NewsTexts } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { lockById } from '../../kit/lock';
import {
  IMAGE_TYPES,
  type FileStorage,
  type LimitedUpload,
  saveFile,
  transactionWithFiles,
} from '../../storage';
import type { TransactionFiles } from '../../storage/transaction-files';
import { adminActionsOn } from '../admin';
import type { AuthContext } from '../auth';
import { newsPolicy, newsState } from './policy';

export interface NewsDeps {
  db: Database;
  storage: FileStorage;
}

function storeImage(files: TransactionFiles, actor: AuthContext, image: LimitedUpload) {
  return saveFile(files, {
    content: image.content,
    originalName: image.filename,
    maxBytes: image.maxBytes,
    allowedTypes: IMAGE_TYPES,
    ownerPersonId: actor.personId,
  });
}

/** A change of the item in its history (who, when, what). */
const history = adminActionsOn('NEWS');

/** A new item, off the site (a draft) until it is published. Answers its id. */
export function writeNews(
  deps: NewsDeps,
  actor: AuthContext,
  texts: NewsTexts,
  image: LimitedUpload | null,
  now: Date,
): Promise<number> {
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = image ? await storeImage(files, actor, image) : null;
    const [row] = await tx
      .insert(news)
      .values({ ...texts, imageFileId: file?.id ?? null, published: false, publishedAt: now, createdAt: now })
      .returning({ id: news.id });
    await history(tx, actor, row!.id, 'NEWS_WRITTEN');
    return row!.id;
  });
}

/** Corrects an item's texts; a new image replaces its cover. */
export function correctNews(
  deps: NewsDeps,
  actor: AuthContext,
  id: number,
  texts: NewsTexts,
  image: LimitedUpload | null,
  now: Date,
): Promise<void> {
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const row = await lockById(tx, news, id);
    newsPolicy.authorize(actor, 'edit', { state: newsState(row, now) });
    const file = image ? await storeImage(files, actor, image) : null;
    await tx
      .update(news)
      .set({ ...texts, ...(file ? { imageFileId: file.id } : {}) })
      .where(eq(news.id, id));
    await history(tx, actor, id, 'NEWS_CORRECTED', { imageReplaced: file !== null });
  });
}

/**
 * Publishes an item off the site: now, or from `publishAt` (a moment to come: it shows from then; a
 * moment already past is refused, publishing now is the way to show it at once).
 */
export function publishNews(db: Database, actor: AuthContext, body: NewsPublishBody, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, news, Number(body.id));
    newsPolicy.authorize(actor, 'publish', { state: newsState(row, now) });
    const at = body.publishAt ? new Date(body.publishAt) : now;
    if (at < now)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:news.publishAtPast',
        field: 'publishAt',
      });
    await tx.update(news).set({ published: true, publishedAt: at }).where(eq(news.id, row.id));
    await history(tx, actor, row.id, at > now ? 'NEWS_SCHEDULED' : 'NEWS_PUBLISHED', {
      at: at.toISOString(),
    });
  });
}

/** Takes an item off the site (or cancels its schedule); it is kept, to be published again. */
export function unpublishNews(db: Database, actor: AuthContext, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, news, id);
    newsPolicy.authorize(actor, 'unpublish', { state: newsState(row, now) });
    await tx.update(news).set({ published: false }).where(eq(news.id, id));
    await history(tx, actor, id, 'NEWS_UNPUBLISHED');
  });
}
