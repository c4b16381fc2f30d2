/**
 * Public answers a reverse proxy, a CDN or the browser may keep: a GET of a call of the public area or of
 * the reference lists, asked signed out, answered 200. Such an answer carries
 * - `ETag`: a hash of the answer (weak: the proxy may compress it), and a request whose `If-None-Match`
 *   names it gets 304 with no body;
 * - `Cache-Control: public` with PUBLIC_CACHE_MAX_AGE: 0 (the default) is `no-cache`, every use asks
 *   again and a change (a renamed region, a published news item) shows at once; N seconds is
 *   `max-age=N, stale-while-revalidate=5N` for an installation that accepts that delay;
 * - `Vary: Accept-Language, Authorization`: names come in the asked language, a signed-in answer is never
 *   served for it.
 * Everything else under /api/ stays `no-store` (security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { type AnyCall, CALL_GROUPS, callRoute } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** The areas whose calls answer the same to every signed-out visitor. */
const CACHEABLE_AREAS = new Set(['public', 'reference']);

function cacheableRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const group of Object.values(CALL_GROUPS) as { area: string; calls: Record<string, AnyCall> }[]) {
    if (!CACHEABLE_AREAS.has(group.area)) continue;
    for (const call of Object.values(group.calls)) if (call.method === 'GET') routes.add(callRoute(call));
  }
  return routes;
}

export function registerPublicCaching(app: FastifyInstance, maxAgeSeconds: number): void {
  const routes = cacheableRoutes();
  const cacheControl =
    maxAgeSeconds > 0
      ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`
      : 'public, no-cache';
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      request.headers.authorization !== undefined ||
      reply.hasHeader('cache-control') ||
      !routes.has(request.routeOptions.url ?? '') ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    reply.header('vary', 'Accept-Language, Authorization');
    const asked = request.headers['if-none-match'];
    if (asked !== undefined && asked.split(/\s*,\s*/).includes(etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
