/**
 * The reference-data registers: the route matrix (MINISTRY and ADMIN see them; axe in three themes, desktop
 * and 390×844), and the journey of a Russian name: the ministry renames a region in Russian in its register
 * and a signed-out visitor reading Russian finds it in the lawyer directory's region filter.
 */
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { personaToken, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';
import { MINISTRY_DESK } from '../support/site-content';

routeMatrix(
  'reference data',
  [
    {
      path: '/lawyer-profile/reference-data',
      ...MINISTRY_DESK,
      shows: 'reference-lists',
    },
    {
      path: '/lawyer-profile/reference-data/work-languages',
      seenBy: ['ministry', 'admin'],
      refusedFor: ['region-chamber'],
      shows: 'reference-values-table',
    },
  ],
  { phone: true },
);

/** Karakalpakstan: no other journey reads its Russian name. */
const REGION = { id: 1, soato: '1735' };

test('the ministry names a region in Russian and a visitor in Russian sees it in the directory filter', async ({
  browser,
  page,
  request,
}) => {
  const newName = 'Республика Каракалпакстан (Нукус)';
  const ministry = await personaSession(browser, 'ministry', {
    start: `/lawyer-profile/reference-data/regions?search=${REGION.soato}`,
  });
  const token = await personaToken(browser, 'ministry');
  const headers = { authorization: `Bearer ${token}` };
  const before = (
    await (await request.get(`/api/v.1/reference-data/regions?search=${REGION.soato}`, { headers })).json()
  ).list[0];
  try {
    const admin = ministry.page;
    const row = admin.getByTestId('reference-values-row').filter({ hasText: REGION.soato });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('reference-deactivate')).toHaveCount(0); // a fixed list
    await row.getByTestId('reference-edit').click();
    const dialog = admin.getByTestId('reference-value-dialog');
    await dialog.getByTestId('reference-name-ru').fill(newName);
    await dialog.getByTestId('reference-value-dialog-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(newName);
    await row.getByTestId('reference-history').click();
    await expect(admin.getByTestId('reference-history-list')).toContainText(newName);
    await expectAccessible(admin, { within: '[data-testid="reference-history-dialog"]' });

    await page.goto('/lawyer');
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-ru').click();
    await page.getByTestId('filter-region').click();
    await expect(page.getByRole('option', { name: newName })).toBeVisible();
  } finally {
    await request.post(`/api/v.1/reference-data/regions/${REGION.id}/update`, {
      headers,
      data: { nameLt: before.nameLt, nameUz: before.nameUz, nameRu: before.nameRu, nameEng: before.nameEng },
    });
    await ministry.context.close();
  }
});
