import { test as base, expect } from '@playwright/test';
import type { PersonaKey } from './identity';
import { waitForPortalAfterGoto } from './app-ready';
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
  // Going to a page of the portal waits until its shell is interactive (app-ready.ts).
  page: async ({ page, baseURL }, use) => {
    waitForPortalAfterGoto(page, baseURL);
    await use(page);
  },
  storageState: async ({ signedInAs, storageState, browser }, use) =>
    use(signedInAs ? await personaState(browser, signedInAs) : storageState),
});
export { expect };
/** The axe check every spec uses, at hand with `test` and `expect`. */
export { seriousViolations } from './axe';
