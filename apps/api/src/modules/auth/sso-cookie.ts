import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** The http-only cookie that binds a OneID sign-in's `state` to the browser that started it. */
const SSO_COOKIE = 'portal_sso';

/** The browser's binding token, if it has one. */
export function ssoBrowserToken(request: FastifyRequest): string | undefined {
  return request.cookies[SSO_COOKIE];
}

/** Keeps the binding token in the browser while the state lives, sent only to the API. */
export function setSsoBrowserToken(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SSO_COOKIE, token, {
    path: '/api/v.1/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: Math.round(config.oneId.stateTtlMs / 1000),
  });
}
