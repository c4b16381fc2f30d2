/**
 * The public portal: a visitor browses the lawyer directory with filters and paging, opens a
 * lawyer, reopens the same URL in a new page, switches to Russian, filters structures and opens the
 * archive, reads a news item, and checks an existing and a missing document. Axe runs on each screen.
 */
import type { Page } from '@playwright/test';
import { expectPagesAccessible } from '../support/axe';
import { expect, seriousViolations, test } from '../support/fixtures';
import { openInApp } from '../support/app-ready';

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('public portal', () => {
  test('a visitor filters lawyers, pages, opens a lawyer; the URL reproduces the view; ru names regions in Russian', async ({
    page,
    context,
  }) => {
    await page.goto('/lawyer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advokatlar');
    await expect(page.getByTestId('lawyer-item')).toHaveCount(24);
    const everyone = (await page.getByTestId('lawyer-counts').textContent()) ?? '';

    await choose(page, 'filter-region', 'Samarqand viloyati');
    await expect(page).toHaveURL(/regionId=8/);
    // Chosen at once after the first: both filters stay in the URL.
    await choose(page, 'filter-status', 'Faol');
    await expect(page).toHaveURL(/regionId=8&status=ACTIVE/);
    await expect(page.getByTestId('lawyer-counts')).not.toHaveText(everyone);
    await expect(page.getByTestId('lawyer-counts')).toHaveText(/\d+.*\d+.*\d+/);
    const items = page.getByTestId('lawyer-item');
    await expect(items.first()).toHaveAttribute('data-region', '8');
    for (const item of await items.all()) {
      await expect(item).toHaveAttribute('data-region', '8');
      await expect(item).toHaveAttribute('data-status', 'ACTIVE');
    }
    const firstOnPage1 = await page.getByTestId('lawyer-name').first().textContent();

    await page.getByTestId('pager-next').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('lawyer-name').first()).not.toHaveText(firstOnPage1!);
    await expect(page.getByTestId('list-shown')).toContainText('25');
    // back and forward walk through the pages
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByTestId('lawyer-name').first()).toHaveText(firstOnPage1!);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);

    const name = (await page.getByTestId('lawyer-name').first().textContent())!;
    // By keyboard: the tile is a button.
    await page.getByTestId('lawyer-open').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/card=\d+/);
    const card = page.getByTestId('lawyer-card');
    await expect(card.getByTestId('lawyer-card-name')).toHaveText(name);
    await expect(card.getByTestId('lawyer-card-region')).toHaveText('Samarqand viloyati');
    // Escape closes the card and gives the focus back to the tile; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/card=/);
    await expect(page.getByTestId('lawyer-open').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('lawyer-card-name')).toHaveText(name);
    expect(await seriousViolations(page)).toEqual([]);

    // The same URL in a new page shows the same view: filters, page 2, the open card.
    const url = page.url();
    const second = await context.newPage();
    await second.goto(url);
    await expect(second.getByTestId('lawyer-card-name')).toHaveText(name);
    await second.keyboard.press('Escape');
    await expect(second).not.toHaveURL(/card=/);
    await expect(second.getByTestId('lawyer-name').first()).toHaveText(name);
    await expect(second.getByTestId('list-shown')).toContainText('25');
    await second.close();

    // Closing the card is a step back; then Russian: region names come from the API in the language asked.
    await page.goBack();
    await expect(page).not.toHaveURL(/card=/);
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-ru').click();
    await expect(page.getByTestId('lawyer-item').first()).toContainText('Самаркандская область');
    await expect(page.getByTestId('filter-region')).toHaveValue('Самаркандская область');
    await page.getByTestId('lawyer-open').first().click();
    await expect(page.getByTestId('lawyer-card-region')).toHaveText('Самаркандская область');
    await expect(page.getByTestId('lawyer-card')).toContainText('Действующий');
  });

  test('a visitor filters structures, turns on the archive and opens a card with contacts', async ({
    page,
  }) => {
    await page.goto('/contragent');
    await expect(page.getByTestId('contragent-item')).toHaveCount(20);
    await choose(page, 'filter-type', 'Advokatlik byurosi');
    await expect(page).toHaveURL(/typeId=1/);
    await expect(page.getByTestId('contragent-item').first()).toBeVisible();
    for (const row of await page.getByTestId('contragent-item').all()) {
      await expect(row).toContainText('Advokatlik byurosi');
      await expect(row).toHaveAttribute('data-archived', 'false');
    }
    await page.getByTestId('filter-type').click();
    await page.getByRole('option', { name: 'Advokatlik byurosi', exact: true }).click(); // deselects
    await expect(page).not.toHaveURL(/typeId/);

    await page.getByRole('switch', { name: 'Arxivni koʻrsatish' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/archive=1/);
    await expect(page.getByTestId('contragent-item').first()).toHaveAttribute('data-archived', 'true');
    for (const row of await page.getByTestId('contragent-item').all()) {
      await expect(row).toHaveAttribute('data-archived', 'true');
    }
    await page.getByTestId('contragent-open').first().click();
    await expect(page.getByTestId('contragent-card')).toContainText('+998');
    await expect(page.getByTestId('contragent-card')).toContainText('Arxivda');
    await expect(page.getByTestId('contragent-card').getByTestId('map-link')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a visitor opens a news item', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-stats')).toContainText(/\d/);
    await page.goto('/news');
    const link = page.getByTestId('news-link').first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByTestId('news-title')).toHaveText(title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a visitor checks an existing document and a missing one', async ({ page }) => {
    await page.goto('/lawyer?search=a');
    await page.getByTestId('lawyer-open').first().click();
    const name = (await page.getByTestId('lawyer-card-name').textContent())!;
    await page.getByTestId('lawyer-card-check').click();
    await expect(page).toHaveURL(/\/check-service-doc\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByTestId('check-found')).toBeVisible();
    await expect(page.getByTestId('check-holder')).toHaveText(name);
    await expect(page.getByTestId('check-status')).toHaveText('Haqiqiy');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('check-input').fill('AAAAAAAAAAAAAAAAAAAAAA');
    await page.getByTestId('check-submit').click();
    await expect(page).toHaveURL(/AAAAAAAAAAAAAAAAAAAAAA$/);
    await expect(page.getByTestId('check-not-found')).toBeVisible();
    await expect(page.getByTestId('check-found')).toHaveCount(0);
  });

  test('HTML or SQL typed into a search is shown as text and breaks nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`/lawyer?search=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await expect(page.getByTestId('lawyer-search')).toHaveValue('<img src=x onerror=alert(1)>');
    await page.goto(`/contragent?search=${encodeURIComponent("'; drop table contragents; --")}&page=-1`);
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await page.goto('/contragent');
    await expect(page.getByTestId('contragent-item')).toHaveCount(20);
    expect(dialogs).toBe(0);
  });
});

