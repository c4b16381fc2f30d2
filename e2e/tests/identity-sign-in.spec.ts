/**
 * Signing in and out: OneID lands each role where spec section 4 says, with exactly spec section 6's
 * sidebar, and sign-out goes home after which the old token gets 401; mobile-ID does the same for a LAWYER
 * and a USER, the two landings (a key card for the two directors: e-signature-sign-in.spec.ts); the bad
 * inputs are refused with the right message, store nothing, and are in the query log.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../support/fixtures';
import {
  lastSmsCode,
  oneIdPage,
  openToOneId,
  persona,
  type PersonaKey,
  requestMobileIdCode,
  sidebarIds,
  signInWithMobileId,
  signInWithOneId,
  signOutAndCheckToken,
  SPEC_SIDEBAR,
  storedToken,
  typeCode,
} from '../support/identity';
import { personaSession } from '../support/sessions';
import { expectAccessible } from '../support/axe';
import { MOBILE_ID_CODE_SECONDS } from '../support/stack';
import { openInApp } from '../support/app-ready';

/** The part of TanStack Query's client the tests read (main.tsx puts it where its devtools look). */
interface QueryClientLike {
  getQueryCache(): { getAll(): { queryKey: unknown; state: { data: unknown; dataUpdatedAt: number } }[] };
  getMutationCache(): { getAll(): { state: { variables: unknown; data: unknown } }[] };
}

/** Everything the SPA's query and mutation caches hold now (keys, answers, what was sent), as text. */
function cacheText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const client = (window as unknown as { __TANSTACK_QUERY_CLIENT__: QueryClientLike })
      .__TANSTACK_QUERY_CLIENT__;
    return JSON.stringify({
      queries: client
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryKey, q.state.data]),
      mutations: client
        .getMutationCache()
        .getAll()
        .map((m) => [m.state.variables, m.state.data]),
    });
  });
}

const LANDINGS = [
  { key: 'lawyer', role: 'LAWYER', path: '/lawyer-profile' },
  { key: 'director', role: 'DIRECTOR', path: '/lawyer-profile' },
  { key: 'new-director', role: 'NEW_DIRECTOR', path: '/lawyer-profile/user-info' },
  { key: 'user', role: 'USER', path: '/lawyer-profile/user-info' },
] as const;

/**
 * One test per landing: the persona signs in by `signIn`, lands on its page with its role, exactly the spec
 * sidebar and its name in the user menu; sign-out goes home and the token dies.
 */
function landingTests(
  signIn: (page: Page, request: APIRequestContext, govSimUrl: string, key: PersonaKey) => Promise<void>,
) {
  for (const { key, role, path } of LANDINGS) {
    test(`${role} lands on ${path} with exactly the spec sidebar; sign-out goes home and the token dies`, async ({
      page,
      govSimUrl,
      request,
    }) => {
      await signIn(page, request, govSimUrl, key);
      await page.waitForURL(`**${path}`);
      await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', role);
      expect((await sidebarIds(page)).sort()).toEqual([...SPEC_SIDEBAR[role]].sort());
      await expect(page.getByTestId('user-menu')).toContainText(/\S+ \S+/);
      await signOutAndCheckToken(page, request);
    });
  }
}

