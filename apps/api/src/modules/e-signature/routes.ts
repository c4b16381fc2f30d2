import { eSignatureCalls as calls } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { handle, routes, withExtras } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { signInRateLimit } from '../../plugins/rate-limit';
import { writeQueryLog } from '../query-log';
import { signInWithESignature } from './sign-in';
import { verificationServer } from './verification-server';

/**
 * The e-signature calls of spec section 7. Every route here is public (authPayloadByEsp is how an
 * anonymous visitor signs in) and rate-limited as a sign-in call.
 */
export const eSignatureRoutes: RoutesPlugin = async (app, deps) => {
  const server = verificationServer(deps.config);
  const signIn = { config: { rateLimit: signInRateLimit(deps.config, deps.db, 'E_SIGNATURE') } };
  const challenge = async (ip: string) => {
    const { challenge: text, ttl } = await server.challenge(ip);
    return { challenge: text, ttl, status: 1, message: '' };
  };
  /** A malformed attempt is an attempt too: it goes to the query log before the 400. */
  const logMalformed = async (request: FastifyRequest) => {
    const claimed = (request.body as { pnfl?: unknown } | null)?.pnfl;
    await writeQueryLog(deps.db, request, {
      action: 'SIGN_IN',
      channel: 'E_SIGNATURE',
      outcome: 'VALIDATION_FAILED',
      subjectPinfl: typeof claimed === 'string' ? claimed : null,
    });
  };

  routes(
    app,
    handle.implement(calls, {
      frontendChallange: withExtras(signIn, ({ request }) => challenge(request.ip)),
      getInfoChallange: withExtras(signIn, ({ request }) => challenge(request.ip)),
      keyForLoginSign: withExtras(signIn, async ({ request, query }) => {
        const { challenge: text, ttl } = await server.challenge(request.ip);
        return { pnfl: query.PNFL, tin: query.TIN ?? null, challenge: text, ttl };
      }),
      authPayloadByEsp: withExtras({ ...signIn, onValidationError: logMalformed }, ({ request, body }) =>
        signInWithESignature(deps, request, body),
      ),
    }),
  );
};
