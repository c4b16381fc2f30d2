import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, lawyers, news } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';

const params = z.object({ id: z.uuid() });

/**
 * Public images: lawyers' photos and news pictures. Only a file that one of those points to is served;
 * any other file id answers 404 exactly like a missing one. Content type is the sniffed one; files never
 * change under their id, so they are cached for a year.
 */
export const fileRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.get(
    '/files/photo/:id',
    { config: { permission: 'public' }, schema: { tags: ['files'], params } },
    async (req, reply) => {
      const [file] = await db.select().from(files).where(eq(files.id, req.params.id));
      if (!file || !file.contentType.startsWith('image/')) throw notFound('id');
      const [usedByLawyer] = await db
        .select({ id: lawyers.id })
        .from(lawyers)
        .where(eq(lawyers.photoFileId, file.id))
        .limit(1);
      const [usedByNews] = usedByLawyer
        ? [usedByLawyer]
        : await db.select({ id: news.id }).from(news).where(eq(news.imageFileId, file.id)).limit(1);
      if (!usedByNews) throw notFound('id');
      const content = await storage.get(file.storageKey);
      if (!content) throw notFound('id');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', content.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(content.stream);
    },
  );
};
