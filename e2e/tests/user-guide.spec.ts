/**
 * The user guide per role:
 * - a lawyer reads the guide of their role: 10 articles a page, search, an article by keyboard with its
 *   screenshot, "open this screen", printing without the site's frame, axe in the three themes; an
 *   article of another role is not found;
 * - the route × role table: every role holding the guide sees its own, the others are refused.
 * The screenshots are taken on demand by `npm run guide:shots` (e2e/guide-shots), not here; guide.test.ts
 * checks that every catalogued one is committed.
 */
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { routeMatrix } from '../support/route-matrix';

test.describe('user guide', () => {
  test.use({ signedInAs: 'lawyer' });

  test('LAWYER: the articles of the role, 10 a page, search, an article with its screenshot, print', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
    await page.goto('/lawyer-profile/user-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();
    const rows = page.getByTestId('guide-row');
    await expect(rows).toHaveCount(10);
    await expect(page.locator('[data-article="create-order"]')).toBeVisible();
    // A chamber's task is not in a lawyer's guide.
    await page.getByTestId('pager-next').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('[data-article="create-order"]')).toHaveCount(0);
    const ids = await rows.evaluateAll((r) => r.map((row) => row.getAttribute('data-article')));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('review-reports');

    // The search finds the words of the steps, and the labels of the buttons they name.
    await page.getByTestId('guide-search').fill('New electronic order');
    await page.getByTestId('guide-search').press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-article', 'create-order');

    // Opened by keyboard.
    await rows.first().getByTestId('guide-article-link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lawyer-profile\/user-guide\/create-order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Issue an order' })).toBeVisible();
    // The steps name the buttons as the screen shows them, in the reader's language.
    await expect(page.locator('[data-ui-label="orders:list.newElectronic"]').first()).toHaveText(
      'New electronic order',
    );
    const shot = page.getByTestId('guide-shot');
    await expect(shot).toHaveAttribute('alt', /orders list/);
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    await expectAccessible(page, { themes: ['USUAL', 'BLIND', 'BLIND2'], within: '#main-content' });

    // Printed: the article without the site's header, the sidebar and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Issue an order' })).toBeVisible();
    await expect(page.getByTestId('cabinet-sidebar')).toBeHidden();
    await expect(page.getByTestId('guide-print')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // "Open this screen" goes where the task starts.
    await page.getByTestId('guide-open-screen').click();
    await expect(page).toHaveURL(/\/lawyer-profile\/orders\/list$/);

    // Another role's article answers like a missing one.
    await page.goto('/lawyer-profile/user-guide/review-reports');
    await expect(page.getByTestId('item-not-found')).toBeVisible();
  });
});

routeMatrix(
  'user guide',
  [
    {
      path: '/lawyer-profile/user-guide',
      seenBy: [
        'lawyer',
        'director',
        'region-chamber',
        'republic-chamber',
        'ministry',
        'investigator',
        'expert',
        'admin',
      ],
      refusedFor: ['user', 'new-director', 'guest'],
      shows: 'guide-row',
    },
    {
      path: '/lawyer-profile/user-guide/review-reports',
      seenBy: ['region-chamber', 'ministry'],
      refusedFor: ['user'],
      shows: 'guide-shot',
    },
  ],
  { themes: ['USUAL'] },
);
