/**
 * The cabinet's navigation: its groups in order, each item opening a page whose heading is the item's
 * label.
 */
import { navGroupOrder, sidebarFor } from '@portal/contracts';
import { ROLE_PERMISSIONS } from '@portal/domain';
import { expect, test } from '../support/fixtures';
import { ROLE_PERSONAS } from '../support/identity';
import { personaSession } from '../support/sessions';

test.describe('cabinet navigation', () => {
  // The citizen, the lawyer and the directors: the roles whose sidebars hold the most items.
  for (const [persona, role] of ROLE_PERSONAS.filter(([, r]) =>
    ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR'].includes(r),
  )) {
    test(`${role}: grouped sidebar, each label the heading of the page it opens`, async ({ browser }) => {
      test.setTimeout(180_000);
      const { page, context } = await personaSession(browser, persona, {
        language: 'eng',
        start: '/lawyer-profile/profile-info',
      });
      try {
        const sidebar = page.getByTestId('cabinet-sidebar');
        await expect(sidebar).toBeVisible({ timeout: 30_000 });
        const expected = sidebarFor(role, ROLE_PERMISSIONS[role]);
        const groups = await sidebar
          .locator('[data-testid^="nav-group-"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('nav-group-', '')));
        expect(groups).toEqual(navGroupOrder(role).filter((g) => expected.some((i) => i.group === g)));
        for (const testId of ['sidebar-home', ...expected.map((i) => `sidebar-item-${i.id}`)]) {
          const link = page.getByTestId(testId);
          const label = (await link.innerText()).trim();
          await link.click();
          await expect(link).toHaveAttribute('aria-current', 'page');
          await expect
            .soft(page.getByRole('heading', { level: 1 }).first(), `${testId}: the heading is the label`)
            .toHaveText(label, { timeout: 5_000 });
        }
      } finally {
        await context.close();
      }
    });
  }
});
