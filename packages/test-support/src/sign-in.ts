import { DEMO_PERSONAS, type DemoPersonaKey } from '@portal/synthetic';
import { httpCall, httpJson } from './net';

/** The login answer of the portal (packages/contracts loginAnswer): the bearer token and the role. */
export interface SignedIn {
  token: string;
  status: string | null;
  isDirector: boolean;
  /** The `authorization` header of the signed-in person's calls. */
  headers: { authorization: string };
}

/**
 * Signs a demo persona in through OneID over HTTP, as a browser would without the pages: the portal's
 * start of the sign-in, gov-sim's sign-in form sent with the persona's pinfl, the portal's redirect
 * address with the code. Every role is a demo persona (packages/synthetic DEMO_PERSONAS).
 */
export async function signIn(
  portal: { apiUrl: string; govSimUrl: string },
  persona: DemoPersonaKey,
): Promise<SignedIn> {
  const index = DEMO_PERSONAS.find((p) => p.key === persona)!.index;
  const people = await httpJson<{ list: { pinfl: string }[] }>(
    `${portal.govSimUrl}/person-registry/persons?limit=${index + 1}`,
  );
  const pinfl = people.list[index]!.pinfl;

  const { back, cookie } = await oneIdReturn(portal, pinfl);
  const query = new URLSearchParams({
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state') ?? '',
  });
  const answer = await httpJson<Omit<SignedIn, 'headers'>>(`${portal.apiUrl}/api/v.1/redirectUri?${query}`, {
    headers: { cookie },
  });
  return { ...answer, headers: { authorization: `Bearer ${answer.token}` } };
}

/**
 * OneID up to its way back: the portal's start of the sign-in, gov-sim's sign-in form sent with the pinfl.
 * Answers the portal's redirect address with the code and state (where OneID sends the browser) and the
 * cookie binding the state to the "browser" that started it (name=value pairs): a browser given both
 * completes the sign-in on the portal's own page (e2e/support/sessions.ts).
 */
export async function oneIdReturn(
  portal: { apiUrl: string; govSimUrl: string },
  pinfl: string,
): Promise<{ back: URL; cookie: string }> {
  const started = await httpCall(`${portal.apiUrl}/api/v.1/oneId/start`);
  if (started.status !== 200) throw new Error(`oneId/start: ${started.status} ${started.text}`);
  const cookie = [started.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const authorize = new URL((JSON.parse(started.text) as { url: string }).url);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('pinfl', pinfl);
  const chosen = await httpCall(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = chosen.headers.location ? new URL(chosen.headers.location) : null;
  const code = back?.searchParams.get('code');
  if (chosen.status !== 302 || !back || !code)
    throw new Error(`OneID sign-in form: ${chosen.status} ${chosen.text}`);
  return { back, cookie };
}
