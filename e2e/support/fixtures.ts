import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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

/** The axe rules whose outcome depends on the colour theme: only these need re-running per theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. '#main-content'. */
  within?: string;
  /**
   * The page is in an accessibility theme (BLIND, BLIND2) and was checked in full in USUAL: run only the
   * rules a theme can change (contrast), which is several times faster than the whole set.
   */
  themeOnly?: boolean;
}

/** Serious and critical axe violations on the current page (WCAG 2.1 AA rules). */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  // Only violations are collected: axe skips the bookkeeping (selectors) of every passing node.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope.within) builder = builder.include(scope.within);
  builder = scope.themeOnly
    ? builder.withRules(THEME_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