test.describe('sign-in with OneID', () => {
  landingTests((page, _request, govSimUrl, key) => signInWithOneId(page, govSimUrl, key));

  // Every sidebar link of every role opens its page: cabinet-navigation.spec.ts.
  test('ADMIN gets its administration sidebar, named in the language chosen', async ({ page, govSimUrl }) => {
    await signInWithOneId(page, govSimUrl, 'admin');
    await page.waitForURL('**/lawyer-profile');
    const ids = await sidebarIds(page);
    expect([...ids].sort()).toEqual([...SPEC_SIDEBAR.ADMIN].sort());
    // The cabinet follows the language: uz Cyrillic, ru, eng.
    // ADMIN's sidebar starts with the administration: its first screen is the users'.
    expect(ids[0]).toBe('users');
    const item = page.getByTestId('sidebar-item-users');
    for (const [code, text] of [
      ['uz', 'Фойдаланувчилар'],
      ['ru', 'Пользователи'],
      ['eng', 'Users'],
      ['lt', 'Foydalanuvchilar'],
    ] as const) {
      await page.getByTestId('language-picker').click();
      await page.getByTestId(`language-${code}`).click();
      await expect(item).toHaveText(text);
    }
  });

  test('a cabinet page visited without a token starts the OneID redirect; /one-id is for the logged out only', async ({
    page,
    govSimUrl,
  }) => {
    await openToOneId(page, govSimUrl, '/profile/order');
    await openToOneId(page, govSimUrl, '/lawyer-profile/orders/list');
    expect(new URL(page.url()).searchParams.get('response_type')).toBe('one_code');
    await page.locator('button[data-persona="user"]').click();
    await page.waitForURL('**/lawyer-profile/user-info');
    await page.goto('/one-id');
    await page.waitForURL('**/lawyer-profile/user-info');
    await page.goto('/mobile-id');
    await page.waitForURL('**/lawyer-profile/user-info');
    // A page the role has no permission for shows a notice, without calling the API (no sign-out).
    await page.goto('/lawyer-profile/orders/list');
    await expect(page.getByTestId('cabinet-no-access')).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('cancelling at OneID comes back with a clear message and nothing stored; retry starts again', async ({
    page,
    govSimUrl,
  }) => {
    await openToOneId(page, govSimUrl);
    await page.getByTestId('one-id-cancel').click();
    await expect(page.getByTestId('one-id-error')).toContainText('bekor qildingiz');
    expect(await storedToken(page)).toBeNull();
    await page.getByTestId('one-id-retry').click();
    await page.waitForURL(oneIdPage(govSimUrl));
  });

  test('/one-id/announcement comes back to the announcements after sign-in', async ({ page, govSimUrl }) => {
    await signInWithOneId(page, govSimUrl, 'disabled-person', '/one-id/announcement');
    await page.waitForURL('**/announcement');
  });

  test('a tampered state is refused with its message; nothing is stored; the attempt is in the query log', async ({
    page,
    browser,
    govSimUrl,
  }) => {
    // The SSO's redirect back to the portal is changed on its way: one character of `state` differs.
    await page.route(`${govSimUrl}/one-id/sso/oauth/Authorization.do`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = new URL(answer.headers().location!);
      const state = location.searchParams.get('state')!;
      location.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
      await route.fulfill({ status: 302, headers: { location: location.toString() } });
    });
    await signInWithOneId(page, govSimUrl, 'lawyer-samarqand');
    await expect(page.getByTestId('one-id-error')).toContainText('OneID');
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByTestId('login-one-id')).toBeVisible();

    const { page: admin, context } = await personaSession(browser, 'admin', {
      start: '/lawyer-profile/query-log',
    });
    await admin.getByTestId('query-log-outcome').click();
    await admin.getByRole('option', { name: 'Rad etilgan' }).click();
    await admin.getByTestId('query-log-submit').click();
    await expect(
      admin.locator('[data-testid="query-log-row"][data-outcome="SSO_STATE_INVALID"]').first(),
    ).toBeVisible();
    await context.close();
  });

  test('the sign-in pages pass axe in the three themes', async ({ page }) => {
    test.slow(); // six axe runs
    const pages = [
      { path: '/mobile-id', shown: page.getByTestId('mobile-id-send') },
      { path: '/one-id?code=forged&state=forged-state-value', shown: page.getByTestId('one-id-error') },
    ];
    for (const { path, shown } of pages) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      // Every rule in USUAL; the colour rules in BLIND and BLIND2, switched in place (support/axe.ts); the
      // theme is stored, so USUAL again before the next page loads (the theme of the last does not matter).
      await expectAccessible(page, {
        themes: ['USUAL', 'BLIND', 'BLIND2'],
        restore: shown !== pages.at(-1)!.shown,
      });
    }
    await page.goto('/mobile-id');
    await expect(page.getByTestId('mobile-id-send')).toBeDisabled();
  });
});

