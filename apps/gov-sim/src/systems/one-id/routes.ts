import {
  ONE_ID_ENDPOINT,
  ONE_ID_GRANT,
  oneIdAuthorizationQuery,
  type OneIdOAuthError,
  oneIdTokenRequest,
} from '@portal/integrations';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { sendPage } from '../../html';
import { identifyAnswer } from './identify';
import { type AuthorizationRequest, renderAuthorizationPage, renderErrorPage } from './page';
import { ACCESS_TOKEN_TTL_MS, opaque, OneIdStore } from './store';

function oauthError(reply: FastifyReply, status: number, error: OneIdOAuthError, description: string) {
  return reply.status(status).send({ error, error_description: description });
}

/**
 * The national single sign-on ("one-id", integrations.md), mounted at /one-id: every step goes to
 * `/sso/oauth/Authorization.do`.
 * - GET with `response_type=one_code, client_id, redirect_uri, scope, state`: the sign-in page (demo
 *   people, anyone by pinfl, cancel). Choosing someone redirects to `redirect_uri?code=…&state=…`;
 *   cancelling to `redirect_uri?error=access_denied&state=…`.
 * - POST form `grant_type=one_authorization_code` (client_id, client_secret, redirect_uri, code) ->
 *   `{access_token, refresh_token, token_type, expires_in, scope}`; a code works once, for 5 minutes.
 * - POST `grant_type=one_access_token_identify` (client fields, access_token, scope) -> the person.
 * - POST `grant_type=one_log_out` (client fields, access_token) -> the access token stops working.
 * OAuth errors answer `{error, error_description}` (400, 401 for the client's credentials).
 */
export const oneIdRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const { population, config } = context;
  const store = new OneIdStore();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The client's redirect_uri, when it is one this SSO may send people back to. */
  function allowedRedirect(uri: string): URL | undefined {
    try {
      const url = new URL(uri);
      const ok =
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        config.oneId.redirectHosts.includes(url.hostname) &&
        !url.username &&
        !url.password;
      return ok ? url : undefined;
    } catch {
      return undefined;
    }
  }

  /** The authorization request of the page, or the reason it cannot be served. */
  function checkAuthorization(input: unknown): AuthorizationRequest | string {
    const parsed = oneIdAuthorizationQuery.safeParse(input);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'request';
      return `The authorization request is invalid (${field}).`;
    }
    const { client_id, redirect_uri, scope, state } = parsed.data;
    if (client_id !== config.oneId.clientId) return 'Unknown client_id.';
    if (!allowedRedirect(redirect_uri)) return 'This redirect_uri is not registered for the client.';
    return { client_id, redirect_uri, scope, state };
  }

  function redirectBack(reply: FastifyReply, request: AuthorizationRequest, params: Record<string, string>) {
    const url = allowedRedirect(request.redirect_uri)!;
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('state', request.state);
    return reply.status(302).header('location', url.toString()).send();
  }

  app.get(ONE_ID_ENDPOINT, async (request, reply) => {
    const checked = checkAuthorization(request.query);
    if (typeof checked === 'string') return sendPage(reply, 400, renderErrorPage(checked));
    return sendPage(reply, 200, renderAuthorizationPage(population, checked));
  });

  app.post(ONE_ID_ENDPOINT, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.grant_type !== 'string') {
      // The sign-in page's own forms.
      const checked = checkAuthorization(body);
      if (typeof checked === 'string') return sendPage(reply, 400, renderErrorPage(checked));
      if (body.cancel) return redirectBack(reply, checked, { error: 'access_denied' });
      const pinfl = typeof body.pinfl === 'string' ? body.pinfl.trim() : '';
      const person = /^\d{14}$/.test(pinfl) ? population.findByPinfl(pinfl) : undefined;
      if (!person) {
        const message = /^\d{14}$/.test(pinfl)
          ? 'Nobody with this PINFL is registered.'
          : 'The PINFL must be 14 digits.';
        return sendPage(reply, 400, renderAuthorizationPage(population, checked, message));
      }
      const code = store.issueCode({
        pinfl: person.pinfl,
        clientId: checked.client_id,
        redirectUri: checked.redirect_uri,
      });
      return redirectBack(reply, checked, { code });
    }

    const parsed = oneIdTokenRequest.safeParse(body);
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request', 'Malformed request.');
    const t = parsed.data;
    if (t.client_id !== config.oneId.clientId || t.client_secret !== config.oneId.clientSecret)
      return oauthError(reply, 401, 'invalid_client', 'Unknown client or wrong client_secret.');

    switch (t.grant_type) {
      case ONE_ID_GRANT.authorizationCode: {
        if (!t.code) return oauthError(reply, 400, 'invalid_request', 'code is missing.');
        const grant = store.takeCode(t.code);
        if (!grant || grant.clientId !== t.client_id)
          return oauthError(reply, 400, 'invalid_grant', 'The code is unknown, used or expired.');
        if (t.redirect_uri !== grant.redirectUri)
          return oauthError(reply, 400, 'invalid_grant', 'redirect_uri does not match the authorization.');
        const { accessToken, refreshToken } = store.issueToken({ pinfl: grant.pinfl, clientId: t.client_id });
        return {
          access_token: accessToken,
          refresh_token: refreshToken,
          token_type: 'Bearer',
          expires_in: ACCESS_TOKEN_TTL_MS / 1000,
          scope: t.scope ?? t.client_id,
        };
      }
      case ONE_ID_GRANT.identify: {
        const grant = t.access_token ? store.token(t.access_token) : undefined;
        if (!grant || grant.clientId !== t.client_id)
          return oauthError(
            reply,
            400,
            'invalid_grant',
            'The access token is unknown, expired or logged out.',
          );
        const person = population.findByPinfl(grant.pinfl);
        if (!person) return oauthError(reply, 400, 'invalid_grant', 'The person is no longer registered.');
        return identifyAnswer(person, opaque(8));
      }
      case ONE_ID_GRANT.logOut: {
        if (t.access_token) store.revokeToken(t.access_token);
        return { ret_cd: '0', msg: 'logged out' };
      }
      default:
        return oauthError(reply, 400, 'unsupported_grant_type', `Unknown grant_type ${t.grant_type}.`);
    }
  });
};
