/**
 * Structures and contracts in the browser, what users see beyond the route checks (those are in
 * structures-routes.spec.ts, on the route-matrix kit): the director's structure data in the form; a
 * lawyer's contract links of spec section 2; the tax registry's refusal of an unknown INN with its
 * message of spec section 8, nothing filed.
 */
import { expect, test } from '../support/fixtures';
import { signedIn, tokenOf } from '../support/legal-aid';

test('DIRECTOR: the structure’s data in the form, the INN fixed; the contracts page lists its employees', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, context } = await signedIn(browser, 'director', { start: '/lawyer-profile/control' });
  // The first page of a fresh sign-in: its data may take long on a loaded machine.
  await expect(page.getByTestId('structure-stir')).toContainText('301234567', { timeout: 30_000 });
  await page.getByTestId('structure-edit').click();
  await expect(page.getByTestId('structure-stir')).toBeDisabled();
  await expect(page.getByTestId('structure-mfo')).toHaveValue('00450');
  await page.goto('/lawyer-profile/contracts');
  await expect(page.getByTestId('contract-lawyer-pinfl')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  await context.close();
});

test('LAWYER: own contracts; an unknown INN is refused by the tax registry, nothing filed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // /profile/contracts and /contracts/{id} (spec section 2) lead to the cabinet's contract pages.
  const { page, context } = await signedIn(browser, 'lawyer', { start: '/profile/contracts' });
  await expect(page).toHaveURL(/\/lawyer-profile\/contracts$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('contract-lawyer-pinfl')).toHaveCount(0);
  await page.goto('/contracts/abc');
  await expect(page).toHaveURL(/\/lawyer-profile\/contracts\/abc$/);
  await expect(page.getByTestId('item-not-found')).toBeVisible();
  await page.goto('/lawyer-profile/control/structure-information/update');
  await page.getByTestId('structure-stir').fill('299999999');
  await page.getByTestId('structure-lookup').click();
  await expect(page.getByText('This structure is not registered.')).toBeVisible();
  const own = await page.request.get('/api/v.1/getInfo/updateOwnContragent', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(((await own.json()) as { registration: unknown }).registration).toBeNull();
  await context.close();
});
