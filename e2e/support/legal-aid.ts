/**
 * Helpers of the state-funded legal-aid journeys: a signed-in browser context per persona (the shared
 * OneID sign-in, the interface in English so that reference names read the same in every run), Mantine choices, dd-mm-yyyy
 * dates, signing in the e-signature dialog, the interior-ministry cases of the investigator persona, and the
 * API calls a journey sets itself up with.
 */
import type { APIRequestContext, Browser, Page, ViewportSize } from '@playwright/test';
import { simKeyCard, simKeyCards } from './e-signature';
import { expect } from './fixtures';
import { persona, type PersonaKey } from './identity';
import { personaToken } from './route-matrix';
import { type PersonaSession, personaSession } from './sessions';

export type SignedIn = PersonaSession;

/**
 * A new browser context signed in as the persona (its shared sign-in: sessions.ts), in English, the page
 * open at `start` (the cabinet's first page by default): the page a test begins on is the first one loaded,
 * not a second load after the cabinet's.
 */
export async function signedIn(
  browser: Browser,
  persona: PersonaKey,
  options: { start?: string; viewport?: ViewportSize } = {},
): Promise<SignedIn> {
  const { start = '/lawyer-profile', viewport } = options;
  const session = await personaSession(browser, persona, { language: 'eng', start, viewport });
  // Still signed in: the portal did not send the page to sign in.
  await expect(session.page).not.toHaveURL(/\/one-id(\/|$|\?)/);
  await expect(session.page.locator('html')).toHaveAttribute('lang', 'en');
  return session;
}

