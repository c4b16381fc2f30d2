/**
 * The national single sign-on ("one-id", integrations.md): the authorization address the browser is sent
 * to, and the backend's token exchange, identify and logout, all at `{base}/sso/oauth/Authorization.do`
 * with form-urlencoded bodies. In development `{base}` is gov-sim's /one-id.
 */
import { z } from 'zod';
import type { Config } from '../config';
import type { AppError } from '../errors/app-error';
import { callSystem, systemUnavailable } from './http';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
  scope: z.string().optional(),
});

/** The identify answer, as far as the portal reads it; every field but `pin` may be missing or empty. */
const identifyAnswer = z.object({
  pin: z.string().regex(/^\d{14}$/),
  user_type: z.string().optional(),
  sur_name: z.string().default(''),
  first_name: z.string().default(''),
  mid_name: z.string().default(''),
  gd: z.string().optional(),
  pport_no: z.string().optional(),
  pport_issue_place: z.string().optional(),
  pport_issue_date: z.string().optional(),
  pport_expr_date: z.string().optional(),
  birth_date: z.string().optional(),
  birth_place: z.string().optional(),
  natn: z.string().optional(),
  ctzn: z.string().optional(),
  mob_phone_no: z.string().optional(),
  email: z.string().optional(),
  per_adr: z.string().optional(),
  tem_adr: z.string().optional(),
  tin: z.string().optional(),
  valid: z.string().optional(),
  ret_cd: z.string().optional(),
});
export type OneIdPerson = z.infer<typeof identifyAnswer>;

export interface OneIdAdapter {
  /** Where to send the browser to sign in (step 1). */
  authorizationUrl(state: string): string;
  /** Step 3: the code of the redirect for an access token; null when the SSO refuses the code. */
  exchangeCode(code: string, requestId?: string): Promise<string | null>;
  /** Step 4: the person of an access token; null when the SSO refuses the token or the person. */
  identify(accessToken: string, requestId?: string): Promise<OneIdPerson | null>;
  /** Step 5: ends the SSO session of an access token. */
  logout(accessToken: string, requestId?: string): Promise<void>;
}

export function createOneIdAdapter(config: Config): OneIdAdapter {
  const { baseUrl, clientId, clientSecret, scope, redirectUri } = config.oneId;
  const endpoint = `${baseUrl}/sso/oauth/Authorization.do`;
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

  return {
    authorizationUrl(state) {
      const params = new URLSearchParams({
        response_type: 'one_code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope,
        state,
      });
      return `${endpoint}?${params}`;
    },

    async exchangeCode(code, requestId) {
      const answer = await post(
        { grant_type: 'one_authorization_code', redirect_uri: redirectUri, code },
        requestId,
      );
      if (answer.status === 401) throw misconfigured();
      if (answer.status !== 200) return null;
      const parsed = tokenAnswer.safeParse(answer.body);
      if (!parsed.success) throw systemUnavailable('oneId', parsed.error);
      return parsed.data.access_token;
    },

    async identify(accessToken, requestId) {
      const answer = await post(
        { grant_type: 'one_access_token_identify', access_token: accessToken, scope },
        requestId,
      );
      if (answer.status === 401) throw misconfigured();
      if (answer.status !== 200) return null;
      const parsed = identifyAnswer.safeParse(answer.body);
      if (!parsed.success) throw systemUnavailable('oneId', parsed.error);
      if (parsed.data.ret_cd !== undefined && parsed.data.ret_cd !== '0') return null;
      return parsed.data;
    },

    async logout(accessToken, requestId) {
      await post({ grant_type: 'one_log_out', access_token: accessToken, scope }, requestId);
    },
  };
}

/** The SSO refused our client credentials: a configuration fault, never the user's. */
function misconfigured(): AppError {
  return systemUnavailable('oneId', new Error('the SSO refused the client credentials'));
}
