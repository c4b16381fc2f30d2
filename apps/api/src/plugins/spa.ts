import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year; any other
 * GET that is not an API call answers index.html (history fallback: the SPA's router decides, and sends
 * unknown paths to /404). Unknown API paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // apps/web's build writes .br and .gz beside each text file; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && distDir) {
      const file = request.url.split('?')[0] ?? '/';
      // A file that would have been served directly (has an extension) and does not exist is a plain 404.
      if (!path.extname(file)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}
