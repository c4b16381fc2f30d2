/**
 * Signing in as a demo persona in the browser (identity e2e tests): through gov-sim's OneID page or with a
 * mobile-ID code read from gov-sim's SMS inbox. The personas are the first 23 people of gov-sim's
 * population (packages/synthetic DEMO_PERSONAS), the same people the API seeds.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
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
} as const;
export type PersonaKey = keyof typeof PERSONA_INDEX;

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

/** OneID: the portal sends the browser to gov-sim's sign-in page, where the persona is chosen. */
export async function signInWithOneId(page: Page, govSimUrl: string, key: PersonaKey, start = '/one-id') {
  await page.goto(start);
  await page.waitForURL(`${govSimUrl}/one-id/sso/oauth/Authorization.do?**`);
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

/** OneID as anyone of the population: the PINFL typed into gov-sim's sign-in page. */
export async function signInWithOneIdAs(page: Page, govSimUrl: string, pinfl: string, start = '/one-id') {
  await page.goto(start);
  await page.waitForURL(`${govSimUrl}/one-id/sso/oauth/Authorization.do?**`);
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

/** Spec section 6's sidebar table, per role, in the sidebar's order. */
export const SPEC_SIDEBAR: Record<'USER' | 'LAWYER' | 'NEW_DIRECTOR' | 'DIRECTOR' | 'ADMIN', string[]> = {
  USER: ['user-info', 'applicant', 'my-appeals', 'my-applications', 'lawyer-application', 'application-form'],
  LAWYER: [
    'applicant',
    'appeals-list',
    'control-panel',
    'contracts',
    'letters',
    'requests',
    'doc-template',
    'orders',
    'query-log',
    'training-certificate',
    'user-guide',
    'chamber-documents',
    'legal-tech',
  ],
  NEW_DIRECTOR: [
    'user-info',
    'applicant',
    'my-appeals',
    'control',
    'requests',
    'doc-template',
    'orders',
    'contragent-orders',
    'lawyer-application',
    'intern',
    'reports-half-yearly',
  ],
  DIRECTOR: [
    'applicant',
    'my-appeals',
    'appeals-list',
    'announcement',
    'control-panel',
    'control',
    'contracts',
    'letters',
    'requests',
    'doc-template',
    'orders',
    'contragent-orders',
    'lawyer-application',
    'intern',
    'reports-half-yearly',
    'query-log',
    'training-certificate',
    'user-guide',
    'chamber-documents',
    'legal-tech',
  ],
  ADMIN: [
    'user-info',
    'applicant',
    'my-appeals',
    'appeals-list',
    'my-applications',
    'control-panel',
    'control',
    'contracts',
    'letters',
    'requests',
    'doc-template',
    'orders',
    'contragent-orders',
    'lawyer-application',
    'application-form',
    'intern',
    'reports-half-yearly',
    'query-log',
    'training-certificate',
    'user-guide',
    'chamber-documents',
    'legal-tech',
  ],
};

/**
 * Serious and critical axe violations inside the page's main content (the shell around it is checked in
 * every theme by shell.spec.ts): the same WCAG 2.1 AA rules, less work per page.
 */
export function mainViolations(page: Page, scope: { themeOnly?: boolean } = {}) {
  return seriousViolations(page, { within: '#main-content', ...scope });
}
