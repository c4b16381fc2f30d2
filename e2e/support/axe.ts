import axe from 'axe-core';
import { expect, test, type Frame, type Page } from '@playwright/test';

/** The axe rules whose outcome depends on the colour theme: only these need re-running per theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. '#main-content'. */
  within?: string;
  /**
   * The page is in an accessibility theme (BLIND, BLIND2) and was checked in full in USUAL: run only the
   * rules a theme can change (contrast), which is several times faster than the whole set.
   */
  themeOnly?: boolean;
}

/**
 * Puts axe-core into every frame of the page that does not hold it yet. A document keeps it: the SPA moves
 * from route to route in one document, so a page is given axe's 500 kB once, not before every check (as
 * @axe-core/playwright's builder does, twice per check: 40% of a check's time in a route matrix).
 */
async function ensureAxe(page: Page) {
  const lacking = async (frame: Frame) =>
    !(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  for (const frame of page.frames()) {
    if (await lacking(frame).catch(() => false)) await frame.evaluate(axe.source).catch(() => undefined);
  }
}

/** Serious and critical axe violations on the current page (WCAG 2.1 AA rules). */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  await ensureAxe(page);
  const runOnly = scope.themeOnly
    ? { type: 'rule' as const, values: THEME_RULES }
    : { type: 'tag' as const, values: WCAG_TAGS };
  // Axe runs in the page itself and only its violations come back: axe skips the bookkeeping (selectors) of
  // every passing node, and each violation is cut to what a failure message shows.
  return page.evaluate(
    async ({ within, runOnly }) => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(
        within ? { include: [within] } : document,
        { runOnly, resultTypes: ['violations'] },
      );
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
    },
    { within: scope.within, runOnly },
  );
}

export type Theme = 'USUAL' | 'BLIND' | 'BLIND2';

/** Switches the accessibility theme in place, through the header's menu (the tests of the menu itself). */
export async function pickTheme(page: Page, theme: Theme) {
  await page.getByTestId('a11y-theme-switch').click();
  await page.getByTestId(`a11y-theme-${theme}`).click();
  await expect(page.locator('html')).toHaveAttribute('data-a11y-theme', theme);
  // The menu fades out: until it is gone its half-transparent items fail a contrast check.
  await expect(page.getByTestId(`a11y-theme-${theme}`)).toHaveCount(0);
}

/**
 * Switches the accessibility theme in place without the header's menu: the stored choice is written and
 * announced the way another tab of the portal announces it (a `storage` event, which the SPA's
 * browser-storage.ts listens to), so the page re-renders in the theme with no reload and no menu to open
 * and wait out. Resolves once the page shows the theme and its colour transitions have finished.
 */
export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate(async (next) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    localStorage.setItem('portal.a11yTheme', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.a11yTheme', newValue: next }));
    // The SPA marks <html> with the theme and its colour scheme (BLIND2 is dark) when React renders the
    // switch: until both marks are there, the page still wears the old theme's colours.
    const scheme = next === 'BLIND2' ? 'dark' : 'light';
    const root = document.documentElement;
    while (root.dataset.a11yTheme !== next || root.dataset.mantineColorScheme !== scheme) await frame();
    await frame();
    // Colour transitions end; endless animations (the announcements' marquee, a spinner) are not waited for.
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  }, theme);
}

/** A page of a sweep: how to open it (inside the SPA) and the themes it is checked in. */
export interface SweptPage {
  open: () => Promise<void>;
  /** The themes axe checks (default USUAL only): every WCAG rule in USUAL, the colour rules in the others. */
  themes?: readonly Theme[];
  /** false: skip the USUAL pass (a journey checked the page already). */
  usual?: boolean;
}

/**
 * No serious axe violation on any page of a sweep. Each page is opened and checked in USUAL; then each
 * other theme is switched to once (setTheme: no reload, no menu) and the pages asking for it are opened
 * again and checked with the colour rules: one switch per theme, not three per page (a switch restyles
 * and lays out the whole page again: larger type in BLIND and BLIND2). The pages with other themes are visited last, so that the
 * theme passes start on the page that is open and go back and forth: with k such pages, 3 switches and
 * 2(k - 1) moves instead of 3k switches. `restore: false` leaves the page in the last theme (a test's
 * last check of a page it throws away); by default it ends in USUAL.
 */
export async function expectPagesAccessible(
  page: Page,
  pages: readonly SweptPage[],
  options: { within?: string; restore?: boolean } = {},
) {
  const { within, restore = true } = options;
  const scope = within ? { within } : {};
  const othersOf = (p: SweptPage) => (p.themes ?? []).filter((t) => t !== 'USUAL');
  const ordered = [
    ...pages.filter((p) => othersOf(p).length === 0),
    ...pages.filter((p) => othersOf(p).length > 0),
  ];
  let current: SweptPage | undefined;
  for (const p of ordered) {
    await p.open();
    current = p;
    if (p.usual !== false) await expectNoViolations(page, 'USUAL', scope);
  }
  let themed = ordered.filter((p) => othersOf(p).length > 0).reverse();
  let switched = false;
  for (const theme of ['BLIND', 'BLIND2'] as const) {
    const these = themed.filter((p) => othersOf(p).includes(theme));
    if (these.length === 0) continue;
    await setTheme(page, theme);
    switched = true;
    for (const p of these) {
      if (p !== current) await p.open();
      current = p;
      await expectNoViolations(page, theme, { ...scope, themeOnly: true });
    }
    themed = themed.reverse();
  }
  if (switched && restore) await setTheme(page, 'USUAL');
}

/**
 * No serious violation on the page as it stands once it has settled. Axe reads the page over several
 * tasks, so a page that changes meanwhile can be caught half way: a contrast failure of "mark all read" on
 * /lawyer-profile/notifications came in 2 of 5 full runs, never alone (its enabled and disabled colours
 * both pass; axe skips a disabled button) while another worker's journey read the same investigator's
 * notifications, which switches the button. A page found with violations is checked once more, and a
 * violation counts when it is still there (the test is annotated when the second look cleared one).
 */
async function expectNoViolations(page: Page, theme: Theme, scope: AxeScope) {
  const path = new URL(page.url()).pathname;
  let violations = await seriousViolations(page, scope);
  if (violations.length > 0) {
    const first = `${path} ${theme}: ${violations.map((v) => v.id).join(', ')}`;
    violations = await seriousViolations(page, scope);
    const cleared = { type: 'axe: cleared on a second look', description: first };
    if (violations.length === 0) test.info().annotations.push(cleared);
  }
  expect({ path, theme, violations }).toEqual({ path, theme, violations: [] });
}

/**
 * No serious axe violation on the open page: every WCAG rule in USUAL (unless `usual` is false: a journey
 * checked it already), then only the colour rules in each other theme of `themes`, switched in place
 * (setTheme: no reload, no menu), and back to USUAL unless `restore` is false (the test's last look at
 * the page). The themes change colours only, so their passes run on a representative set of pages (one
 * of each kind of component), while every page gets its USUAL run. Several pages: expectPagesAccessible.
 */
export async function expectAccessible(
  page: Page,
  options: { themes?: readonly Theme[]; usual?: boolean; within?: string; restore?: boolean } = {},
) {
  const { themes, usual, ...sweep } = options;
  await expectPagesAccessible(page, [{ open: async () => {}, themes, usual }], sweep);
}
