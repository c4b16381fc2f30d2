/**
 * The cabinet's navigation for each role: its groups in order (the administration first for ADMIN), each
 * item opening a page whose heading is the item's label; on a phone, one menu for the public pages and
 * the cabinet, the signed-in header in one row and the test-mode notice on one line.
 */
import { CABINET, navGroupOrder, sidebarFor } from '@portal/contracts';
import { ROLE_PERMISSIONS } from '@portal/domain';
import { expect, test } from '../support/fixtures';
import { ROLE_PERSONAS } from '../support/identity';
import { onKeptPage } from '../support/route-matrix';
import { personaSession } from '../support/sessions';

test.describe('cabinet navigation', () => {
  for (const [persona, role] of ROLE_PERSONAS) {
    test(`${role}: grouped sidebar, each label the heading of the page it opens`, async ({ browser }) => {
      test.setTimeout(180_000);
      await onKeptPage(browser, persona, '/lawyer-profile/profile-info', async (page) => {
        const sidebar = page.getByTestId('cabinet-sidebar');
        await expect(sidebar).toBeVisible({ timeout: 30_000 });
        const expected = sidebarFor(role, ROLE_PERMISSIONS[role], CABINET);
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
          for (const refusal of ['not-found', 'cabinet-no-access'])
            await expect.soft(page.getByTestId(refusal), `${testId}: no ${refusal}`).toHaveCount(0);
        }
      });
    });
  }

  test('phone: one menu for the portal and the cabinet, the header in one row, the notice on one line', async ({
    browser,
  }) => {
    // The director's first sign-in of the run may fall to this test (OneID's forms: 30-60 s when loaded).
    test.setTimeout(150_000);
    const { page, context } = await personaSession(browser, 'director', {
      language: 'lt',
      start: '/lawyer-profile/orders/list',
      viewport: { width: 390, height: 844 },
    });
    try {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      // The signed-in header: every control on the same row as the emblem.
      const boxes = await page.getByTestId('header-bar').evaluate((bar) =>
        Array.from(bar.querySelectorAll<HTMLElement>('a, button'))
          .filter((el) => el.offsetParent !== null)
          .map((el) => {
            const r = el.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, right: r.right };
          }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      expect(bottom - top, 'the header is one row').toBeLessThan(56);
      expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(390);
      const notice = page.getByTestId('test-mode-notice');
      await expect(notice).toBeVisible();
      const line = await notice.evaluate((el) => {
        const text = Array.from(el.querySelectorAll('span')).find((s) => s.offsetParent !== null)!;
        return {
          height: text.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(text).lineHeight),
        };
      });
      expect(line.height, 'the notice is one line').toBeLessThanOrEqual(line.lineHeight * 1.2);
      const title = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      expect(title!.y, 'the page title starts in the first quarter of the screen').toBeLessThan(844 / 4);
      // One navigation: no second menu button in the cabinet; the header's menu holds both.
      await expect(page.getByTestId('cabinet-sidebar')).toBeHidden();
      await page.getByTestId('mobile-menu-toggle').click();
      const cabinetNav = page.getByTestId('phone-cabinet-nav');
      await expect(cabinetNav.getByTestId('nav-group-structure')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Mobil menyu' })).toBeVisible();
      await cabinetNav.getByTestId('sidebar-item-contragent-orders').click();
      await expect(page).toHaveURL(/\/lawyer-profile\/orders\/contragents$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Tuzilma orderlari');
    } finally {
      await context.close();
    }
  });
});
