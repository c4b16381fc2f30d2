/**
 * A prerendered page before its scripts have run: a click there must not go unanswered.
 * The links (navbar, sign-in) work as plain links; the controls that need the scripts (language menu,
 * accessibility menu, e-signature drawer, the phone's menu) say they are not ready yet, and are ready
 * once the page is interactive. The scripts are held back by aborting every JavaScript request.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function withoutScripts(browser: Browser, baseURL: string | undefined, phone = false) {
  const context = await browser.newContext({
    baseURL,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

test.describe('before the scripts have run', () => {
  test('the sign-in and the navbar are links that navigate; the menus say they are not ready', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/lawyer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advokatlar');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    for (const id of ['language-picker', 'a11y-theme-switch', 'login-e-signature']) {
      await expect(page.getByTestId(id), id).toHaveAttribute('aria-disabled', 'true');
    }
    expect(await page.getByTestId('language-picker').evaluate((el) => getComputedStyle(el).cursor)).toBe(
      'progress',
    );

    await page.getByRole('navigation').first().locator('a[href="/contragent"]').click();
    await expect(page).toHaveURL(/\/contragent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advokatlik tuzilmalari');

    await page.getByTestId('login-one-id').click();
    await expect(page).toHaveURL(/\/one-id$/);
    await context.close();
  });

  test('on a phone the menu button says it is not ready', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL, true);
    await page.goto('/');
    await expect(page.getByTestId('mobile-menu-toggle')).toHaveAttribute('aria-disabled', 'true');
    await context.close();
  });

  test('once the page is interactive, the same controls are ready and answer', async ({ page }) => {
    await page.goto('/lawyer');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    for (const id of ['language-picker', 'a11y-theme-switch', 'login-e-signature']) {
      await expect(page.getByTestId(id), id).not.toHaveAttribute('aria-disabled');
    }
    await page.getByTestId('language-picker').click();
    await expect(page.getByTestId('language-ru')).toBeVisible();
  });
});