test.describe('sign-in with mobile-ID', () => {
  // A code lives MOBILE_ID_CODE_SECONDS in the e2e stack (global-setup.ts): each code is typed well
  // before that; the expired-code journey moves its clocks past it instead of waiting.
  test.describe.configure({ timeout: 120_000 });

  /**
   * The landings of mobile-ID: a LAWYER's (the cabinet) and a USER's (user-info), each with its role, exactly
   * the spec sidebar and its name in the user menu. Which role and page follow from a sign-in is decided once
   * for every method (signInPerson on the server, completeSignIn in the SPA): OneID's landings above go
   * through the four roles, a key card's through the two directors.
   */
  async function expectLanded(page: Page, role: 'LAWYER' | 'USER', path: string) {
    await page.waitForURL(`**${path}`);
    await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', role);
    expect((await sidebarIds(page)).sort()).toEqual([...SPEC_SIDEBAR[role]].sort());
    await expect(page.getByTestId('user-menu')).toContainText(/\S+ \S+/);
  }

  test("a LAWYER and then a USER land with exactly the spec sidebar; sign-out goes home, the token dies and the next one signing in at this browser finds none of the first person's data in the cache or on screen", async ({
    page,
    request,
    govSimUrl,
  }) => {
    const first = await persona(request, govSimUrl, 'lawyer');
    const second = await persona(request, govSimUrl, 'user');
    await signInWithMobileId(page, request, govSimUrl, 'lawyer');
    await expectLanded(page, 'LAWYER', '/lawyer-profile');
    // The first person also looks themselves up on the public register (a search of theirs).
    const search = first.fullName.split(' ')[0]!;
    await openInApp(page, `/lawyer?search=${encodeURIComponent(search)}`);
    const searched = `"search":${JSON.stringify(search)}`;
    await expect.poll(() => cacheText(page)).toContain(searched);

    // Sign-out and the second person's mobile-ID sign-in happen inside the SPA: no page load between.
    const signedOutAt = await page.evaluate(() => Date.now());
    await signOutAndCheckToken(page, request);
    await page.getByTestId('login-mobile-id').click();
    await page.getByTestId('mobile-id-pinfl').fill(second.pinfl);
    await page.getByTestId('mobile-id-send').click();
    await expect(page.getByTestId('mobile-id-sent-to')).toBeVisible();
    await typeCode(page, await lastSmsCode(request, govSimUrl, second.phone));
    await page.getByTestId('mobile-id-confirm').click();
    await expectLanded(page, 'USER', '/lawyer-profile/user-info');

    // Nothing the SPA kept from before the sign-out: every answer cached now was fetched since.
    const kept = await page.evaluate((since) => {
      const client = (window as unknown as { __TANSTACK_QUERY_CLIENT__: QueryClientLike })
        .__TANSTACK_QUERY_CLIENT__;
      return client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < since)
        .map((q) => JSON.stringify(q.queryKey));
    }, signedOutAt);
    expect(kept).toEqual([]);
    const cache = await cacheText(page);
    for (const trace of [first.pinfl, first.fullName, searched]) expect(cache).not.toContain(trace);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(stored).not.toContain(first.pinfl);
    await expect(page.locator('body')).not.toContainText(first.fullName);
  });

  test('the screen: masked PINFL, countdown, resend off while it runs, confirm only at 6 digits; 6 wrong codes refused', async ({
    page,
    request,
    govSimUrl,
  }) => {
    const ministry = await persona(request, govSimUrl, 'ministry');
    await page.goto('/mobile-id');
    const pinfl = page.getByTestId('mobile-id-pinfl');
    await pinfl.fill(`${ministry.pinfl}99999`);
    await expect(pinfl).toHaveValue(ministry.pinfl.replace(/^(\d{4})(\d{5})(\d{5})$/, '$1 $2 $3'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('mobile-id-send').click();
    // No digit of the phone: the screen is the same for a PINFL not enrolled.
    await expect(page.getByTestId('mobile-id-sent-to')).toHaveText(
      'Agar bu JShShIR uchun Mobile-ID sozlangan boʻlsa, kod roʻyxatdan oʻtgan telefonga yuborildi.',
    );
    const countdown = page.getByTestId('mobile-id-countdown');
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
    await expect(page.getByTestId('mobile-id-resend')).toBeDisabled();
    const confirm = page.getByTestId('mobile-id-confirm');
    await expect(confirm).toBeDisabled();
    const code = await lastSmsCode(request, govSimUrl, ministry.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong.slice(0, 5));
    await expect(confirm).toBeDisabled();
    await page.keyboard.type(wrong.slice(5));
    await expect(confirm).toBeEnabled();

    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      if (i > 0) await typeCode(page, wrong);
      await confirm.click();
      const error = page.getByTestId('mobile-id-error');
      await expect(error).toBeVisible();
      await expect(confirm).toBeDisabled();
      messages.push((await error.textContent()) ?? '');
    }
    expect(messages.slice(0, 4).every((m) => /notoʻgʻri/.test(m))).toBe(true);
    expect(messages[0]).toContain('4');
    expect(messages[4]).toMatch(/Urinishlar/);
    expect(messages[5]).toMatch(/Urinishlar/);
    // The right code is refused now too, and nothing was stored.
    await typeCode(page, code);
    await confirm.click();
    await expect(page.getByTestId('mobile-id-error')).toContainText(/Urinishlar/);
    expect(await storedToken(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/mobile-id');
    // The code step with its error, checked once the code's clock no longer matters.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an expired code shows "code expired"; resend works once the countdown ends', async ({
    page,
    request,
    govSimUrl,
  }) => {
    const expert = await persona(request, govSimUrl, 'expert');
    // The code's lifetime passes without waiting for it: the page's clock is moved past the countdown,
    // and this page's calls ask the API to read its clock as that much later (TEST_CLOCK_OFFSET_HEADER).
    await page.clock.install();
    await requestMobileIdCode(page, expert.pinfl);
    const code = await lastSmsCode(request, govSimUrl, expert.phone);
    const resend = page.getByTestId('mobile-id-resend');
    await expect(resend).toBeDisabled();
    const later = (MOBILE_ID_CODE_SECONDS + 1) * 1000;
    await page.clock.fastForward(later);
    await page.setExtraHTTPHeaders({ 'x-test-clock-offset-ms': String(later) });
    await expect(resend).toBeEnabled();
    await typeCode(page, code);
    await page.getByTestId('mobile-id-confirm').click();
    await expect(page.getByTestId('mobile-id-error')).toHaveText('Kod muddati tugagan. Yangi kod soʻrang.');
    expect(await storedToken(page)).toBeNull();
    await resend.click();
    await expect(resend).toBeDisabled();
    await expect.poll(() => lastSmsCode(request, govSimUrl, expert.phone)).not.toBe(code);
    await typeCode(page, await lastSmsCode(request, govSimUrl, expert.phone));
    await page.getByTestId('mobile-id-confirm').click();
    await page.waitForURL('**/lawyer-profile');
  });

  test('a PINFL not enrolled in mobile-ID gets the same code step as any other (nothing tells a stranger)', async ({
    page,
    request,
    govSimUrl,
  }) => {
    const noMobile = await persona(request, govSimUrl, 'no-mobile-id');
    await requestMobileIdCode(page, noMobile.pinfl);
    await expect(page.getByTestId('mobile-id-sent-to')).toContainText('Mobile-ID sozlangan boʻlsa');
    await typeCode(page, '000000');
    await page.getByTestId('mobile-id-confirm').click();
    await expect(page.getByTestId('mobile-id-error')).toContainText('notoʻgʻri');
    expect(await storedToken(page)).toBeNull();
  });

  test('works by keyboard alone', async ({ page, request, govSimUrl }) => {
    const investigator = await persona(request, govSimUrl, 'investigator');
    await page.goto('/mobile-id');
    await page.getByTestId('mobile-id-pinfl').focus();
    await page.keyboard.type(investigator.pinfl);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mobile-id-sent-to')).toBeVisible();
    // Focus moved to the first code box.
    await expect(page.getByTestId('mobile-id-code').locator('input').first()).toBeFocused();
    await page.keyboard.type(await lastSmsCode(request, govSimUrl, investigator.phone));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lawyer-profile');
    // The sidebar by keyboard: focus a link and press Enter.
    await page.getByTestId('sidebar-item-user-info').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lawyer-profile/user-info');
    await expect(page.getByTestId('user-info-registry')).toBeVisible();
  });
});
