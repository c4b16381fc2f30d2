/**
 * Structures and contracts (issue 15) in the browser: each screen renders for its role and is refused for
 * the others, with no serious axe violation in the three themes; the tax registry's refusal of an unknown
 * INN shows its message of spec section 8 and saves nothing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { signedIn } from '../support/legal-aid';

const ALL_THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;

async function expectPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cabinet-no-access')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectRefused(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('cabinet-no-access')).toBeVisible();
}

test('DIRECTOR: the structure, its contracts and employees; not the chamber’s filings', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedIn(browser, 'director');
  await expectPage(page, '/lawyer-profile/control');
  await expect(page.getByTestId('structure-stir')).toContainText('301234567');
  await expectAccessible(page, { themes: ALL_THEMES, within: '#main-content' });
  await page.getByTestId('structure-edit').click();
  await expect(page.getByTestId('structure-stir')).toBeDisabled();
  await expect(page.getByTestId('structure-mfo')).toHaveValue('00450');
  await expectAccessible(page, { within: '#main-content' });
  await expectPage(page, '/lawyer-profile/contracts');
  await expect(page.getByTestId('contract-lawyer-pinfl')).toBeVisible();
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  await expectAccessible(page, { themes: ALL_THEMES, within: '#main-content' });
  await expectRefused(page, '/lawyer-profile/structure-registrations');
  await context.close();
});

test('REGION_CHAMBER: the filings of its region; not contracts or a structure', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await signedIn(browser, 'region-chamber');
  await expectPage(page, '/lawyer-profile/structure-registrations');
  await expectAccessible(page, { themes: ALL_THEMES, within: '#main-content' });
  await expectRefused(page, '/lawyer-profile/contracts');
  await expectRefused(page, '/lawyer-profile/control');
  await context.close();
});

test('LAWYER: own contracts; an unknown INN is refused by the tax registry, nothing filed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, context } = await signedIn(browser, 'lawyer');
  // /profile/contracts and /contracts/{id} (spec section 2) lead to the cabinet's contract pages.
  await page.goto('/profile/contracts');
  await expect(page).toHaveURL(/\/lawyer-profile\/contracts$/);
  await page.goto('/contracts/abc');
  await expect(page).toHaveURL(/\/lawyer-profile\/contracts\/abc$/);
  await expect(page.getByTestId('item-not-found')).toBeVisible();
  await expectPage(page, '/lawyer-profile/contracts');
  await expect(page.getByTestId('contract-lawyer-pinfl')).toHaveCount(0);
  await expectAccessible(page, { within: '#main-content' });
  await expectRefused(page, '/lawyer-profile/control');
  await expectPage(page, '/lawyer-profile/control/structure-information/update');
  await page.getByTestId('structure-stir').fill('299999999');
  await page.getByTestId('structure-lookup').click();
  await expect(page.getByText('This structure is not registered.')).toBeVisible();
  await expectAccessible(page, { themes: ALL_THEMES, within: '#main-content' });
  await context.close();
});
