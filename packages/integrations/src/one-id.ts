/**
 * The national single sign-on ("one-id", integrations.md): every step goes to
 * `{base}/sso/oauth/Authorization.do`, the browser's with a GET, the backend's as form-urlencoded POSTs.
 * OAuth errors answer `{error, error_description}` (400, 401 for the client's credentials).
 */
import { z } from 'zod';

export const ONE_ID_ENDPOINT = '/sso/oauth/Authorization.do';

/** The backend steps, by `grant_type`. */
export const ONE_ID_GRANT = {
  /** code -> access token */
  authorizationCode: 'one_authorization_code',
  /** access token -> the person */
  identify: 'one_access_token_identify',
  /** ends the SSO session of an access token */
  logOut: 'one_log_out',
} as const;

/** Step 1: the query the browser is sent with. */
export const oneIdAuthorizationQuery = z.object({
  response_type: z.literal('one_code'),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  scope: z.string().max(500).default(''),
  state: z.string().min(1).max(512),
});

/** Steps 3-5: the form of a backend POST (which fields count depends on `grant_type`). */
export const oneIdTokenRequest = z.object({
  grant_type: z.string(),
  client_id: z.string().max(200).default(''),
  client_secret: z.string().max(500).default(''),
  redirect_uri: z.string().max(2000).optional(),
  code: z.string().max(200).optional(),
  access_token: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
});

/** Step 3 answer. */
export const oneIdTokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
  scope: z.string().optional(),
});

/**
 * Step 4 answer: the person. Only `pin` is sure to be there; every other field may be missing or empty
 * (`ret_cd` other than '0' is a refusal).
 */
export const oneIdIdentifyAnswer = z.object({
  pin: z.string().regex(/^\d{14}$/),
  user_id: z.string().optional(),
  user_type: z.string().optional(),
  sur_name: z.string().default(''),
  first_name: z.string().default(''),
  mid_name: z.string().default(''),
  full_name: z.string().optional(),
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
  sess_id: z.string().optional(),
  ret_cd: z.string().optional(),
  auth_method: z.string().optional(),
});
export type OneIdPerson = z.infer<typeof oneIdIdentifyAnswer>;
/** The step 4 answer as the SSO sends it (before the reader's defaults). */
export type OneIdIdentifyAnswer = z.input<typeof oneIdIdentifyAnswer>;

/** Step 5 answer. */
export const oneIdLogOutAnswer = z.object({ ret_cd: z.string(), msg: z.string().optional() });

/** How the SSO refuses a backend step. */
export const oneIdOAuthError = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
});
export type OneIdOAuthError = z.infer<typeof oneIdOAuthError>['error'];
