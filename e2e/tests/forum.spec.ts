/**
 * The lawyers' forum at /profile/forum: the topics and a topic render for a lawyer and a chamber and are
 * refused to a citizen (axe in three themes, desktop and 390×844); a lawyer opens a topic, a second lawyer
 * replies (their reply's script does not run), the Samarqand chamber hides the reply with a reason and the
 * first lawyer sees only the reason.
 */
import { postAs } from '../support/api-calls';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { type PathContext, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';

/** The newest topic the visitor sees (a lawyer opens one first when there is none, whoever the visitor is). */
async function someTopic({ request, getJson, tokenOf, visitor }: PathContext): Promise<string> {
  // a visitor refused the forum is refused any topic: the first is as good as another
  if (visitor === 'user') return '/profile/forum/1';
  const topics = await getJson<{ list: { id: number }[] }>('/api/v.1/forum/topics?limit=1');
  if (topics.list[0]) return `/profile/forum/${topics.list[0].id}`;
  const res = await postAs(request, await tokenOf('lawyer-samarqand-2'), '/api/v.1/forum/topicCreate', {
    category: 'PRACTICE',
    title: 'Sahifalar tekshiruvi',
    text: 'Tekshiruv uchun **mavzu**.',
  });
  return `/profile/forum/${(await res.json()).id}`;
}

routeMatrix(
  'forum',
  [
    {
      path: '/profile/forum',
      seenBy: ['lawyer-samarqand-2', 'region-chamber'],
      refusedFor: ['user', 'guest'],
      shows: 'forum-form',
    },
    {
      name: '/profile/forum/{id}',
      path: someTopic,
      seenBy: ['lawyer-samarqand-2', 'region-chamber'],
      refusedFor: ['user'],
      shows: 'forum-posts',
    },
  ],
  { phone: true },
);

test('a lawyer opens a topic, a second lawyer replies, the chamber hides the reply', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Himoyachining tanishish huquqi ${Date.now()}`;
  const first = await personaSession(browser, 'lawyer-samarqand-2', {
    language: 'eng',
    start: '/profile/forum',
  });
  const second = await personaSession(browser, 'lawyer-samarqand', { language: 'eng' });
  const chamber = await personaSession(browser, 'region-chamber', { language: 'eng' });
  try {
    // the first lawyer opens a topic; a passport number in it is warned about and refused until removed
    const a = first.page;
    await a.getByTestId('forum-new-topic').click();
    const dialog = a.getByTestId('forum-topic-dialog');
    await dialog.getByTestId('forum-topic-category').selectOption('CRIMINAL');
    await dialog.getByTestId('forum-topic-title').fill(title);
    const text = dialog.getByTestId('forum-topic-text');
    await text.fill('Mijoz AB1234567 ishi boʻyicha **savol**');
    await expect(dialog.getByTestId('forum-topic-warning')).toBeVisible();
    await dialog.getByTestId('forum-topic-dialog-submit').click();
    await expect(dialog.getByText('looks like a PINFL or a passport number')).toBeVisible();
    await text.fill('Ish materiallari bilan qachon tanishish mumkin? **Tajribangiz** qanday?');
    await expect(dialog.getByTestId('forum-topic-warning')).toBeHidden();
    await dialog.getByTestId('forum-topic-dialog-submit').click();
    await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(a.getByTestId('forum-post-text').first().locator('strong')).toHaveText('Tajribangiz');
    const topicPath = new URL(a.url()).pathname;

    // the second lawyer finds it by a word and replies; the script typed in the reply stays text
    const b = second.page;
    await b.goto(`/profile/forum?search=${encodeURIComponent(title)}`);
    await b.locator('[data-testid=forum-topic]', { hasText: title }).getByRole('link').click();
    await b.getByTestId('forum-reply-text').fill('Tergov tugagach. <img src=x onerror="window.forumXss=1">');
    await b.getByTestId('forum-reply-send').click();
    await expect(b.getByTestId('forum-post')).toHaveCount(2);
    await expect(b.getByTestId('forum-post-text').nth(1)).toContainText('<img src=x onerror=');
    expect(await b.evaluate(() => (window as { forumXss?: number }).forumXss)).toBeUndefined();
    await expectAccessible(b, { within: '#main-content' });

    // the Samarqand chamber hides the reply with a reason
    const c = chamber.page;
    await c.goto(topicPath);
    const reply = c.getByTestId('forum-post').nth(1);
    await reply.getByTestId('forum-post-hide').click();
    const hide = c.getByTestId('forum-post-hide-dialog');
    await hide.getByRole('textbox').fill('Kod parchalari forum qoidalariga zid');
    await hide.getByTestId('forum-post-hide-dialog-submit').click();
    await expect(reply.getByTestId('forum-post-hidden')).toContainText(
      'Kod parchalari forum qoidalariga zid',
    );
    await expect(reply).toHaveAttribute('data-hidden', 'true');

    // the first lawyer sees only the reason in the reply's place
    await a.reload();
    // a whole load of the portal, not an in-app step: its own, longer wait on a busy machine
    await expect(a.getByTestId('forum-posts')).toBeVisible({ timeout: 30_000 });
    const hidden = a.getByTestId('forum-post').nth(1);
    await expect(hidden.getByTestId('forum-post-hidden')).toContainText(
      'Hidden by the chamber of advocates: Kod parchalari forum qoidalariga zid',
    );
    await expect(hidden.getByTestId('forum-post-text')).toHaveCount(0);
    expect(await a.evaluate(() => (window as { forumXss?: number }).forumXss)).toBeUndefined();
  } finally {
    await Promise.all([first.context.close(), second.context.close(), chamber.context.close()]);
  }
});
