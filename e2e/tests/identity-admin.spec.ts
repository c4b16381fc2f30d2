/**
 * The administration screens: users (search, view, change role, block,
 * unblock), the role -> permission table, the order permission, the structure restriction and the query
 * log; every cabinet screen of the issue passes axe in the three themes.
 */
import type { Browser } from '@playwright/test';
import { expect, seriousViolations, test } from '../support/fixtures';
import { CABINET, sidebarFor } from '@portal/contracts';
import { ROLE_PERMISSIONS } from '@portal/domain';
import {
  freshCitizen,
  type PersonaKey,
  persona,
  ROLE_PERSONAS,
  sidebarIds,
  signInAs,
  signInThroughOneId,
  SPEC_SIDEBAR,
} from '../support/identity';
import { personaSession } from '../support/sessions';
import { expectPagesAccessible } from '../support/axe';
import { openInApp } from '../support/app-ready';
import { onKeptPage } from '../support/route-matrix';

/** errors:validation.fieldMandatory in lt: what an empty required field says. */
const FIELD_MANDATORY = 'Bu maydon boʻsh boʻlishi mumkin emas';

/** The persona's cabinet page (its shared sign-in: these tests are not about signing in). */
async function cabinetOf(browser: Browser, persona: PersonaKey, start = '/lawyer-profile/profile-info') {
  const session = await personaSession(browser, persona, { start });
  await expect(session.page.getByTestId('cabinet')).toBeVisible();
  return session;
}

