/**
 * Signing in as a demo persona in the browser (identity e2e tests): through gov-sim's OneID page or with a
 * mobile-ID code read from gov-sim's SMS inbox. The personas are the first 26 people of gov-sim's
 * population (packages/synthetic DEMO_PERSONAS), the same people the API seeds.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Role } from '@portal/domain';
import { oneIdReturn } from '@portal/test-support';
import { seriousViolations } from './axe';

export { pickTheme } from './axe';

export const PERSONA_INDEX = {
  lawyer: 0,
  director: 1,
  'new-director': 2,
  user: 3,
  admin: 4,
  investigator: 5,
  'region-chamber': 6,
  ministry: 7,
  'disabled-person': 8,
  'social-register-citizen': 9,
  'republic-chamber': 10,
  expert: 11,
  intern: 12,
  'lawyer-samarqand': 13,
  'no-mobile-id': 14,
  'lawyer-samarqand-2': 15,
  'lawyer-free': 16,
  'lawyer-request': 17,
  'lawyer-suspend': 18,
  candidate: 19,
  'candidate-convicted': 20,
  'region-chamber-tashkent': 21,
  'structure-founder': 22,
  'expert-director': 23,
  'expert-deputy': 24,
  'expert-head': 25,
} as const;
export type PersonaKey = keyof typeof PERSONA_INDEX;

/** One persona of each of the eleven roles (the route matrices' visitors of each role). */
export const ROLE_PERSONAS: readonly (readonly [PersonaKey, Role])[] = [
  ['user', 'USER'],
  ['lawyer', 'LAWYER'],
  ['new-director', 'NEW_DIRECTOR'],
  ['director', 'DIRECTOR'],
  ['admin', 'ADMIN'],
  ['region-chamber', 'REGION_CHAMBER'],
  ['republic-chamber', 'REPUBLIC_CHAMBER'],
  ['ministry', 'MINISTRY'],
  ['investigator', 'INVESTIGATOR'],
  ['intern', 'INTERN'],
  ['expert', 'EXPERT'],
];

export interface Persona {
  pinfl: string;
  phone: string;
  fullName: string;
}

let people: Persona[] | undefined;

/** The persona's registry record (pinfl, phone, name), from gov-sim's person registry. */
export async function persona(
  request: APIRequestContext,
  govSimUrl: string,
  key: PersonaKey,
): Promise<Persona> {
  if (!people) {
    const res = await request.get(
      `${govSimUrl}/person-registry/persons?limit=${Object.keys(PERSONA_INDEX).length}`,
    );
    expect(res.ok()).toBe(true);
    people = ((await res.json()) as { list: Persona[] }).list;
  }
  return people[PERSONA_INDEX[key]]!;
}

/** gov-sim's OneID sign-in page (a glob for waitForURL). */
export const oneIdPage = (govSimUrl: string) => `${govSimUrl}/one-id/sso/oauth/Authorization.do?**`;

/** Opens a path of the portal that sends the browser to OneID's sign-in page, and waits for that page. */
export async function openToOneId(page: Page, govSimUrl: string, start = '/one-id') {
  await page.goto(start);
  await page.waitForURL(oneIdPage(govSimUrl));
}

/** OneID: the portal sends the browser to gov-sim's sign-in page, where the persona is chosen. */
export async function signInWithOneId(page: Page, govSimUrl: string, key: PersonaKey, start = '/one-id') {
  await openToOneId(page, govSimUrl, start);
  await page.locator(`button[data-persona="${key}"]`).click();
}

/**
 * A citizen of gov-sim's population who is no persona and no seeded lawyer (indexes 3100..4999 of the
 * 5,000 people: the demo seed's 3,000 lawyers end before), a different one on each call: a test that
 * changes a person's account (role, block) uses one, so that it changes no persona other tests rely on and
 * passes again on the same database (CI retries a failed test once).
 */
