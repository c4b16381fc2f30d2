/**
 * The portal shell (foundation issue): languages, accessibility themes, the 404 page, toasts of a
 * failing call, axe on the shell in every theme, and the parts of the header and footer fed by the API.
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../support/fixtures';
import { pickTheme } from '../support/identity';

// The shell as most visitors see it: with motion (the marquee moves and has its stop button), which the
// other specs turn off (playwright.config.ts reducedMotion).
test.use({ reducedMotion: 'no-preference' });

const THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;
const CYRILLIC = /[А-Яа-яЎўҚқҒғҲҳЁё]/;

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-a11y-theme', 'USUAL');
}

async function pickLanguage(page: Page, code: string) {
  await page.getByTestId('language-picker').click();
  await page.getByTestId(`language-${code}`).click();
}

/** The computed colours a user sees: page background and text, header background. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const header = getComputedStyle(document.querySelector('header')!);
    return { background: body.backgroundColor, text: body.color, header: header.backgroundColor };
  });
}

test.describe('shell', () => {
  test('home shows the shell: navbar, test-mode notice, marquee, footer contacts and visitor counter', async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole('navigation').first();
    for (const path of ['/', '/news', '/lawyer', '/contragent', '/legislation', '/duty-table']) {
      await expect(nav.locator(`a[href="${path}"]`)).toBeVisible();
    }
    await expect(page.getByTestId('test-mode-notice')).toBeVisible();
    await expect(page.getByTestId('announcement-marquee')).toBeVisible();
    await expect(page.getByTestId('visitor-counter')).toContainText(/\d/);
    await expect(page.locator('footer a[href^="mailto:"]')).toHaveText(/@/);
    await expect(page.locator('footer a[href^="tel:"]')).toHaveText(/\+998/);
  });

  test('switching each language changes the visible text; uz is Cyrillic; the choice survives a reload', async ({
    page,
  }) => {
    await openHome(page);
    const heading = page.getByRole('heading', { level: 1 });
    const texts = new Map<string, string>();
    texts.set('lt', (await heading.textContent()) ?? '');
    expect(texts.get('lt')).not.toMatch(CYRILLIC);
    let previous = texts.get('lt')!;
    for (const code of ['uz', 'ru', 'eng'] as const) {
      await pickLanguage(page, code);
      // Wait for this switch, not just any switch away from lt.
      await expect(heading).not.toHaveText(previous);
      const text = (await heading.textContent()) ?? '';
      previous = text;
      texts.set(code, text);
      if (code === 'uz' || code === 'ru') expect(text).toMatch(CYRILLIC);
      else expect(text).not.toMatch(CYRILLIC);
    }
    expect(new Set(texts.values()).size).toBe(4);
    // The navbar and the marquee follow the language too (the marquee's names come from the API).
    await expect(page.getByRole('navigation').first().locator('a[href="/news"]')).toHaveText('News');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(heading).toHaveText(texts.get('eng')!);

    await pickLanguage(page, 'uz');
    await expect(page.getByTestId('announcement-marquee')).toContainText(CYRILLIC);
    await pickLanguage(page, 'lt');
    await expect(heading).toHaveText(texts.get('lt')!);
  });

  test('each accessibility theme changes the computed colours and persists', async ({ page }) => {
    await openHome(page);
    const seen = new Map<string, Awaited<ReturnType<typeof colours>>>();
    seen.set('USUAL', await colours(page));
    const usualSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    for (const theme of ['BLIND', 'BLIND2'] as const) {
      await pickTheme(page, theme);
      seen.set(theme, await colours(page));
    }
    expect(seen.get('BLIND')).toMatchObject({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    expect(seen.get('BLIND2')).toMatchObject({ background: 'rgb(0, 0, 0)', text: 'rgb(255, 255, 255)' });
    expect(seen.get('USUAL')!.text).not.toBe('rgb(0, 0, 0)');
    expect(seen.get('USUAL')!.header).not.toEqual(seen.get('BLIND2')!.header);
    // larger type in the accessibility themes
    const blindSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(parseFloat(blindSize)).toBeGreaterThan(parseFloat(usualSize));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-a11y-theme', 'BLIND2');
    await pickTheme(page, 'USUAL');
    expect(await colours(page)).toEqual(seen.get('USUAL'));
  });

  test('axe finds no serious or critical violation on the shell in USUAL, BLIND and BLIND2', async ({
    page,
  }) => {
    for (const path of ['/', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every rule in USUAL; the rules a colour theme can change in BLIND and BLIND2, switched in place.
      for (const theme of THEMES) {
        if (theme !== 'USUAL') {
          await pickTheme(page, theme);
          await page.keyboard.press('Escape');
        }
        const violations = await seriousViolations(page, { themeOnly: theme !== 'USUAL' });
        expect({ path, theme, violations }).toEqual({ path, theme, violations: [] });
      }
      await pickTheme(page, 'USUAL');
    }
  });

  test('an unknown path lands on /404, whose back and home links work', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('not-found-back').click();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto('/lawyer-profile-that-does-not-exist/7');
    await expect(page).toHaveURL(/\/404$/);
    await page.getByTestId('not-found-home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failing call shows an error toast with the server message; a 401 clears the session', async ({
    page,
  }) => {
    await page.route('**/api/v.1/getInfo/directorySiteInfoList', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'EXTERNAL_UNAVAILABLE',
          message: 'Service temporarily unavailable',
          requestId: 'r-1',
        }),
      }),
    );
    await page.goto('/');
    const toast = page.getByRole('alert').filter({ hasText: 'Service temporarily unavailable' });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('announcement-marquee')).toHaveCount(0);
    await page.unroute('**/api/v.1/getInfo/directorySiteInfoList');

    // 401: stored user data are removed and the user is taken home, with no toast.
    await page.evaluate(() => {
      localStorage.setItem('portal.accessToken', 'expired-token');
      localStorage.setItem('portal.fullName', 'Test User');
      localStorage.setItem('portal.language', 'eng');
    });
    await page.route('**/api/v.1/app/info', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"code":"UNAUTHORIZED","message":"x"}',
      }),
    );
    await page.goto('/legislation');
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem('portal.accessToken'),
          localStorage.getItem('portal.language'),
        ]),
      )
      .toEqual([null, 'eng']);
  });

  test('the e-signature button opens the "electronic signing" drawer, closable by keyboard', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByTestId('login-e-signature').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Elektron imzolash');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('dates in the marquee are shown dd-mm-yyyy and images cannot be right-clicked', async ({ page }) => {
    await openHome(page);
    // The home page paints before its scripts run: wait for the marquee's answer, not just the heading.
    await expect(page.getByTestId('announcement-marquee').locator('time').first()).toBeVisible();
    const dates = await page.getByTestId('announcement-marquee').locator('time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const prevented = await page.evaluate(() => {
      const img = document.createElement('img');
      img.alt = 'x';
      document.body.append(img);
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      img.dispatchEvent(event);
      img.remove();
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
  });

  test('on the first visit, old cookies and storage are cleared once', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const base = process.env.E2E_BASE_URL!;
    await context.addCookies([{ name: 'legacy', value: '1', url: base }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('old-app-token', 'stale');
      }
    });
    await page.goto(base);
    // This page is not the fixtures' one: wait here until the app, which clears, has started (the
    // prerendered heading shows before it does).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    expect(await page.evaluate(() => localStorage.getItem('old-app-token'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'legacy')).toBeUndefined();
    // Second load: the flag is set, nothing is cleared any more.
    await page.evaluate(() => localStorage.setItem('portal.language', 'ru'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('ru');
    await context.close();
  });

  test('keyboard: the skip link moves focus to the main content', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#main-content"]');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
