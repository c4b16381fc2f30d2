import { authCalls as calls } from '@portal/contracts';
import { handle, routes, withExtras } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { signInRateLimit } from '../../plugins/rate-limit';
import { sendMobileIdCode, verifyMobileIdCode } from './mobile-id';
import { completeOneId, startOneId } from './one-id';
import { signOut } from './sign-out';
import { setSsoBrowserToken, ssoBrowserToken } from './sso-cookie';

/**
 * Signing in and out: OneID single sign-on (oneId/start, redirectUri), mobile-ID (mobileId/byPin,
 * mobileId/verify) and logOut. Every sign-in call is rate limited per client address (configuration).
 */
export const authRoutes: RoutesPlugin = async (app, { db, config, adapters }) => {
  const limited = (channel: string) => ({ config: { rateLimit: signInRateLimit(config, db, channel) } });

  routes(
    app,
    handle.implement(calls, {
      oneIdStart: withExtras(limited('SSO'), async ({ request, reply, query }) => {
        const started = await startOneId(db, config, adapters.oneId, request, {
          browserToken: ssoBrowserToken(request),
          returnPath: query.returnTo,
        });
        setSsoBrowserToken(reply, config, started.browserToken);
        return { url: started.url };
      }),
      redirectUri: withExtras(limited('SSO'), ({ request, query }) =>
        completeOneId(db, config, adapters.oneId, request, {
          code: query.code,
          state: query.state,
          browserToken: ssoBrowserToken(request),
        }),
      ),
      mobileIdByPin: withExtras(limited('MOBILE_ID'), ({ request, query, lang }) =>
        sendMobileIdCode(db, config, adapters.mobileId, request, { pinfl: query.pinfl, lang }),
      ),
      mobileIdVerify: withExtras(limited('MOBILE_ID'), ({ request, query }) =>
        verifyMobileIdCode(db, config, adapters.personRegistry, request, {
          otpId: query.otp_id,
          code: query.code,
        }),
      ),
      logOut: async ({ request }) => {
        await signOut(db, adapters.oneId, request, requireAuth(request));
        return null;
      },
    }),
  );
};