export async function freshCitizen(request: APIRequestContext, govSimUrl: string): Promise<Persona> {
  const index = 3100 + Math.floor(Math.random() * 1900);
  const res = await request.get(`${govSimUrl}/person-registry/persons?limit=1&page=${index}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: Persona[] }).list[0]!;
}

/**
 * OneID without its pages, for tests whose point is not the sign-in screens: the portal's start of the
 * sign-in and gov-sim's sign-in form go over HTTP (the same calls the browser makes; the cookie binding
 * the state is put into the page's browser context), then the page opens the portal's OneID page with
 * the code, and the SPA completes the sign-in and lands where it lands after OneID. One portal load
 * instead of three pages (the portal's /one-id, OneID's sign-in page, the way back).
 */
export async function signInThroughOneId(page: Page, govSimUrl: string, pinfl: string) {
  const base = process.env.E2E_BASE_URL ?? new URL(page.url()).origin;
  const { back, cookie } = await oneIdReturn({ apiUrl: base, govSimUrl }, pinfl);
  const cookies = cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      // As the API sets it (http-only, for its calls): the SPA clears the cookies its scripts can see.
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      return { name, value, url: `${back.origin}/api/v.1/`, httpOnly: true };
    });
  await page.context().addCookies(cookies);
  await page.goto(back.toString());
}

/** A persona signed in through OneID without its pages (signInThroughOneId). */
export async function signInAs(page: Page, govSimUrl: string, key: PersonaKey) {
  const { pinfl } = await persona(page.context().request, govSimUrl, key);
  await signInThroughOneId(page, govSimUrl, pinfl);
}

/** OneID as anyone of the population: the PINFL typed into gov-sim's sign-in page. */
export async function signInWithOneIdAs(page: Page, govSimUrl: string, pinfl: string, start = '/one-id') {
  await openToOneId(page, govSimUrl, start);
  await page.locator('#pinfl').fill(pinfl);
  await page.getByTestId('one-id-pinfl-submit').click();
}

/** The last code gov-sim's SMS gateway delivered to the phone. */
export async function lastSmsCode(
  request: APIRequestContext,
  govSimUrl: string,
  phone: string,
): Promise<string> {
  const res = await request.get(`${govSimUrl}/sms-gateway/inbox/last?phone=${encodeURIComponent(phone)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** Mobile-ID up to the code step: the PINFL typed into the masked input and "send code" pressed. */
export async function requestMobileIdCode(page: Page, pinfl: string) {
  await page.goto('/mobile-id');
  await page.getByTestId('mobile-id-pinfl').fill(pinfl);
  await page.getByTestId('mobile-id-send').click();
  await expect(page.getByTestId('mobile-id-sent-to')).toBeVisible();
}

/** Types a code into the 6 boxes (focus starts on the first box). */
export async function typeCode(page: Page, code: string) {
  await page.getByTestId('mobile-id-code').locator('input').first().click();
  await page.keyboard.type(code);
}

export async function signInWithMobileId(
  page: Page,
  request: APIRequestContext,
  govSimUrl: string,
  key: PersonaKey,
) {
  const p = await persona(request, govSimUrl, key);
  await requestMobileIdCode(page, p.pinfl);
  await typeCode(page, await lastSmsCode(request, govSimUrl, p.phone));
  await page.getByTestId('mobile-id-confirm').click();
}

/**
 * Signs out through the user menu: the SPA goes home with the sign-in buttons back and no token stored,
 * and the old token, which answered before, then gets 401 (the session is revoked on the server).
 */
export async function signOutAndCheckToken(page: Page, request: APIRequestContext) {
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/v.1/account/current', { headers })).status()).toBe(200);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-sign-out').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('login-one-id')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect
    .poll(async () => (await request.get('/api/v.1/account/current', { headers })).status())
    .toBe(401);
}

/** The stored bearer token (browser storage). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('portal.accessToken'));
}

/** The ids of the sidebar items shown, in order. */
export async function sidebarIds(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('cabinet-sidebar');
  await expect(sidebar).toBeVisible();
  return sidebar
    .locator('[data-testid^="sidebar-item-"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-testid')!.replace('sidebar-item-', '')));
}

/** The sidebar items each role sees by spec section 6 (the table stands once, in @portal/test-support). */
export { SPEC_SIDEBAR } from '@portal/test-support/spec-sidebar';

/**
 * Serious and critical axe violations inside the page's main content (the shell around it is checked in
 * every theme by shell.spec.ts): the same WCAG 2.1 AA rules, less work per page.
 */
export function mainViolations(page: Page, scope: { themeOnly?: boolean } = {}) {
  return seriousViolations(page, { within: '#main-content', ...scope });
}
