import * as c from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { createMobileIdAdapter } from '../../adapters/mobile-id';
import { createOneIdAdapter } from '../../adapters/one-id';
import { createPersonRegistryAdapter } from '../../adapters/person-registry';
import { sessions } from '../../db/schema';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { signInRateLimit } from '../../plugins/rate-limit';
import { writeQueryLog } from '../query-log/write';
import { sendMobileIdCode, verifyMobileIdCode } from './mobile-id';
import { completeOneId, startOneId } from './one-id';
import { revokeSession } from './sessions';

const TAG = ['auth'];
/** The http-only cookie that binds a OneID sign-in's `state` to the browser that started it. */
const SSO_COOKIE = 'portal_sso';

/**
 * Signing in and out: OneID single sign-on (oneId/start, redirectUri), mobile-ID (mobileId/byPin,
 * mobileId/verify) and logOut. Every sign-in call is rate limited per client address (configuration).
 */
export const authRoutes: RoutesPlugin = async (app, { db, config }) => {
  const oneId = createOneIdAdapter(config);
  const mobileId = createMobileIdAdapter(config);
  const registry = createPersonRegistryAdapter(config);
  const limited = (channel: string) => ({
    permission: 'public' as const,
    rateLimit: signInRateLimit(config, db, channel),
  });

  app.get(
    '/oneId/start',
    {
      config: limited('SSO'),
      schema: { tags: TAG, querystring: c.oneIdStartQuery, response: { 200: c.oneIdStartResponse } },
    },
    async (request, reply) => {
      const started = await startOneId(db, config, oneId, request, {
        browserToken: request.cookies[SSO_COOKIE],
        returnPath: request.query.returnTo,
      });
      reply.setCookie(SSO_COOKIE, started.browserToken, {
        path: '/api/v.1/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: Math.round(config.oneId.stateTtlMs / 1000),
      });
      return { url: started.url };
    },
  );

  app.get(
    '/redirectUri',
    {
      config: limited('SSO'),
      schema: { tags: TAG, querystring: c.redirectUriQuery, response: { 200: c.oneIdLoginAnswer } },
    },
    async (request) =>
      completeOneId(db, config, oneId, request, {
        code: request.query.code,
        state: request.query.state,
        browserToken: request.cookies[SSO_COOKIE],
      }),
  );

  app.get(
    '/mobileId/byPin',
    {
      config: limited('MOBILE_ID'),
      schema: { tags: TAG, querystring: c.mobileIdByPinQuery, response: { 200: c.mobileIdByPinResponse } },
    },
    async (request) =>
      sendMobileIdCode(db, config, mobileId, request, { pinfl: request.query.pinfl, lang: request.lang }),
  );

  app.get(
    '/mobileId/verify',
    {
      config: limited('MOBILE_ID'),
      schema: { tags: TAG, querystring: c.mobileIdVerifyQuery, response: { 200: c.loginAnswer } },
    },
    async (request) =>
      verifyMobileIdCode(db, config, registry, request, {
        otpId: request.query.otp_id,
        code: request.query.code,
      }),
  );

  /** Sign-out (spec section 7 `GET /logOut`): the session's token answers 401 from then on. */
  app.get(
    '/logOut',
    { config: { permission: 'signedIn' }, schema: { tags: TAG } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [session] = await db
        .select({ ssoAccessToken: sessions.ssoAccessToken, method: sessions.method })
        .from(sessions)
        .where(eq(sessions.id, auth.sessionId));
      await revokeSession(db, auth.sessionId);
      if (session?.ssoAccessToken) {
        await db.update(sessions).set({ ssoAccessToken: null }).where(eq(sessions.id, auth.sessionId));
        // The SSO's own session ends too; sign-out never waits for it nor fails because of it.
        void oneId.logout(session.ssoAccessToken, request.id).catch((error: unknown) => {
          request.log.warn({ err: error }, 'OneID logout failed');
        });
      }
      await writeQueryLog(db, request, {
        action: 'SIGN_OUT',
        channel: session?.method ?? null,
        outcome: 'OK',
        subjectPinfl: auth.pinfl,
      });
      return reply.status(204).send();
    },
  );
};
