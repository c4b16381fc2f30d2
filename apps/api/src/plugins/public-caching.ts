/**
 * Public answers a reverse proxy, a CDN, the browser or this process may keep: a GET of a call of the public
 * area or of the reference lists, asked signed out, answered 200. Such an answer carries
 * - `ETag`: a hash of the answer (weak: the proxy may compress it), and a request whose `If-None-Match`
 *   names it gets 304 with no body;
 * - `Cache-Control: public` with PUBLIC_CACHE_MAX_AGE: 0 (the default) is `no-cache`, every use asks
 *   again and a change (a renamed region, a published news item) shows at once; N seconds is
 *   `max-age=N, stale-while-revalidate=5N` for an installation that accepts that delay;
 * - `Vary: Accept-Language, Authorization`: names come in the asked language, a signed-in answer is never
 *   served for it.
 * Everything else under /api/ stays `no-store` (security-headers.ts).
 *
 * The process keeps such answers too (PUBLIC_ANSWER_CACHE_MB, by address and language), so the lawyer
 * directory under load answers without asking the database again. A kept answer is forgotten
 * - on every process, when a write commits to a table other than the quiet ones (db/change-notices.ts: a
 *   trigger sends a notice, each process listens);
 * - on this process before the answer to a signed-in person's successful change leaves it, so that person
 *   sees the change on the next page even before the notice arrives;
 * - after PUBLIC_ANSWER_CACHE_SECONDS at most (each a little earlier, so they do not all end together),
 *   since a few answers change with time alone (a news item scheduled for a time, the duty table's today);
 * - whenever the listening connection is lost, and nothing is kept while it is down (a notice may be missed).
 * An answer computed while a change was being forgotten is not kept (a generation counter).
 */
import { createHash } from 'node:crypto';
import { type AnyCall, CALL_GROUPS, callRoute } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TEST_CLOCK_HEADER } from './request-clock';

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

interface KeptAnswer {
  /** The answer as sent (encoded once, so a hit writes it without encoding or copying it again). */
  body: Buffer;
  etag: string;
  contentType: string;
}

export interface AnswerKeeping {
  /** How many megabytes of answers the process keeps at most. */
  maxMegabytes: number;
  /** How long an answer is kept at most. */
  seconds: number;
  /** Whether the change notices are being received (the listener is up). */
  listening: () => boolean;
}

/** What the process keeps; `forget` is called on every change notice. */
export interface PublicAnswers {
  forget(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The generation of the kept answers when this request began, or -1 when its answer is not kept. */
    answerGeneration: number;
    /** The kept answer this request is served, if any. */
    keptAnswer: KeptAnswer | null;
  }
}

export function registerPublicCaching(
  app: FastifyInstance,
  maxAgeSeconds: number,
  keeping: AnswerKeeping | null,
): PublicAnswers {
  const routes = cacheableRoutes();
  const cacheControl =
    maxAgeSeconds > 0
      ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`
      : 'public, no-cache';
  const isPublic = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    routes.has(request.routeOptions.url ?? '');

  const kept =
    keeping && keeping.maxMegabytes > 0
      ? new LRUCache<string, KeptAnswer>({
          maxSize: keeping.maxMegabytes * 1024 * 1024,
          sizeCalculation: (answer, key) => answer.body.length + key.length + 200,
        })
      : null;
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept?.clear();
  };
  const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;

  app.decorateRequest('answerGeneration', -1);
  app.decorateRequest('keptAnswer', null);
  if (kept && keeping) {
    // After the request's own hooks (the security headers, the session), before the handler.
    app.addHook('preHandler', (request, reply, done) => {
      if (!isPublic(request) || request.headers[TEST_CLOCK_HEADER] !== undefined || !keeping.listening())
        return done();
      const answer = kept.get(keyOf(request));
      if (!answer) {
        request.answerGeneration = generation;
        return done();
      }
      request.keptAnswer = answer;
      reply.header('content-type', answer.contentType);
      reply.send(answer.body);
    });
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET') {
      if (request.auth && reply.statusCode < 400) forget();
      done(null, payload);
      return;
    }
    if (
      reply.statusCode !== 200 ||
      !isPublic(request) ||
      reply.hasHeader('cache-control') ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    let etag = request.keptAnswer?.etag;
    if (!etag) {
      etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      if (kept && keeping && request.answerGeneration === generation)
        kept.set(
          keyOf(request),
          {
            body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
            etag,
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          },
          // between 80% and 100% of the lifetime, so that the answers kept together do not all end together
          { ttl: keeping.seconds * 1000 * (0.8 + 0.2 * Math.random()) },
        );
    }
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
  return { forget };
}
