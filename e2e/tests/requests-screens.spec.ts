/**
 * The lawyers' request screens per role (support/route-matrix.ts): the lawyer's list, the four forms
 * (new and a draft), a request's page and the resend form for a lawyer (`lawyer-samarqand-2`, Samarqand);
 * the inbox and the certificates ending soon for the regional and republic chambers, a request's page for
 * the regional one;
 * each refused to the roles without it, axe 0 serious in the three themes. And two refusals as the user
 * sees them: a second open certificate replacement (said on the form, and the API's refusal in full when
 * sent anyway) and a chamber's cancel without a reason (the dialog says the reason is required; nothing
 * changes).
 *
 * The records the pages open are made through the API first (a draft, a sent request, a cancelled one),
 * so the file runs alone and again against the same database.
 */
import { type Browser, request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fieldMessage } from '../support/forms';
import { persona } from '../support/identity';
import { signedIn } from '../support/legal-aid';
import { personaToken, type RouteRow, routeMatrix } from '../support/route-matrix';

const LAWYER = 'lawyer-samarqand-2' as const;
const CHAMBER = 'region-chamber' as const;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers

/** A client of the API with the persona's bearer token. */
async function apiAs(browser: Browser, who: typeof LAWYER | typeof CHAMBER) {
  const token = await personaToken(browser, who);
  const context = await playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const call = async (path: string, body?: unknown): Promise<Json> => {
    const res =
      body === undefined
        ? await context.get(`/api/v.1/${path}`)
        : await context.post(`/api/v.1/${path}`, { data: body });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as Json;
  };
  return { call, dispose: () => context.dispose() };
}

// A draft, a request sent to the chamber and one it cancelled (legal aid: free, any number of them).
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000); // two sign-ins and up to five calls, on a loaded runner
  const lawyer = await apiAs(browser, LAWYER);
  const chamber = await apiAs(browser, CHAMBER);
  const own = async (status: string) =>
    (await lawyer.call(`getInfo/forChangeRequest?status=${status}&limit=1`)).total as number;
  if ((await own('DRAFT')) === 0)
    await lawyer.call('getInfo/changeRequest', { requestTypeId: 6, reason: 'e2e: a draft', send: false });
  if ((await own('SEND')) === 0)
    await lawyer.call('getInfo/changeRequest', { requestTypeId: 7, reason: 'e2e: sent' });
  if ((await own('CANCELLED')) === 0) {
    const { id } = await lawyer.call('getInfo/changeRequest', { requestTypeId: 8, reason: 'e2e: to cancel' });
    await chamber.call('getInfo/requestSeen', { id });
    await chamber.call('getInfo/cancelRequest', { id, reason: 'e2e: the case number is missing' });
  }
  await Promise.all([lawyer.dispose(), chamber.dispose()]);
});

const ownWith = (status: string) => `/api/v.1/getInfo/forChangeRequest?status=${status}&limit=1`;
const firstId = (answer: { list: { id: number }[] }) => answer.list[0]!.id;

const ROWS: RouteRow[] = [
  {
    path: '/lawyer-profile/requests',
    seenBy: [LAWYER],
    refusedFor: [CHAMBER, 'user', 'guest'],
    shows: 'request-row',
  },
  ...(['add-legal', 'add-certificate', 'add-license', 'add-status'] as const).map((form): RouteRow => ({
    path: `/lawyer-profile/requests/${form}/new`,
    seenBy: [LAWYER],
    refusedFor: [CHAMBER],
    shows: 'request-form',
  })),
  {
    name: 'requests/add-legal/{draft}',
    path: async ({ getJson }) =>
      `/lawyer-profile/requests/add-legal/${firstId(await getJson(ownWith('DRAFT')))}`,
    seenBy: [LAWYER],
    shows: 'request-form',
  },
  {
    name: 'requests/add-certificate/view/{id}',
    path: async ({ getJson }) =>
      `/lawyer-profile/requests/add-certificate/view/${firstId(await getJson(ownWith('CANCELLED')))}`,
    seenBy: [LAWYER],
    shows: 'request-view',
  },
  {
    name: 'requests/add-certificate/reSend/{id}',
    path: async ({ getJson }) =>
      `/lawyer-profile/requests/add-certificate/reSend/${firstId(await getJson(ownWith('CANCELLED')))}`,
    seenBy: [LAWYER],
    shows: 'request-resend-form',
  },
  {
    path: '/lawyer-profile/lawyer-requests',
    seenBy: [CHAMBER, 'republic-chamber'],
    refusedFor: [LAWYER, 'user'],
    shows: 'request-row',
  },
  {
    name: 'lawyer-requests/view/{id}',
    path: async ({ getJson }) =>
      `/lawyer-profile/lawyer-requests/view/${firstId(await getJson('/api/v.1/getInfo/requestInbox?status=CANCELLED&limit=1'))}`,
    seenBy: [CHAMBER],
    shows: 'request-view',
  },
  {
    path: '/lawyer-profile/lawyer-requests/expiring-certificates',
    seenBy: [CHAMBER, 'republic-chamber'],
    refusedFor: [LAWYER],
  },
];
// Desktop only: the request screens have no phone layout of their own (the cabinet's frame is checked at
// 390×844 by the other sections), and the three themes at desktop already cost about a minute per persona.
// The lawyer opens eight pages in three themes: a generous budget for a loaded runner (4.4 min at load 30).
routeMatrix('lawyers’ requests', ROWS, { phone: false, timeoutMs: 420_000 });

