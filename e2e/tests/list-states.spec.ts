/**
 * The list kit's empty states through the real stack, on a citizen's own appeals: a first visit shows what
 * the list is for and the action that fills it (never "nothing found"); after a filter that matches
 * nothing, "nothing found" with "clear filters", which removes the filter and brings the first state back.
 */
import { expect, test } from '../support/fixtures';
import { choose } from '../support/legal-aid';
import { personaSession } from '../support/sessions';

test('an empty list explains itself on a first visit, and says "nothing found" with "clear filters" after a filter', async ({
  browser,
}) => {
  // A citizen no browser test sends an appeal for: their list is empty in every run.
  const { page, context } = await personaSession(browser, 'no-mobile-id', {
    language: 'eng',
    start: '/lawyer-profile/my-appeals',
  });
  try {
    const empty = page.getByTestId('list-empty');
    await expect(empty).toHaveAttribute('data-empty', 'first', { timeout: 30_000 });
    await expect(empty).toContainText('Your appeals to lawyers appear here');
    await expect(empty).not.toContainText('Nothing found');
    const create = empty.getByRole('link', { name: 'Pro bono help (persons with disabilities)' });
    await expect(create).toHaveAttribute('href', '/lawyer-profile/my-appeals/create/pro-bono');
    await expect(page.getByTestId('list-clear-filters')).toHaveCount(0);

    await choose(page, 'appeals-filter-kind', 'State-funded legal aid');
    await expect(page).toHaveURL(/[?&]kind=STATE_FUNDED/);
    await expect(empty).toHaveAttribute('data-empty', 'nothing-found');
    await expect(empty).toContainText('Nothing found');
    await expect(empty).not.toContainText('Your appeals to lawyers appear here');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/kind=/);
    await expect(empty).toHaveAttribute('data-empty', 'first');
    await expect(
      empty.getByRole('link', { name: 'Pro bono help (persons with disabilities)' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
