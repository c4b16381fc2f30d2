/**
 * Announcements (posts): the route matrix of the authors' desk (the ministry, the regional chamber and
 * ADMIN see it; a lawyer, the republic chamber and a guest are refused; axe in three themes, desktop and
 * 390×844), and the journey: the ministry publishes a post to every lawyer, a lawyer sees it on the
 * cabinet's home page and opens it, and the ministry sees the lawyer among those who have seen it.
 */
import { expect, test } from '../support/fixtures';
import { openInApp } from '../support/app-ready';
import { personaToken, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';
import { onMinistryDesk } from '../support/site-content';

routeMatrix(
  'site content: announcements',
  [
    {
      path: '/lawyer-profile/site-content/posts',
      seenBy: ['ministry', 'region-chamber', 'admin'],
      refusedFor: ['lawyer-samarqand-2', 'republic-chamber', 'guest'],
      shows: 'post-write',
    },
  ],
  { phone: true },
);

test('the ministry publishes a post to lawyers, a lawyer opens it on the home page, the ministry sees who has seen it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Advokatlar yigʻilishi ${Date.now().toString(36)}`;
  const lawyer = await personaSession(browser, 'lawyer-samarqand-2', {
    language: 'eng',
    start: '/lawyer-profile',
  });
  const posts = {
    start: '/lawyer-profile/site-content/posts',
    takeDown: '/api/v.1/content/posts/unpublish',
    language: 'eng',
  } as const;
  await onMinistryDesk(browser, posts, async (desk, written) => {
    await desk.getByTestId('post-write').click();
    const dialog = desk.getByTestId('post-dialog');
    await dialog.getByRole('radio', { name: 'Every lawyer' }).check();
    await dialog.getByTestId('post-title-lt').fill(title);
    await dialog.getByTestId('post-body-lt').fill('Yigʻilish **payshanba** kuni soat 10:00 da.');
    await dialog.getByTestId('post-dialog-submit').click();
    // the Russian texts are missing: the dialog shows the Russian tab with its refusal
    await expect(dialog.getByTestId('post-title-ru')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('post-title-ru').fill(`Собрание адвокатов ${title}`);
    await dialog.getByTestId('post-body-ru').fill('Собрание в **четверг** в 10:00.');
    await dialog.getByTestId('post-lang-eng').click();
    await dialog.getByTestId('post-title-eng').fill(`Lawyers' meeting ${title}`);
    await dialog.getByTestId('post-body-eng').fill('The meeting is on **Thursday** at 10:00.');
    await dialog.getByTestId('post-dialog-submit').click();
    await expect(dialog).toBeHidden();
    const row = await written('post-desk-row', title);
    await expect(row).toHaveAttribute('data-published', 'false');
    await row.getByTestId('post-publish').click();
    await expect(row).toHaveAttribute('data-published', 'true');

    // the lawyer's home page: the post among the announcements, new and counted; opened, it is seen
    const home = lawyer.page;
    await home.reload();
    const post = home.getByTestId('announcement').filter({ hasText: title });
    await expect(post).toHaveAttribute('data-seen', 'false');
    const unseen = home.getByTestId('announcements-unseen');
    const before = Number((await unseen.textContent())!.replace(/\D/g, ''));
    await post.getByTestId('announcement-open').click();
    const opened = home.getByTestId('announcement-dialog');
    await expect(opened.getByTestId('announcement-body').locator('strong')).toHaveText('Thursday');
    await opened.getByRole('button', { name: 'Close' }).click();
    await expect(unseen).toHaveText(`${before - 1} new`);
    await expect(
      home.locator('[data-testid="announcement"][data-seen="false"]').filter({ hasText: title }),
    ).toHaveCount(0);

    const account = await (
      await home.request.get('/api/v.1/account/current', {
        headers: { authorization: `Bearer ${await personaToken(browser, 'lawyer-samarqand-2')}` },
      })
    ).json();
    const lastName = String(account.fullName).split(' ')[0]!;

    await openInApp(desk, '/lawyer-profile/site-content/posts');
    const seenRow = desk.getByTestId('post-desk-row').filter({ hasText: title });
    await seenRow.getByTestId('post-seen').click();
    const seen = desk.getByTestId('post-seen-dialog');
    await expect(seen.getByTestId('post-seen-row')).toHaveCount(1);
    await expect(seen.getByTestId('post-seen-row')).toContainText(new RegExp(lastName, 'i'));
    await expect(seen.getByTestId('post-seen-count')).toContainText(/^1 of \d+$/);
  }).finally(() => lawyer.context.close());
});
