import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const VISITOR_COOKIE = 'portal_vid';
const VISITOR_ID = /^[a-f0-9]{32}$/;

/** The browser's visitor id from its http-only cookie; a new one (and its cookie, for a year) when absent. */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const given = request.cookies[VISITOR_COOKIE];
  if (given && VISITOR_ID.test(given)) return given;
  const visitorId = randomBytes(16).toString('hex');
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: 365 * 24 * 3600,
  });
  return visitorId;
}
