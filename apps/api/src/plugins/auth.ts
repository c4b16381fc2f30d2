import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { type AuthContext, findSession } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous call (or a token that is no longer valid). */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Reads the bearer token of every API call into `request.auth`. */
export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (match) request.auth = await findSession(db, match[1]!);
  });
}

/** The signed-in caller, or a 401 for an anonymous call or a revoked or expired token. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
