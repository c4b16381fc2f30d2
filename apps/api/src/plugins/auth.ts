import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { forgetCallers } from '../modules/auth/kept-callers';
import { type AuthContext, findSession } from '../modules/auth/sessions';
import { METRICS_PATH } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous call (or a token that is no longer valid). */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Reads the bearer token of every API call into `request.auth`. A signed-in change (any call but a GET)
 * that succeeded makes the process forget the callers it keeps before it answers, as it may have changed
 * one (an account blocked, a lawyer moved): the change notice does the same on every process a moment
 * later.
 */
export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  // A callback hook rather than an async one: an anonymous call (most public calls) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // The metrics scraper's bearer token is no session (plugins/metrics.ts checks it).
    const session = request.url.startsWith('/api/') && request.url !== METRICS_PATH;
    const match = session ? BEARER.exec(request.headers.authorization ?? '') : null;
    if (!match) return done();
    findSession(db, match[1]!).then(
      (auth) => {
        request.auth = auth;
        done();
      },
      (error: Error) => done(error),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth && request.method !== 'GET' && reply.statusCode < 400) forgetCallers(db);
    done(null, payload);
  });
}

/** The signed-in caller, or a 401 for an anonymous call or a revoked or expired token. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
