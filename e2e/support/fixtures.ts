import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The portal started by global-setup.ts (or the one given in E2E_BASE_URL). */
export const test = base.extend<{ govSimUrl: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // eslint-disable-next-line no-empty-pattern -- as above
  govSimUrl: async ({}, use) => use(process.env.E2E_GOV_SIM_URL ?? ''),
});
export { expect };

/** Serious and critical axe violations on the current page (WCAG 2.1 AA rules). */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