export async function inEnglish(page: Page) {
  if ((await page.locator('html').getAttribute('lang')) === 'en') return;
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-eng').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Chooses an option of a Mantine Select (its input has the test id). */
export async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a date (dd-mm-yyyy) into a date field and leaves it. */
export async function typeDay(page: Page, testId: string, day: string) {
  const input = page.getByTestId(testId);
  await input.fill(day);
  await input.press('Tab');
}

/** An ISO date `days` from today in Tashkent, as dd-mm-yyyy. */
export function tashkentDay(days = 0): string {
  const iso = new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/**
 * From the last step of the order form: the review shows, Finish signs the order with the lawyer's key
 * card, and the order's page opens with the order CREATED.
 */
export async function signOrderFromReview(
  page: Page,
  govSimUrl: string,
  lawyer: PersonaKey,
  orderId: number,
) {
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('order-review')).toBeVisible();
  await page.getByTestId('step-finish').click();
  await signInDialog(page, govSimUrl, lawyer);
  await page.waitForURL(`**/lawyer-profile/orders/list/view/${orderId}`);
  await expect(page.getByTestId('order-status')).toContainText('Created');
}

/**
 * Signs in the open e-signature dialog with the persona's key card. The password is asked the first time
 * only: the signing client keeps a key loaded for the session (`expectPassword`: 'password' or 'remembered').
 */
export async function signInDialog(
  page: Page,
  govSimUrl: string,
  persona: PersonaKey,
  expectPassword: 'password' | 'remembered' = 'password',
) {
  const { password } = await simKeyCards(govSimUrl);
  const card = await simKeyCard(govSimUrl, persona);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId(`key-card-${card.serialNumber}`)).toBeVisible({ timeout: 20_000 });
  await dialog.getByTestId(`key-card-${card.serialNumber}`).click();
  if (expectPassword === 'password') await dialog.getByTestId('e-signature-password').fill(password);
  else await expect(dialog.getByTestId('e-signature-key-remembered')).toBeVisible();
  await dialog.getByTestId('e-signature-submit').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

export interface SimCase {
  caseNumber: string;
  accused: { pinfl: string; fullName: string };
  regionId: number;
}

/** The criminal cases the investigator persona leads in gov-sim's interior-ministry registry. */
export async function investigatorCases(govSimUrl: string, investigatorPinfl: string): Promise<SimCase[]> {
  const res = await fetch(
    `${govSimUrl}/interior-ministry/criminal-cases?investigatorPinfl=${investigatorPinfl}`,
  );
  expect(res.ok).toBe(true);
  return ((await res.json()) as { list: SimCase[] }).list;
}

/**
 * Which of the investigator persona's six cases each browser test files its request on. Every test has its
 * own: a second request on a case meets the duplicate-request warning on the form's last step, so a test
 * that ran before (in the same run and database) would stop another's journey there.
 */
const CASE_OF = { 'legal-aid-journey': 0, 'cabinet-home': 1, calendar: 2, 'duty-schedule': 5 } as const;

/** The investigator persona's case reserved for this browser test (CASE_OF). */
export async function investigatorCase(
  govSimUrl: string,
  investigatorPinfl: string,
  test: keyof typeof CASE_OF,
): Promise<SimCase> {
  const theCase = (await investigatorCases(govSimUrl, investigatorPinfl))[CASE_OF[test]];
  expect(theCase, `the investigator's case ${CASE_OF[test]}`).toBeDefined();
  return theCase!;
}

/** Where the investigator asks the drawn lawyer to come tomorrow: the place, the time (HH:mm), their body. */
export interface Attendance {
  place: string;
  time: string;
  organizationName: string;
}

/**
 * The investigator persona's request for a lawyer on the case reserved for `test` (CASE_OF), sent through
 * the API: for Samarqand in Karakalpak it is drawn to `lawyer-samarqand` (docs/domain.md "The demo
 * draw"). Its id, the investigator's token and the case.
 */
export async function requestToSamarqand(
  browser: Browser,
  request: APIRequestContext,
  govSimUrl: string,
  test: keyof typeof CASE_OF,
  attendance: Attendance,
) {
  const investigator = (await personaToken(browser, 'investigator'))!;
  const { pinfl } = await persona(request, govSimUrl, 'investigator');
  const theCase = await investigatorCase(govSimUrl, pinfl, test);
  const { id } = await api(request, investigator, 'getInfo/org-request_create-send', {
    // another test of the same spec may have asked for a lawyer on the same case
    confirmDuplicate: true,
    caseNumber: theCase.caseNumber,
    personPinfl: theCase.accused.pinfl,
    regionId: 8,
    languageId: 3,
    legalAidId: 2,
    attendancePlace: attendance.place,
    attendanceAt: `${tashkentDay(1).split('-').reverse().join('-')}T${attendance.time}:00+05:00`,
    organizationName: attendance.organizationName,
  });
  return { id: id as number, investigator, theCase };
}

/**
 * Looks a case up on a request or order form: the case number is asked once, in the form's own field
 * (`field`, its test id), and the registry lookup searches that field (it has no input of its own).
 */
export async function lookUpCase(page: Page, field: string, caseNumber: string) {
  await expect(page.getByTestId('case-lookup-input')).toHaveCount(0);
  await page.getByTestId(field).fill(caseNumber);
  await page.getByTestId('case-lookup-search').click();
}

/** Where and when the investigator asks the lawyer to come, as the request form's last fields take them. */
export interface RequestAttendance {
  region: string;
  language: string;
  place: string;
  /** dd-mm-yyyy, as typed. */
  day: string;
  /** HH:mm. */
  time: string;
}

/**
 * The investigator's request form (its page open) filled up to the duty preview: the case looked up and
 * picked (its number and the accused person's PINFL filled in from the registry), then the attendance,
 * for the defence of the accused at the preliminary investigation.
 */
export async function fillInvestigatorRequest(page: Page, theCase: SimCase, at: RequestAttendance) {
  await lookUpCase(page, 'request-field-case', theCase.caseNumber);
  await expect(page.getByTestId('case-card')).toContainText(theCase.accused.fullName);
  await page.getByTestId('case-pick').click();
  await expect(page.getByTestId('request-field-case')).toHaveValue(theCase.caseNumber);
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('request-field-pinfl')).toHaveValue(theCase.accused.pinfl);
  await page.getByTestId('step-next').click();
  await choose(page, 'request-field-region', at.region);
  await choose(page, 'request-field-language', at.language);
  await choose(page, 'request-field-legal-aid', 'Defence of the accused at the preliminary investigation');
  await page.getByTestId('request-field-place').fill(at.place);
  await typeDay(page, 'request-field-day', at.day);
  await page.getByTestId('request-field-time').fill(at.time);
}

/** The bearer token the SPA stored. */
export function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('portal.accessToken'));
}

/** An API answer as a journey reads it: by field name, without its contract's type. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers

/**
 * A call of the portal's API (`/api/v.1/<path>`) with a persona's bearer token: GET without a body, POST
 * with one. The test fails unless the API answers 2xx; the JSON answer.
 */
export async function api(
  request: APIRequestContext,
  token: string,
  path: string,
  body?: unknown,
): Promise<Json> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    body === undefined
      ? await request.get(`/api/v.1/${path}`, { headers })
      : await request.post(`/api/v.1/${path}`, { headers, data: body });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Json;
}
