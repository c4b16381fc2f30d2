/**
 * The national single sign-on ("one-id", integrations.md): the authorization address the browser is sent
 * to, and the backend's token exchange, identify and logout, all at `{base}/sso/oauth/Authorization.do`
 * with form-urlencoded bodies. In development `{base}` is gov-sim's /one-id.
 */
import {
  ONE_ID_ENDPOINT,
  ONE_ID_GRANT,
  oneIdIdentifyAnswer,
  type OneIdPerson,
  oneIdTokenAnswer,
} from '@portal/integrations';
import type { z } from 'zod';
import type { Config } from '../config';
import type { AppError } from '../errors/app-error';
import { callSystem, systemUnavailable } from './http';

export type { OneIdPerson };

export interface OneIdAdapter {
  /** Where to send the browser to sign in (step 1); the SSO sends it back to `redirectUri`. */
  authorizationUrl(state: string, redirectUri: string): string;
  /**
   * Step 3: the code of the redirect for an access token (`redirectUri` as in step 1); null when the SSO
   * refuses the code.
   */
  exchangeCode(code: string, redirectUri: string, requestId?: string): Promise<string | null>;
  /** Step 4: the person of an access token; null when the SSO refuses the token or the person. */
  identify(accessToken: string, requestId?: string): Promise<OneIdPerson | null>;
  /** Step 5: ends the SSO session of an access token. */
  logout(accessToken: string, requestId?: string): Promise<void>;
}

export function createOneIdAdapter(config: Config): OneIdAdapter {
  const { baseUrl, clientId, clientSecret, scope } = config.oneId;
  const endpoint = `${baseUrl}${ONE_ID_ENDPOINT}`;
  const timeoutMs = config.nationalSystems.timeoutMs;
  const post = (fields: Record<string, string>, requestId?: string) =>
    callSystem({
      system: 'oneId',
      url: endpoint,
      method: 'POST',
      body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...fields }),
      timeoutMs,
      requestId,
    });
  /** The answer of a token-endpoint call as `schema` reads it; null when the SSO refuses (not 200). */
  const postFor = async <S extends z.ZodType>(
    schema: S,
    fields: Record<string, string>,
    requestId?: string,
  ) => {
    const answer = await post(fields, requestId);
    if (answer.status === 401) throw misconfigured();
    if (answer.status !== 200) return null;
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw systemUnavailable('oneId', parsed.error);
    return parsed.data as z.output<S>;
  };

  return {
    authorizationUrl(state, redirectUri) {
      const params = new URLSearchParams({
        response_type: 'one_code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope,
        state,
      });
      return `${endpoint}?${params}`;
    },

    async exchangeCode(code, redirectUri, requestId) {
      const token = await postFor(
        oneIdTokenAnswer,
        { grant_type: ONE_ID_GRANT.authorizationCode, redirect_uri: redirectUri, code },
        requestId,
      );
      return token?.access_token ?? null;
    },

    async identify(accessToken, requestId) {
      const person = await postFor(
        oneIdIdentifyAnswer,
        { grant_type: ONE_ID_GRANT.identify, access_token: accessToken, scope },
        requestId,
      );
      if (!person || (person.ret_cd !== undefined && person.ret_cd !== '0')) return null;
      return person;
    },

    async logout(accessToken, requestId) {
      await post({ grant_type: ONE_ID_GRANT.logOut, access_token: accessToken, scope }, requestId);
    },
  };
}

/** The SSO refused our client credentials: a configuration fault, never the user's. */
function misconfigured(): AppError {
  return systemUnavailable('oneId', new Error('the SSO refused the client credentials'));
}
