import * as c from '@portal/contracts';
import type { RoutesPlugin } from '../../http/types';
import { writeQueryLog } from '../query-log/write';
import { signInRateLimit } from '../../plugins/rate-limit';
import { signInWithESignature } from './sign-in';
import { verificationServer } from './verification-server';

const TAG = ['e-signature'];

/**
 * The e-signature calls of spec section 7. Every route here is public (authPayloadByEsp is how an
 * anonymous visitor signs in) and rate-limited as a sign-in call.
 */
export const eSignatureRoutes: RoutesPlugin = async (app, deps) => {
  const server = verificationServer(deps.config);
  const signIn = {
    permission: 'public',
    rateLimit: signInRateLimit(deps.config, deps.db, 'E_SIGNATURE'),
  } as const;
  const challenge = async (ip: string) => {
    const { challenge: text, ttl } = await server.challenge(ip);
    return { challenge: text, ttl, status: 1, message: '' };
  };

  // a challenge of the verification server to sign (spec spelling "challange").
  app.get(
    '/frontend/challange',
    { config: signIn, schema: { tags: TAG, response: { 200: c.challengeResponse } } },
    async (request) => challenge(request.ip),
  );

  // the same challenge under its second name.
  app.get(
    '/getInfo/challange',
    { config: signIn, schema: { tags: TAG, response: { 200: c.challengeResponse } } },
    async (request) => challenge(request.ip),
  );

  // the key card chosen in the drawer -> the challenge to sign with it and the PINFL to sign in as.
  app.get(
    '/keyForLoginSign',
    {
      config: signIn,
      schema: {
        tags: TAG,
        querystring: c.keyForLoginSignQuery,
        response: { 200: c.keyForLoginSignResponse },
      },
    },
    async (request) => {
      const { challenge: text, ttl } = await server.challenge(request.ip);
      return { pnfl: request.query.PNFL, tin: request.query.TIN ?? null, challenge: text, ttl };
    },
  );

  // sign-in with the signed challenge (spec section 7); answers the login answer of spec section 4.
  app.post(
    '/authPayloadByEsp',
    {
      config: signIn,
      attachValidation: true,
      schema: { tags: TAG, body: c.authPayloadByEspBody, response: { 200: c.loginAnswer } },
    },
    async (request) => {
      if (request.validationError) {
        // A malformed attempt is an attempt too: it goes to the query log before the 400.
        const claimed = (request.body as { pnfl?: unknown } | null)?.pnfl;
        await writeQueryLog(deps.db, request, {
          action: 'SIGN_IN',
          channel: 'E_SIGNATURE',
          outcome: 'VALIDATION_FAILED',
          subjectPinfl: typeof claimed === 'string' ? claimed : null,
        });
        throw request.validationError;
      }
      return signInWithESignature(deps, request, request.body);
    },
  );
};