/**
 * The journeys above run axe on the lawyer, structure, news and check screens in USUAL; here every public
 * screen with every rule in USUAL (where no journey did), each page opened once. The colour rules in
 * BLIND2, switched in place, run on a representative set, one page of each kind (support/axe.ts): the home
 * page, a searchable list of cards, a table of days, a document check; the shell around them is checked in
 * every theme by shell.spec.ts. Two halves, so that the two workers share the sweep.
 */
const SWEEP: { path: string; usual: boolean; blind2: boolean; open?: (page: Page) => Promise<void> }[] = [
  { path: '/', usual: true, blind2: true },
  { path: '/lawyer', usual: false, blind2: true },
  { path: '/contragent', usual: false, blind2: false },
  { path: '/news', usual: false, blind2: false },
  { path: '/legislation', usual: true, blind2: false },
  { path: '/duty-table', usual: true, blind2: false },
  { path: '/announcement', usual: true, blind2: false },
  {
    path: '/duty-table (a day)',
    usual: true,
    blind2: true,
    open: async (page) => {
      await openInApp(page, '/duty-table');
      await page.getByTestId('duty-open').first().click();
      await expect(page.getByTestId('duty-day').first()).toBeVisible();
    },
  },
  {
    path: '/check-service-doc/AAAAAAAAAAAAAAAAAAAAAA',
    usual: true,
    blind2: true,
    open: async (page) => {
      await openInApp(page, '/check-service-doc/AAAAAAAAAAAAAAAAAAAAAA');
      await expect(page.getByTestId('check-not-found')).toBeVisible();
    },
  },
];

for (const [half, screens] of [SWEEP.slice(0, 5), SWEEP.slice(5)].entries()) {
  test(`every public screen loads its data and has no serious axe violation in USUAL and BLIND2 (part ${half + 1})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Loaded once, then screen to screen inside the SPA; BLIND2's pages after all have been seen in USUAL.
    const sweep = screens.map(({ path, usual, blind2, open }) => ({
      usual,
      themes: blind2 ? (['USUAL', 'BLIND2'] as const) : (['USUAL'] as const),
      open: async () => {
        if (open) await open(page);
        else await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    }));
    await expectPagesAccessible(page, sweep, { restore: false });
  });
}
