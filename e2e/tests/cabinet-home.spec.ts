/**
 * The cabinet's home page for each of the eleven roles: its heading, what awaits the person (or that
 * nothing does), their main actions, no serious axe violation in the three themes (and at a phone's size
 * in USUAL); a pending line links to the list that holds its records, filtered to them.
 */
import { homeActionsFor } from '@portal/contracts';
import { ROLE_PERMISSIONS } from '@portal/domain';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ROLE_PERSONAS } from '../support/identity';
import { personaSession } from '../support/sessions';

test.describe('cabinet home page', () => {
  for (const [persona, role] of ROLE_PERSONAS) {
    test(`${role}: the home page says what awaits and offers the main actions; axe in three themes`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const { page, context } = await personaSession(browser, persona, {
        language: 'eng',
        start: '/lawyer-profile',
      });
      try {
        const home = page.getByTestId('cabinet-home');
        await expect(home).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
        await expect(page.getByTestId('sidebar-home')).toHaveAttribute('aria-current', 'page');
        await expect(
          page.locator('[data-testid^="pending-link-"]').or(page.getByTestId('home-nothing-pending')).first(),
        ).toBeVisible();
        const actions = homeActionsFor(role, ROLE_PERMISSIONS[role]);
        expect(actions.length, 'a main action at least').toBeGreaterThan(0);
        for (const action of actions)
          await expect(page.getByTestId(`home-action-${action.id}`)).toHaveAttribute('href', action.path);
        await expectAccessible(page, { within: '#main-content', themes: ['BLIND', 'BLIND2'] });
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(home).toBeVisible();
        await expectAccessible(page, { within: '#main-content' });
      } finally {
        await context.close();
      }
    });
  }

  test("DIRECTOR: the half-year report due is on the home page with its day and opens the structure's reports", async ({
    browser,
  }) => {
    const { page, context } = await personaSession(browser, 'director', {
      language: 'eng',
      start: '/lawyer-profile',
    });
    try {
      const line = page.getByTestId('pending-report-due');
      await expect(line).toBeVisible({ timeout: 30_000 });
      await expect(line).toContainText(/Due \d{2}-\d{2}-\d{4}/);
      await expect(page.getByTestId('home-next-dates')).toContainText('Half-year report to hand in');
      await line.getByTestId('pending-link-report-due').click();
      await expect(page).toHaveURL(/\/lawyer-profile\/reports\/half-yearly$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Half-year reports');
    } finally {
      await context.close();
    }
  });
});