test.describe('refusals on the request screens', () => {
  test('a second open certificate replacement is said on the form and refused in full when sent', async ({
    browser,
    request,
    govSimUrl,
  }) => {
    const lawyer = await apiAs(browser, LAWYER);
    const { pinfl } = await persona(request, govSimUrl, LAWYER);
    let open = await lawyer.call('getInfo/checkForCertificateRequest', { pnfl: pinfl });
    if (!open.open) {
      await lawyer.call('getInfo/requestCertificate', { requestTypeId: 10, reason: 'e2e: damaged' });
      open = await lawyer.call('getInfo/checkForCertificateRequest', { pnfl: pinfl });
    }
    // The lawyer's certificate replacements only: the chamber's test below files a legal-aid request for the
    // same lawyer, maybe at the same time (3 workers showed it).
    const certificates = 'getInfo/forChangeRequest?kind=CERTIFICATE_REPLACEMENT&limit=1';
    const before = (await lawyer.call(certificates)).total as number;
    const { page, context } = await signedIn(browser, LAWYER, {
      start: '/lawyer-profile/requests/add-certificate/new',
    });
    await expect(page.getByTestId('request-open-notice')).toContainText(`No. ${open.requestId}`);
    await page.getByTestId('request-type').click();
    await page.getByRole('option', { name: 'The certificate was damaged' }).click();
    await page.getByTestId('request-send').click();
    await expect(page.getByTestId('request-refusal')).toHaveText(
      `You already have an open certificate replacement request (No. ${open.requestId}): wait until the chamber decides it`,
    );
    await expect(page).toHaveURL(/add-certificate\/new$/);
    expect((await lawyer.call(certificates)).total).toBe(before);
    await Promise.all([context.close(), lawyer.dispose()]);
  });

  test('a chamber’s cancel without a reason is refused in the dialog and changes nothing', async ({
    browser,
  }) => {
    const lawyer = await apiAs(browser, LAWYER);
    const { id } = await lawyer.call('getInfo/changeRequest', {
      requestTypeId: 7,
      reason: 'e2e: cancel check',
    });
    const { page, context } = await signedIn(browser, CHAMBER, {
      start: `/lawyer-profile/lawyer-requests/view/${id}`,
    });
    await expect(page.getByTestId('request-view')).toHaveAttribute('data-status', 'SEEN');
    await page.getByTestId('request-cancel').click();
    await page.getByTestId('request-cancel-dialog-submit').click();
    await expect(fieldMessage(page.getByRole('dialog'), 'This field can not be empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('request-view')).toHaveAttribute('data-status', 'SEEN');
    expect((await lawyer.call(`getInfo/getByReqCertId/${id}`)).cancelReason).toBeNull();
    await Promise.all([context.close(), lawyer.dispose()]);
  });
});

test("a chamber finds one lawyer's requests by PINFL: a malformed one is said under the field, one with no requests says so, and the inbox comes back", async ({
  browser,
  request,
  govSimUrl,
}) => {
  test.setTimeout(120_000);
  const lawyer = await persona(request, govSimUrl, LAWYER);
  const citizen = await persona(request, govSimUrl, 'user');
  const res = await request.post('/api/v.1/getInfo/listByPnfl', {
    headers: { authorization: `Bearer ${await personaToken(browser, CHAMBER)}` },
    data: { pnfl: lawyer.pinfl, page: 0, limit: 20 },
  });
  expect(res.ok()).toBe(true);
  const theirs = ((await res.json()) as { list: { id: number }[] }).list.map((r) => String(r.id));
  expect(theirs.length, 'the lawyer has requests (beforeAll)').toBeGreaterThan(0);

  const { page, context } = await signedIn(browser, CHAMBER);
  try {
    await page.goto('/lawyer-profile/lawyer-requests');
    const rows = page.getByTestId('request-row');
    await expect(rows.first()).toBeVisible();
    const search = page.getByTestId('requests-pnfl-search');
    const field = page.getByTestId('requests-pnfl-input');

    await field.fill('3140385');
    await field.press('Enter');
    await expect(fieldMessage(search, 'The PINFL must be 14 digits')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('requests-pnfl-shown')).toHaveCount(0);

    await field.fill(lawyer.pinfl);
    await page.getByTestId('requests-pnfl-find').click();
    await expect(page.getByTestId('requests-pnfl-shown')).toContainText(lawyer.pinfl);
    await expect(fieldMessage(search, 'The PINFL must be 14 digits')).toHaveCount(0);
    await expect
      .poll(() => rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-request-id'))))
      .toEqual(theirs);
    // the PINFL names a person: it stays out of the address
    expect(page.url()).not.toContain(lawyer.pinfl);

    await field.fill(citizen.pinfl);
    await field.press('Enter');
    await expect(
      page.getByText(`The lawyer with PINFL ${citizen.pinfl} has no requests among those you review.`),
    ).toBeVisible();
    await expect(rows).toHaveCount(0);
    await page.getByTestId('requests-pnfl-none-all').click();
    await expect(page.getByTestId('requests-pnfl-shown')).toHaveCount(0);
    await expect(field).toHaveValue('');
    await expect(rows.first()).toBeVisible();
  } finally {
    await context.close();
  }
});
