/**
 * A new structure in the browser: persona `structure-founder` (a Samarqand advocate employed nowhere)
 * registers her bureau with the tax registry's data (INN 39 + her population index) and is NEW_DIRECTOR
 * while it waits; `region-chamber` confirms it; signed in again she is DIRECTOR and sends a signed contract
 * to `lawyer-free`, who signs and confirms it; the lawyer is among the structure's employees and in the
 * public directory under it; the director dismisses them and the contract's QR check says it ended.
 *
 * Re-runnable against the same database (CI retries a failed test once): a registration already filed or
 * accepted by an earlier attempt is taken up where it stopped, and a contract an earlier attempt left
 * confirmed is ended first through the API, so `lawyer-free` is employed nowhere when the contract comes.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { persona, signInAs } from '../support/identity';
import { signedIn, signInDialog, tashkentDay, tokenOf, typeDay } from '../support/legal-aid';

const FOUNDER_INN = '390000022'; // gov-sim's tax registry: the company of population index 22
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers read loosely

async function api(
  request: APIRequestContext,
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'eng' };
  const res =
    method === 'GET'
      ? await request.get(`/api/v.1/${path}`, { headers })
      : await request.post(`/api/v.1/${path}`, { headers, data });
  expect(res.status(), `${method} ${path}`).toBeLessThan(500);
  return (await res.json()) as Json;
}

/** The founder signed in anew through OneID (her role is decided at each sign-in), in English. */
async function founderSignsIn(browser: Browser, govSimUrl: string, role: string | RegExp) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
  const page = await context.newPage();
  await signInAs(page, govSimUrl, 'structure-founder');
  await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', role);
  return { context, page };
}

test('a new structure from registration to dismissal', async ({ browser, govSimUrl, request }) => {
  test.setTimeout(240_000);
  const lawyer = await persona(request, govSimUrl, 'lawyer-free');
  const lawyerName = new RegExp(lawyer.fullName.split(' ')[0]!, 'i');

  // 1. The founder files the registration with the tax registry's data (an earlier attempt may have).
  let founder = await founderSignsIn(browser, govSimUrl, /^(LAWYER|NEW_DIRECTOR|DIRECTOR)$/);
  let own = await api(request, founder.page, 'GET', 'getInfo/updateOwnContragent');
  if (!own.structure && own.registration?.status !== 'SEND') {
    await founder.page.goto('/lawyer-profile/control/structure-information/update');
    await founder.page.getByTestId('structure-stir').fill(FOUNDER_INN);
    await founder.page.getByTestId('structure-lookup').click();
    await expect(founder.page.getByTestId('structure-name')).not.toHaveValue('');
    await expect(founder.page.getByTestId('structure-not-you')).toHaveCount(0);
    await founder.page.getByTestId('structure-position-latitude').fill('39.6542');
    await founder.page.getByTestId('structure-position-longitude').fill('66.9597');
    await founder.page.getByTestId('structure-phone').fill('+998662001122');
    await founder.page.getByTestId('structure-save').click();
    // a lawyer's session has no control page yet: the filing's card shows on the form's page, its title
    // and its history's each once
    await expect(founder.page.getByTestId('structure-registration')).toBeVisible();
    await expect(founder.page).toHaveURL(/\/structure-information\/update$/);
    const headings = founder.page.getByTestId('structure-registration').getByRole('heading');
    await expect(headings).toHaveCount(2);
    expect(new Set(await headings.allTextContents()).size).toBe(2);
    own = await api(request, founder.page, 'GET', 'getInfo/updateOwnContragent');
    expect(own.registration).toMatchObject({ status: 'SEND', data: { stir: FOUNDER_INN } });
  }
  await founder.context.close();

  // 2. The Samarqand chamber confirms it.
  if (!own.structure) {
    const chamber = await signedIn(browser, 'region-chamber', {
      start: '/lawyer-profile/structure-registrations',
    });
    const filing = chamber.page.locator(`[data-testid="registration-item"][data-stir="${FOUNDER_INN}"]`);
    await filing.getByTestId('registration-accept').click();
    await expect(filing.getByTestId('registration-accept')).toHaveCount(0);
    await chamber.context.close();
  }

  // 3. Signed in again she is DIRECTOR; a contract an earlier attempt left confirmed is ended first.
  founder = await founderSignsIn(browser, govSimUrl, 'DIRECTOR');
  own = await api(request, founder.page, 'GET', 'getInfo/updateOwnContragent');
  const structure = own.structure as { id: number; name: string };
  const earlier = await api(request, founder.page, 'GET', 'getInfo/contractList?status=CONFIRM&limit=100');
  for (const c of earlier.list as Json[])
    await api(request, founder.page, 'POST', 'getInfo/cancelContractLegalAid', { id: c.id, reason: 'Retry' });

  const number = `J1-${Date.now() % 1_000_000_000}`;
  await founder.page.goto('/lawyer-profile/contracts');
  await founder.page.getByTestId('contract-lawyer-pinfl').fill(lawyer.pinfl);
  await founder.page.getByTestId('contract-number').fill(number);
  // the portal's date field, typed as dd-mm-yyyy
  await typeDay(founder.page, 'contract-date', tashkentDay());
  await founder.page.getByTestId('contract-send').click();
  await signInDialog(founder.page, govSimUrl, 'structure-founder');
  await expect(founder.page).toHaveURL(/\/lawyer-profile\/contracts\/\d+$/);
  await expect(founder.page.getByTestId('contract-status')).toHaveText('Sent');
  const contractPath = new URL(founder.page.url()).pathname;

  // 4. The lawyer signs and confirms it.
  const free = await signedIn(browser, 'lawyer-free', { start: contractPath });
  await free.page.getByTestId('contract-confirm').click();
  await signInDialog(free.page, govSimUrl, 'lawyer-free');
  await expect(free.page.getByTestId('contract-status')).toHaveText('Contract concluded');
  await free.context.close();

  // 5. Among the employees, and in the public directory under the structure.
  await founder.page.goto('/lawyer-profile/contracts');
  await expect(founder.page.getByTestId('employee-row').filter({ hasText: lawyerName })).toBeVisible();
  await founder.page.goto(`/lawyer?contragentId=${structure.id}`);
  await expect(founder.page.getByTestId('lawyer-item').filter({ hasText: lawyerName })).toBeVisible();

  // 6. The director dismisses them; the contract's QR check says it ended.
  await founder.page.goto(contractPath);
  await founder.page.getByTestId('contract-cancel').click();
  await founder.page
    .getByTestId('contract-cancel-dialog-reason')
    .fill('Shartnoma muddatidan oldin bekor qilindi');
  await founder.page.getByTestId('contract-cancel-dialog-submit').click();
  await expect(founder.page.getByTestId('contract-status')).toHaveText('Cancelled by the director');
  await founder.page.getByTestId('contract-check').click();
  await expect(founder.page.getByTestId('check-status')).toHaveText('Revoked');
  await expect(founder.page.getByTestId('check-holder')).toContainText(lawyerName);
  await founder.page.goto('/lawyer-profile/contracts');
  await expect(founder.page.getByTestId('employee-row').filter({ hasText: lawyerName })).toHaveCount(0);
  await founder.context.close();
});
