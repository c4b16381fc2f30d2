import { fileCalls } from '@portal/contracts';
import { notFound } from '../../errors/app-error';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { publicImage } from './read';

/**
 * Public images: lawyers' photos and the pictures of news on the site (read.ts decides which files are public); any other
 * file id answers 404 exactly like a missing one. Content type is the sniffed one; files never change
 * under their id, so they are cached for a year.
 */
export const fileRoutes: RoutesPlugin = async (app, { db, storage }) => {
  routes(
    app,
    handle.implement(fileCalls, {
      photo: async ({ params, reply, request }) => {
        const file = await publicImage(db, params.id, request.clock.now());
        const content = file && (await storage.get(file.storageKey));
        if (!file || !content) throw notFound('id');
        return reply
          .header('content-type', file.contentType)
          .header('content-length', content.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(content.stream);
      },
    }),
  );
};
