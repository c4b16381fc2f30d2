import { test as base, expect } from '@playwright/test';
import type { PersonaKey } from './identity';
import { personaState } from './sessions';

/**
 * The portal started by global-setup.ts (or the one given in E2E_BASE_URL). `signedInAs` (set with
 * `test.use`) opens the test's `page` signed in as that persona, from its shared sign-in (sessions.ts).
 */
export const test = base.extend<{ govSimUrl: string; signedInAs: PersonaKey | undefined }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // eslint-disable-next-line no-empty-pattern -- as above
  govSimUrl: async ({}, use) => use(process.env.E2E_GOV_SIM_URL ?? ''),
  signedInAs: [undefined, { option: true }],
  // A prerendered page is painted before its scripts run, and a click then does nothing: after going to
  // a page of the portal, wait until the shell is interactive (`data-app-ready` on <html>, set by
  // AppLayout), or until the page has left the portal (a sign-in redirect). At most 15 s, then go on.
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const origin = baseURL ? new URL(baseURL).origin : '';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (url.startsWith('/') && !url.startsWith('/api/')) {
        await page
          .waitForFunction(
            (portal) => location.origin !== portal || document.documentElement.hasAttribute('data-app-ready'),
            origin,
            { timeout: 15_000 },
          )
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  storageState: async ({ signedInAs, storageState, browser }, use) =>
    use(signedInAs ? await personaState(browser, signedInAs) : storageState),
});
export { expect };
/** The axe check every spec uses, at hand with `test` and `expect`. */
export { seriousViolations } from './axe';
