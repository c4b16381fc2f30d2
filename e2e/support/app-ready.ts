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
