/**
 * The ministry's site content besides the news desk: the route matrix of its screens (MINISTRY and ADMIN
 * see them; a lawyer, the regional chamber and a guest are refused; axe in three themes, desktop and
 * 390×844), and the journey of the public pages they feed: the ministry adds a legislation entry and a
 * signed-out visitor finds it on /legislation at once.
 */
import { expect, test } from '../support/fixtures';
import { routeMatrix } from '../support/route-matrix';
import { MINISTRY_DESK, onMinistryDesk } from '../support/site-content';

routeMatrix(
  'site content: legislation',
  [
    {
      path: '/lawyer-profile/site-content/legislation',
      ...MINISTRY_DESK,
      shows: 'legislation-register-table',
    },
  ],
  { phone: true },
);

test('the ministry adds a legislation entry and a signed-out visitor finds it on the legislation page', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Advokatlik faoliyati toʻgʻrisida ${stamp}`;
  await onMinistryDesk(
    browser,
    {
      start: '/lawyer-profile/site-content/legislation',
      takeDown: '/api/v.1/content/legislation/deactivate',
    },
    async (desk, written) => {
      await desk.getByTestId('legislation-add').click();
      const dialog = desk.getByTestId('legislation-dialog');
      await dialog.getByTestId('legislation-kind').click();
      await desk.getByRole('option', { name: /^(Law|Qonun|Закон)$/ }).click();
      await dialog.getByTestId('legislation-number').fill(`ORQ-${stamp}`);
      await dialog.getByTestId('legislation-adopted').fill('10-09-2026');
      await dialog.getByTestId('legislation-title-lt').fill(title);
      await dialog.getByTestId('legislation-title-ru').fill(title);
      await dialog.getByTestId('legislation-title-eng').fill(title);
      await dialog.getByTestId('legislation-url').fill('javascript:alert(1)');
      await dialog.getByTestId('legislation-dialog-submit').click();
      await expect(dialog.getByTestId('legislation-url')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByTestId('legislation-url').fill('https://lex.uz/docs/6969');
      await dialog.getByTestId('legislation-dialog-submit').click();
      await expect(dialog).toBeHidden();
      const row = await written('legislation-register-row', title);
      await expect(row).toHaveAttribute('data-active', 'true');

      await page.goto(`/legislation?search=${encodeURIComponent(stamp)}`);
      const item = page.getByTestId('legislation-item').filter({ hasText: title });
      await expect(item.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        'https://lex.uz/docs/6969',
      );
    },
  );
});
