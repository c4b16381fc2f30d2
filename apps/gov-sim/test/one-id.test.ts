import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const population = createPopulation();
const lawyer = population.persona('lawyer');
const ENDPOINT = '/one-id/sso/oauth/Authorization.do';
const CLIENT = { client_id: 'legal-aid-portal', client_secret: 'dev-one-id-secret' };
const REDIRECT = 'http://127.0.0.1:5173/one-id';

function form(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url: ENDPOINT,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

const authorization = {
  response_type: 'one_code',
  client_id: 'legal-aid-portal',
  redirect_uri: REDIRECT,
  scope: 'legal-aid-portal',
  state: 'st4te-abc',
};

describe('OneID single sign-on (one-id protocol)', () => {
  const app = useSimulator();

  /** Chooses a person on the sign-in page; answers the code of the redirect. */
  async function chooseOnPage(pinfl: string) {
    const res = await app.inject(form({ ...authorization, pinfl }));
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st4te-abc');
    return location.searchParams.get('code')!;
  }

  it('shows the sign-in page with the demo people and a pinfl form', async () => {
    const res = await app.inject({ url: `${ENDPOINT}?${new URLSearchParams(authorization)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('data-persona="lawyer"');
    expect(res.body).toContain(lawyer.pinfl);
    expect(res.body).toContain('name="pinfl"');
    expect(res.body).toContain('value="st4te-abc"');
  });

  it.each([
    [{ ...authorization, client_id: 'stranger' }, 'Unknown client_id'],
    [{ ...authorization, redirect_uri: 'https://evil.example/one-id' }, 'redirect_uri'],
    [{ ...authorization, response_type: 'code' }, 'response_type'],
    [{ ...authorization, state: '' }, 'state'],
  ])('refuses a bad authorization request without redirecting: %o', async (query, message) => {
    const res = await app.inject({ url: `${ENDPOINT}?${new URLSearchParams(query)}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(message);
  });

  it('runs the code flow: code -> token -> identify -> logout', async () => {
    const code = await chooseOnPage(lawyer.pinfl);
    const token = await app.inject(
      form({ grant_type: 'one_authorization_code', ...CLIENT, redirect_uri: REDIRECT, code }),
    );
    expect(token.statusCode).toBe(200);
    const t = token.json();
    expect(t).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'legal-aid-portal' });
    expect(t.access_token).toMatch(/^[a-f0-9]{48}$/);
    expect(t.refresh_token).toBeTypeOf('string');

    const identify = await app.inject(
      form({
        grant_type: 'one_access_token_identify',
        ...CLIENT,
        access_token: t.access_token,
        scope: 'legal-aid-portal',
      }),
    );
    expect(identify.statusCode).toBe(200);
    expect(identify.json()).toMatchObject({
      pin: lawyer.pinfl,
      user_type: 'I',
      sur_name: 'KARIMOV',
      first_name: 'JASUR',
      mid_name: 'BAHODIROVICH',
      gd: '1',
      pport_no: lawyer.passport,
      birth_date: '1985-03-14',
      ctzn: 'UZB',
      valid: 'true',
      ret_cd: '0',
      auth_method: 'LOGINPASSMETHOD',
    });

    const logout = await app.inject(
      form({ grant_type: 'one_log_out', ...CLIENT, access_token: t.access_token }),
    );
    expect(logout.statusCode).toBe(200);
    const after = await app.inject(
      form({ grant_type: 'one_access_token_identify', ...CLIENT, access_token: t.access_token }),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets a code work once, for its redirect_uri and with the right secret only', async () => {
    const code = await chooseOnPage(lawyer.pinfl);
    const wrongSecret = await app.inject(
      form({
        grant_type: 'one_authorization_code',
        ...CLIENT,
        client_secret: 'guess',
        redirect_uri: REDIRECT,
        code,
      }),
    );
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const wrongRedirect = await app.inject(
      form({ grant_type: 'one_authorization_code', ...CLIENT, redirect_uri: 'http://127.0.0.1/other', code }),
    );
    expect(wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });
    // The failed exchange used the code up.
    const again = await app.inject(
      form({ grant_type: 'one_authorization_code', ...CLIENT, redirect_uri: REDIRECT, code }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    const unknownGrant = await app.inject(form({ grant_type: 'password', ...CLIENT }));
    expect(unknownGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('signs in anyone of the population by pinfl and re-asks for an unknown or malformed one', async () => {
    const other = population.at(1234)!;
    const code = await chooseOnPage(other.pinfl);
    const token = (
      await app.inject(
        form({ grant_type: 'one_authorization_code', ...CLIENT, redirect_uri: REDIRECT, code }),
      )
    ).json();
    const person = await app.inject(
      form({ grant_type: 'one_access_token_identify', ...CLIENT, access_token: token.access_token }),
    );
    expect(person.json()).toMatchObject({ pin: other.pinfl });

    for (const pinfl of ['31403850000000', '12<script>', '']) {
      const res = await app.inject(form({ ...authorization, pinfl }));
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('data-testid="one-id-error"');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('sends the browser back with error=access_denied when the person cancels', async () => {
    const res = await app.inject(form({ ...authorization, cancel: '1' }));
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st4te-abc');
    expect(location.searchParams.get('code')).toBeNull();
  });
});