test.describe('ADMIN screens', () => {
  // Journeys of several people in several browser pages: more time than a one-page test.
  test.describe.configure({ timeout: 150_000 });
  test('users: search, view, change role, block (sign-in then refused), unblock', async ({
    browser,
    baseURL,
    govSimUrl,
    request,
  }) => {
    // A citizen (a new one each run: the test makes them an investigator and blocks them) signs in once,
    // so that an account exists.
    const citizen = await freshCitizen(request, govSimUrl);
    const other = await browser.newPage({ baseURL });
    await signInThroughOneId(other, govSimUrl, citizen.pinfl);
    await other.waitForURL('**/lawyer-profile/user-info');

    const { page, context } = await cabinetOf(browser, 'admin');
    // The administration's screens are ADMIN's sidebar, first of all the users'.
    await page.getByTestId('sidebar-item-users').click();
    await page.getByTestId('users-search').fill(citizen.pinfl);
    await page.getByTestId('users-submit').click();
    const row = page.locator(`[data-testid="users-row"][data-pinfl="${citizen.pinfl}"]`);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('users-row')).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(page.getByTestId('user-role')).toHaveText('Foydalanuvchi');

    await page.getByTestId('user-change-role').click();
    await page.getByTestId('user-role-select').click();
    await page.getByRole('option', { name: 'Tergovchi yoki sud' }).click();
    await expect(page.getByTestId('user-role-save')).toBeDisabled();
    await page.getByTestId('user-region-select').click();
    await page.getByRole('option', { name: 'Fargʻona viloyati' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('user-role-save').click();
    await expect(page.getByTestId('user-role')).toHaveText('Tergovchi yoki sud');
    await expect(page.getByTestId('user-history')).toContainText('Rol oʻzgartirildi');

    // The role change ended the citizen's session: their next call signs them out and goes home.
    await other.reload();
    await other.waitForURL((url) => url.pathname === '/');

    await page.getByTestId('user-block').click();
    // No reason, no block: the dialog says the reason is required and the account stays active.
    await page.getByTestId('user-block-dialog-submit').click();
    await expect(page.getByTestId('user-block-dialog')).toContainText(FIELD_MANDATORY);
    await expect(page.getByTestId('user-state')).toHaveText('Faol');
    await page.getByTestId('user-block-dialog-reason').fill('Hujjatlar tekshirilmoqda');
    await page.getByTestId('user-block-dialog-submit').click();
    await expect(page.getByTestId('user-state')).toHaveText('Bloklangan');
    await expect(page.getByTestId('user-blocked-reason')).toHaveText('Hujjatlar tekshirilmoqda');

    await signInThroughOneId(other, govSimUrl, citizen.pinfl);
    await expect(other.getByTestId('one-id-error')).toContainText('bloklangan');

    await page.getByTestId('user-unblock').click();
    await expect(page.getByTestId('user-state')).toHaveText('Faol');
    await Promise.all([other.close(), context.close()]);
  });

  test('order permission: a director cancels and allows it for the structure’s lawyer', async ({
    browser,
  }) => {
    const { page, context } = await cabinetOf(browser, 'director');
    await page.getByTestId('sidebar-item-control-panel').click();
    await page.getByTestId('control-panel-order-permissions').click();
    const row = page.locator('[data-testid="order-permissions-row"][data-certificate="9000001"]');
    await expect(row.getByTestId('order-permission-state')).toHaveText('Ruxsat berilgan');
    // The Samarqand bureau's lawyer is not the director's to manage.
    await expect(
      page.locator('[data-testid="order-permissions-row"][data-certificate="9000013"]'),
    ).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByTestId('order-permission-cancel').click();
    await expect(row.getByTestId('order-permission-state')).toHaveText('Ruxsat berilmagan');
    await row.getByTestId('order-permission-allow').click();
    await expect(row.getByTestId('order-permission-state')).toHaveText('Ruxsat berilgan');
    await context.close();
  });

  test('structure restriction: the republic chamber restricts with a reason and lifts it', async ({
    browser,
  }) => {
    const { page, context } = await cabinetOf(browser, 'republic-chamber');
    await page.getByTestId('sidebar-item-order-restrictions').click();
    await page.getByTestId('order-restrictions-search').fill('301234568');
    await page.getByTestId('order-restrictions-submit').click();
    const row = page.locator('[data-testid="order-restrictions-row"][data-stir="301234568"]');
    await expect(row.getByTestId('order-restriction-state')).toHaveText('Cheklov yoʻq');
    await row.getByTestId('order-restriction-restrict').click();
    await page
      .getByTestId('order-restriction-restrict-dialog-reason')
      .fill('Yarim yillik hisobot topshirilmagan');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('order-restriction-restrict-dialog-submit').click();
    await expect(row.getByTestId('order-restriction-state')).toHaveText('Cheklangan');
    await expect(row).toContainText('Yarim yillik hisobot topshirilmagan');
    await row.getByTestId('order-restriction-lift').click();
    await expect(row.getByTestId('order-restriction-state')).toHaveText('Cheklov yoʻq');
    await context.close();
  });

  test('query log: reading user-info is on record, and ADMIN finds it by whose data', async ({
    browser,
    govSimUrl,
    request,
  }) => {
    const user = await persona(request, govSimUrl, 'new-director');
    const other = await personaSession(browser, 'new-director', { start: '/lawyer-profile/user-info' });
    await expect(other.page.getByTestId('user-info-registry')).toContainText(user.pinfl);
    await other.context.close();

    const { page, context } = await cabinetOf(browser, 'admin');
    await page.getByTestId('sidebar-item-query-log').click();
    await page.getByTestId('query-log-subject').fill(user.pinfl);
    await page.getByTestId('query-log-action').click();
    await page.getByRole('option', { name: 'Shaxs maʼlumotlarini koʻrish' }).click();
    await page.getByTestId('query-log-submit').click();
    const rows = page.getByTestId('query-log-row');
    await expect(rows.first()).toHaveAttribute('data-action', 'PERSON_READ');
    await expect(rows.first()).toContainText(user.pinfl);
    await context.close();
  });
});

/**
 * The six roles beyond spec section 6 (decisions.md), and the role -> permission edit, which changes
 * one of their sidebars: run one after the other.
 */
test.describe('the other roles and the role -> permission table', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('roles and permissions: revoking a permission hides it from that role; defaults restore it', async ({
    browser,
    baseURL,
    govSimUrl,
  }) => {
    const { page, context } = await cabinetOf(browser, 'admin', '/lawyer-profile/control-panel/roles');
    await page.getByTestId('roles-role').click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await expect(page.getByTestId('grant-ADMIN-user.manage')).toBeDisabled();
    await page.getByTestId('roles-role').click();
    await page.getByRole('option', { name: 'Stajyor' }).click();
    await expect(page.getByTestId('grant-INTERN-user.manage')).toBeDisabled();
    const cell = page.getByTestId('grant-INTERN-userGuide.view');
    await expect(cell).toBeChecked({ timeout: 30_000 });
    // every permission is named in the interface language, without its code under it
    const table = page.getByTestId('roles-table');
    await expect(table).toContainText('Barcha murojaatlarni mazmuni va fayllari bilan koʻrish');
    await expect(table).not.toContainText('See every appeal');
    await expect(table).not.toContainText('appeal.viewAll');
    expect(await seriousViolations(page)).toEqual([]);
    await cell.click();
    await expect(cell).not.toBeChecked();
    await expect(cell).toHaveAttribute('data-changed', 'true');

    const intern = await browser.newPage({ baseURL });
    await signInAs(intern, govSimUrl, 'intern');
    await intern.waitForURL('**/lawyer-profile');
    expect(await sidebarIds(intern)).not.toContain('user-guide');
    await intern.goto('/lawyer-profile/user-guide');
    await expect(intern.getByTestId('cabinet-no-access')).toBeVisible();

    await page.getByTestId('roles-reset').click();
    await expect(cell).toBeChecked();
    await intern.reload();
    expect(await sidebarIds(intern)).toContain('user-guide');
    await Promise.all([intern.close(), context.close()]);
  });

  /** The roles whose sidebar spec section 6 does not list (the landing tests check those). */
  const OTHER_ROLES = ROLE_PERSONAS.filter(([, role]) => !(role in SPEC_SIDEBAR));
  // Each role's sidebar links open their pages: cabinet-navigation.spec.ts.
  test('each other role lands on its cabinet with the sidebar of the policy table', async ({
    page,
    govSimUrl,
  }) => {
    for (const [key, role] of OTHER_ROLES) {
      // The previous role's sign-in is forgotten on the page it left off (no load of the home page first).
      await page.context().clearCookies();
      if (page.url().startsWith('http'))
        await page.evaluate(() => localStorage.removeItem('portal.accessToken'));
      await signInAs(page, govSimUrl, key);
      await page.waitForURL('**/lawyer-profile');
      await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', role);
      const ids = await sidebarIds(page);
      expect(ids, role).toEqual(sidebarFor(role, ROLE_PERMISSIONS[role], CABINET).map((i) => i.id));
    }
  });
});

