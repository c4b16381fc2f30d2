/**
 * A person's own work: "My works" renders for the lawyers and "Drafts" for whoever keeps drafts, each
 * refused to the others (axe in three themes, desktop and 390×844); a lawyer leaves an order as a draft,
 * finds it in Drafts and resumes it in the order's own form.
 */
import { expect, test } from '../support/fixtures';
import { choose, signedIn } from '../support/legal-aid';
import { openInApp } from '../support/app-ready';
import { routeMatrix } from '../support/route-matrix';

routeMatrix(
  'works',
  [
    {
      path: '/lawyer-profile/my-works',
      seenBy: ['lawyer', 'director'],
      refusedFor: ['user', 'investigator', 'region-chamber', 'guest'],
      shows: 'works-summary',
    },
    {
      path: '/lawyer-profile/drafts',
      seenBy: ['lawyer', 'director', 'region-chamber'],
      refusedFor: ['guest'],
      shows: 'drafts-form',
    },
  ],
  { phone: true },
);

test('a lawyer leaves an order as a draft, finds it in Drafts and resumes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await signedIn(browser, 'lawyer');
  const surname = `Qoralama${Date.now() % 100_000}`;
  await page.goto('/lawyer-profile/orders/create/ELECTRONIC');
  await choose(page, 'order-field-base', 'Agreement with the client');
  await choose(page, 'order-field-legal-aid', 'Legal consultation');
  await page.getByTestId('step-next').click();
  await page.getByTestId('order-field-pinfl').fill('31403856004118');
  await page.getByTestId('order-field-last-name').fill(surname);
  await page.getByTestId('order-field-first-name').fill('Aziz');
  await page.getByTestId('step-save-draft').click();
  await expect(page).toHaveURL(/draft=\d+/);
  const orderId = new URL(page.url()).searchParams.get('draft');

  await openInApp(page, '/lawyer-profile/drafts');
  const row = page.locator(`[data-testid=drafts-row][data-kind=order][data-id="${orderId}"]`);
  await expect(row).toContainText(surname);
  await row.getByTestId('draft-resume').click();
  await expect(page).toHaveURL(new RegExp(`/orders/create/ELECTRONIC\\?draft=${orderId}$`));
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('order-field-last-name')).toHaveValue(surname);

  await openInApp(page, '/lawyer-profile/drafts');
  await row.getByTestId('draft-delete').click();
  await page.getByTestId('draft-delete-dialog-confirm').click();
  await expect(row).toHaveCount(0);
  await context.close();
});
