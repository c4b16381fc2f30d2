import type { Page } from '@playwright/test';

/**
 * A prerendered page is painted before its scripts run, and a click then does nothing: after going to a page
 * of the portal, wait until the shell is interactive (`data-app-ready` on <html>, set by AppLayout), or until
 * the page has left the portal (a sign-in redirect). At most 30 s (a signed-in page parses the cabinet's
 * chunks first: about 20 s on a loaded 2-core machine), then go on and let the test's own checks speak.
 */
export function waitForPortalAfterGoto(page: Page, baseURL: string | undefined): void {
  const goto = page.goto.bind(page);
  const origin = baseURL ? new URL(baseURL).origin : '';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (url.startsWith('/') && !url.startsWith('/api/')) {
      await page
        .waitForFunction(
          (portal) => location.origin !== portal || document.documentElement.hasAttribute('data-app-ready'),
          origin,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
    }
    return response;
  };
}

/**
 * Opens a path of the portal: inside the SPA when the page shows the portal already (a new history entry
 * and the `popstate` its router listens to: no reload, no new download of the code), else by loading it.
 * The router has shown the new route when the shell has moved the focus to the main content (AppLayout
 * does so after each in-app navigation).
 */
export async function openInApp(page: Page, path: string) {
  const origin = new URL(process.env.E2E_BASE_URL ?? page.url()).origin;
  const current = page.url().startsWith(origin) ? new URL(page.url()) : null;
  if (current && current.pathname + current.search === path) return;
  const inApp =
    current !== null &&
    (await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')).catch(() => false));
  if (!inApp) {
    await load(page, path);
    return;
  }
  await navigateInApp(page, path);
  // Only the query changes (a tab, a filter): the shell keeps the focus, and the caller's checks of the
  // page's content wait for the router's update.
  if (new URL(path, origin).pathname === current.pathname) return;
  await page.waitForFunction(() => (window as unknown as { matrixArrived?: boolean }).matrixArrived, null, {
    timeout: 30_000,
  });
}

/**
 * Moves the SPA to a path: a new history entry and the `popstate` its router listens to. `matrixArrived`
 * turns true when the shell moves the focus to the main content (a route of a new pathname has shown).
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const arrived = window as unknown as { matrixArrived?: boolean };
    arrived.matrixArrived = false;
    const main = document.getElementById('main-content');
    main?.addEventListener('focus', () => (arrived.matrixArrived = true), { once: true });
    if (document.activeElement === main) main?.blur();
    const state = (history.state ?? {}) as { idx?: number };
    const idx = (state.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** Loads a path of the portal and waits (at most 30 s) until the shell is interactive (AppLayout's mark). */
async function load(page: Page, path: string) {
  await page.goto(path);
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30_000 })
    .catch(() => undefined);
}