/**
 * Every cabinet screen of the issue passes axe: each page is opened once and checked with every WCAG rule
 * in USUAL (except where a journey above already did: roles, order permissions, order restrictions); a
 * representative set, one page of each kind (field list, search with a table, filters with a table,
 * permission matrix, status badges), is checked with the colour rules in BLIND and BLIND2 too, switched in
 * place. In parts, so that the workers share the sweep; each on the ADMIN's kept page (onKeptPage: the
 * sweep only reads and ends in USUAL).
 */
test.describe('cabinet screens in the three themes', () => {
  const ALL = ['USUAL', 'BLIND', 'BLIND2'] as const;
  const PAGES: { path: string; usual: boolean; themes?: typeof ALL }[][] = [
    [
      { path: '/lawyer-profile/profile-info', usual: true, themes: ALL },
      { path: '/lawyer-profile/user-info', usual: true },
      { path: '/lawyer-profile/applicant', usual: true },
      { path: '/lawyer-profile/control-panel', usual: true },
      { path: '/lawyer-profile/control-panel/roles', usual: false, themes: ALL },
    ],
    [
      { path: '/lawyer-profile/query-log', usual: true, themes: ALL },
      { path: '/lawyer-profile/control-panel/users', usual: true, themes: ALL },
      { path: '/lawyer-profile/control-panel/order-permissions', usual: false },
      { path: '/lawyer-profile/order-restrictions', usual: false },
      { path: '/lawyer-profile/orders/list', usual: true, themes: ALL },
    ],
  ];
  for (const [part, pages] of PAGES.entries()) {
    test(`axe finds no serious or critical violation in USUAL, BLIND and BLIND2 (part ${part + 1})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      // Route to route inside the SPA; the other themes after all have been seen in USUAL.
      await onKeptPage(browser, 'admin', pages[0]!.path, async (page) => {
        const sweep = pages.map(({ path, usual, themes }) => ({
          usual,
          themes,
          open: async () => {
            await openInApp(page, path);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.getByTestId('list-loading')).toHaveCount(0);
          },
        }));
        await expectPagesAccessible(page, sweep, { within: '#main-content' });
      });
    });
  }
});
