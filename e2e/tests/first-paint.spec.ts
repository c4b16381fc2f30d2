/**
 * The prerendered first paint of the public pages (apps/web/src/prerender): the page is there before any
 * script runs, hydration takes it over without a mismatch, and a visitor who chose another language or
 * theme never sees the default page.
 */
import { expect, test } from '../support/fixtures';

const PAGES = [
  { path: '/', heading: 'Yuridik yordam va advokatura portali' },
  { path: '/lawyer', heading: 'Advokatlar' },
  { path: '/contragent', heading: 'Advokatlik tuzilmalari' },
  { path: '/news', heading: 'Yangiliklar' },
];

test.describe('first paint', () => {
  test('without scripts, the public pages show their shell, heading and loading frame', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(/Yuridik yordam va advokatura portali$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation').first().locator('a[href="/lawyer"]')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    }
    await page.goto('/lawyer');
    await expect(page.getByTestId('lawyer-search')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible(); // the list's skeleton
    await context.close();
  });

  test('hydration takes the pages over without an error, and they work', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0); // the lists arrived
    }
    await page.goto('/lawyer');
    await expect(page.getByTestId('lawyer-item')).toHaveCount(24);
    await page.getByTestId('lawyer-open').first().click();
    await expect(page).toHaveURL(/card=\d+/);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });

  // Lighthouse's desktop and mobile screens. A page that paints its frame first and its list later must
  // keep the list's place, or the footer (and all below the list) jumps when the rows arrive.
  for (const viewport of [
    { width: 1350, height: 940 },
    { width: 412, height: 823 },
  ]) {
    test(`the public pages do not move once painted: layout shifts under 0.1 at ${viewport.width}×${viewport.height}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const moved: Record<string, number> = {};
      for (const { path } of PAGES) {
        await page.goto(path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0); // the lists arrived
        // The observer hears of a shift after the frame that made it: two frames on, it has.
        moved[path] = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve((window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0)),
                ),
              ),
            ),
        );
      }
      for (const path of Object.keys(moved)) expect.soft(moved[path], path).toBeLessThan(0.1);
      await context.close();
    });
  }

  // The build is React's production build whatever NODE_ENV the shell that ran it had: built under
  // NODE_ENV=test (as CI exported for every step), Vite bundled React's development build, with its
  // checks and warnings on every render (the browser tests took ~20% longer, and the portal served was
  // not the one a ministry runs).
  test("the portal's scripts are React's production build, not its development one", async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The home page's first scripts: those its loader requests once the page has painted.
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(1);
    const code = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
    // React's production build says "Minified React error #N"; its development build warns of list keys.
    expect(code.some((c) => c.includes('Minified React error'))).toBe(true);
    expect(code.filter((c) => c.includes('Each child in a list should have a unique'))).toEqual([]);
  });

  // /news paints its largest element, the list, with the document: the server puts its first page in the
  // markup (and the answer beside it, for hydration), so the visitor the markup is for asks for nothing and
  // sees the rows before any script; another language's visitor asks for them in theirs.
  test("/news comes with its list's first page before any script; another language's visitor asks in theirs", async ({
    browser,
    baseURL,
  }) => {
    const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const bare = await noScripts.newPage();
    await bare.goto('/news');
    await expect(bare.getByTestId('news-item')).toHaveCount(12);
    await expect(bare.getByTestId('news-link').first()).toHaveAttribute('href', /^\/news\/\d+$/);
    await noScripts.close();

    for (const language of [null, 'ru']) {
      const context = await browser.newContext({ baseURL });
      await context.addInitScript((stored: string | null) => {
        localStorage.setItem('portal.firstLoadCleared', new Date().toISOString());
        if (stored) localStorage.setItem('portal.language', stored);
      }, language);
      const page = await context.newPage();
      const requests: { url: string; language: string | undefined }[] = [];
      page.on('request', (request) =>
        requests.push({ url: request.url(), language: request.headers()['accept-language'] }),
      );
      await page.goto('/news');
      await expect(page.getByTestId('news-item').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language ? 'Новости' : 'Yangiliklar');
      const lists = requests.filter((r) => r.url.includes('/api/v.1/getInfo/listNews'));
      if (!language) expect(lists).toEqual([]);
      else expect(lists).toEqual([{ url: expect.stringContaining('page=0&limit=12'), language: 'ru' }]);
      // the list works once hydrated: its second page is asked for and shown
      const first = await page.getByTestId('news-link').first().textContent();
      await page.getByTestId('pager-next').click();
      await expect(page.getByTestId('news-link').first()).not.toHaveText(first!);
      await context.close();
    }
  });

  test('a stored language or theme never shows the default page, even for a moment', async ({
    browser,
    baseURL,
  }) => {
    const cases: Record<string, string>[] = [{ 'portal.language': 'ru' }, { 'portal.a11yTheme': 'BLIND2' }];
    for (const stored of cases) {
      const context = await browser.newContext({ baseURL });
      await context.addInitScript((values: Record<string, string>) => {
        localStorage.setItem('portal.firstLoadCleared', new Date().toISOString());
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        // Every heading that was ever visible, with the theme of the page then, from the first parsed node on.
        const seen: string[] = ((window as unknown as { seenHeadings: string[] }).seenHeadings = []);
        new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          const root = document.getElementById('root');
          if (h1 && root && getComputedStyle(root).visibility === 'visible')
            seen.push(`${h1.textContent}|${document.documentElement.dataset.a11yTheme}`);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, stored);
      const page = await context.newPage();
      await page.goto('/lawyer');
      const expected = stored['portal.language'] === 'ru' ? 'Адвокаты' : 'Advokatlar';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
      await expect(page.getByTestId('lawyer-item')).toHaveCount(24);
      const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
      expect(seen.length).toBeGreaterThan(0);
      if (stored['portal.language']) expect(seen.filter((s) => s.startsWith('Advokatlar|'))).toEqual([]);
      else expect(seen.filter((s) => !s.endsWith('|BLIND2'))).toEqual([]);
      await context.close();
    }
  });
});
