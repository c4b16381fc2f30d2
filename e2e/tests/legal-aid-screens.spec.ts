/**
 * The screens of state-funded legal aid, per role: every route opens (heading, no "not found", no "no
 * access"), with no serious axe violation in the three themes; the phone layout of /mobile/orders at a
 * phone's size; and the bad inputs the issue names, visible on screen: creating an order without the
 * permission or under a structure restriction says what is missing, a CREATED order offers no editing,
 * a 60 MB file or a non-PDF sent as a PDF is refused with its message.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fieldMessage } from '../support/forms';
import { type Theme, expectAccessible } from '../support/axe';
import { mainViolations, persona } from '../support/identity';
import {
  choose,
  api,
  inEnglish,
  lookUpCase,
  signedIn,
  signOrderFromReview,
  tokenOf,
  typeDay,
  tashkentDay,
} from '../support/legal-aid';
import { openInApp } from '../support/app-ready';

async function expectPage(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByTestId('cabinet-no-access')).toHaveCount(0);
  await expect(page.getByTestId('item-not-found')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Axe on the page's main content (support/axe.ts expectAccessible), in the themes given. */
function expectMainAccessible(page: Page, themes: readonly Theme[] = ['USUAL']) {
  return expectAccessible(page, { themes, within: '#main-content' });
}

// The colour themes' passes run on one page of each kind (support/axe.ts): the investigator's request form
// (case lookup), the order step form, and the structure's table of employees with counts. Tables with
// filters and status badges pass them in the cabinet sweep (identity-admin.spec.ts: orders/list).
const ALL_THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;

test.describe('routes per role, in three themes', () => {
  test('INVESTIGATOR: requests, new request, checklists to agree, notifications', async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, context } = await signedIn(browser, 'investigator');
    await expectPage(page, '/lawyer-profile/investigator-requests');
    await expectMainAccessible(page);
    await expectPage(page, '/lawyer-profile/investigator-requests/create');
    await expect(page.getByTestId('case-lookup')).toBeVisible();
    await expectMainAccessible(page, ALL_THEMES);
    // A bad case number is refused in the page, before any call, under the form's one case-number field.
    await lookUpCase(page, 'request-field-case', '12-ab');
    await expect(page.getByText('The value entered is not valid')).toBeVisible();
    await expectPage(page, '/lawyer-profile/checklists');
    await expectMainAccessible(page);
    await expectPage(page, '/lawyer-profile/notifications');
    await expectMainAccessible(page);
    // Orders are not the investigator's: the page says so without calling the API.
    await openInApp(page, '/lawyer-profile/orders/list');
    await expect(page.getByTestId('cabinet-no-access')).toBeVisible();
    await openInApp(page, '/lawyer-profile/investigator-requests/view/abc');
    await expect(page.getByTestId('item-not-found')).toBeVisible();
    await context.close();
  });

  test('LAWYER: orders, new electronic and paper orders, notifications and requests', async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, context } = await signedIn(browser, 'lawyer-samarqand');
    await expectPage(page, '/lawyer-profile/orders');
    await expect(page).toHaveURL(/\/lawyer-profile\/orders\/list$/);
    await expect(page.getByTestId('sidebar-item-orders')).toHaveAttribute('aria-current', 'page');
    await expectMainAccessible(page);
    // Filters and paging live in the address.
    await choose(page, 'order-filter-status', 'Draft');
    await expect(page).toHaveURL(/status=DRAFT/);
    await page.goBack();
    await expect(page).not.toHaveURL(/status=DRAFT/);
    await expectPage(page, '/lawyer-profile/orders/create/ELECTRONIC');
    await expect(page.getByTestId('order-form')).toBeVisible();
    await expectMainAccessible(page, ALL_THEMES);
    await lookUpCase(page, 'order-field-case', '12-ab');
    await expect(page.getByText('The value entered is not valid')).toBeVisible();
    await expectPage(page, '/lawyer-profile/orders/create/paper');
    await expect(page.getByTestId('step-paper')).toBeVisible();
    await expectPage(page, '/lawyer-profile/notifications');
    await expectMainAccessible(page);
    await expectPage(page, '/lawyer-profile/notifications?tab=requests');
    await expect(page.getByTestId('request-list-lawyer')).toBeVisible();
    await expectMainAccessible(page);
    await openInApp(page, '/lawyer-profile/orders/create/SCROLL');
    await expect(page.getByTestId('item-not-found')).toBeVisible();
    await context.close();
  });

  test('DIRECTOR: orders of the structure with counts per employee', async ({ browser }) => {
    test.setTimeout(90_000);
    const { page, context } = await signedIn(browser, 'director');
    await expectPage(page, '/lawyer-profile/orders/contragents');
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
    await expectMainAccessible(page, ALL_THEMES);
    await page.getByTestId('employee-choose').first().click();
    await expect(page).toHaveURL(/lawyerId=\d+/);
    await expect(page.getByTestId('order-list-structure')).toBeVisible();
    await context.close();
  });
});

test.describe('the phone layout', () => {
  const PHONE = { width: 390, height: 844 };

  test('/mobile/orders: list, new order and structure at a phone size, no table wider than the screen', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { page, context } = await signedIn(browser, 'director', {
      start: '/mobile/orders',
      viewport: PHONE,
    });
    await expect(page).toHaveURL(/\/mobile\/orders\/list$/);
    await expect(page.getByTestId('mobile-orders-tabs')).toBeVisible();
    await expect(page.getByTestId('order-table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await mainViolations(page)).toEqual([]);
    await page.getByTestId('mobile-orders-tabs').getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/mobile\/orders\/create\/ELECTRONIC$/);
    await expect(page.getByTestId('order-form')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await mainViolations(page)).toEqual([]);
    await page.getByTestId('mobile-orders-tabs').getByRole('link', { name: 'Structure' }).click();
    await expect(page).toHaveURL(/\/mobile\/orders\/contragents$/);
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
    await expect(page.getByTestId('employee-table')).toHaveCount(0);
    expect(await mainViolations(page)).toEqual([]);
    await context.close();
  });
});

test.describe.serial('bad inputs on the order screens (the Tashkent persona lawyer)', () => {
  test('without the order permission, and under a structure restriction, the page says what is missing', async ({
    browser,
    govSimUrl,
    request,
  }) => {
    test.setTimeout(120_000);
    const lawyer = await persona(request, govSimUrl, 'lawyer');
    const dir = await signedIn(browser, 'director');
    const directorToken = (await tokenOf(dir.page))!;
    const access = (await api(request, directorToken, `getInfo/orderAccess?search=${lawyer.pinfl}`)) as {
      list: { personId: number }[];
    };
    const personId = access.list[0]!.personId;
    await api(request, directorToken, 'getInfo/orderAccess', { personId, allowed: false });
    const law = await signedIn(browser, 'lawyer');
    try {
      await law.page.goto('/lawyer-profile/orders/create/ELECTRONIC');
      await expect(law.page.getByTestId('order-create-missing')).toHaveText([
        'You do not have the permission to create orders. Your director or the administrator grants it.',
      ]);
      await expect(law.page.getByTestId('order-form')).toHaveCount(0);
    } finally {
      await api(request, directorToken, 'getInfo/orderAccess', { personId, allowed: true });
    }
    await law.page.reload();
    await expect(law.page.getByTestId('order-form')).toBeVisible();

    // The republic chamber restricts the structure: the director (an advocate of it) is told so.
    const chamber = await signedIn(browser, 'republic-chamber');
    const chamberToken = (await tokenOf(chamber.page))!;
    const structures = (await api(
      request,
      chamberToken,
      'contragent/orderRestrictionList?search=Adolat',
    )) as {
      list: { id: number; name: string }[];
    };
    const structure = structures.list.find((s) => s.name.includes('Adolat himoyasi'))!;
    await api(request, chamberToken, 'contragent/orderRestriction', {
      contragentId: structure.id,
      restricted: true,
      reason: 'e2e: checking the restriction notice',
    });
    try {
      await dir.page.goto('/lawyer-profile/orders/create/PAPER');
      await expect(dir.page.getByTestId('order-create-missing')).toContainText([
        /Creating orders is restricted for your structure/,
      ]);
    } finally {
      await api(request, chamberToken, 'contragent/orderRestriction', {
        contragentId: structure.id,
        restricted: false,
      });
    }
    await Promise.all([dir.context.close(), law.context.close(), chamber.context.close()]);
  });

  test('a CREATED order offers no editing; a 60 MB scan or a non-PDF is refused with its message', async ({
    browser,
    govSimUrl,
  }) => {
    test.setTimeout(150_000);
    // An electronic order on a contract with a client, filled step by step and signed.
    const { page, context } = await signedIn(browser, 'lawyer', {
      start: '/lawyer-profile/orders/create/ELECTRONIC',
    });
    await page.getByTestId('step-next').click();
    await expect(fieldMessage(page, 'This field can not be empty').first()).toBeVisible();
    await choose(page, 'order-field-base', 'Agreement with the client');
    await choose(page, 'order-field-legal-aid', 'Legal consultation');
    await page.getByTestId('step-next').click();
    await page.getByTestId('order-field-pinfl').fill('1234');
    await page.getByTestId('order-field-last-name').fill('Toshmatov');
    await page.getByTestId('order-field-first-name').fill('Aziz');
    await page.getByTestId('step-next').click();
    await expect(fieldMessage(page, 'The PINFL must be 14 digits')).toBeVisible();
    await page.getByTestId('order-field-pinfl').fill('31403856004118');
    await page.getByTestId('step-next').click();
    await page.getByTestId('order-field-grounds-number').fill('SH-2026/77');
    await typeDay(page, 'order-field-grounds-date', tashkentDay(0));
    await page.getByTestId('step-save-draft').click();
    await expect(page).toHaveURL(/draft=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('draft'));
    // Saving the draft keeps the user on their step, with what they typed.
    await expect(page.getByTestId('step-panel-grounds')).toBeVisible();
    await expect(page.getByTestId('order-field-grounds-number')).toHaveValue('SH-2026/77');
    await signOrderFromReview(page, govSimUrl, 'lawyer', orderId);
    await expect(page.getByTestId('order-edit')).toHaveCount(0);
    await expect(page.getByTestId('order-delete')).toHaveCount(0);
    await expect(page.getByTestId('order-cancel')).toBeVisible();
    await page.goto(`/lawyer-profile/orders/create/ELECTRONIC?draft=${orderId}`);
    await expect(page.getByTestId('order-not-editable')).toBeVisible();
    await expect(page.getByTestId('order-form')).toHaveCount(0);

    // A paper order: the scan of 60 MB is refused in the page; a PNG sent as a PDF by the API.
    await page.goto('/lawyer-profile/orders/create/PAPER');
    await choose(page, 'order-field-base', 'Agreement with the client');
    await choose(page, 'order-field-legal-aid', 'Legal consultation');
    await page.getByTestId('step-next').click();
    await page.getByTestId('order-field-pinfl').fill('31403856004118');
    await page.getByTestId('order-field-last-name').fill('Toshmatov');
    await page.getByTestId('order-field-first-name').fill('Aziz');
    await page.getByTestId('step-next').click();
    await page.getByTestId('order-field-grounds-number').fill('SH-2026/78');
    await typeDay(page, 'order-field-grounds-date', tashkentDay(0));
    await page.getByTestId('step-next').click();
    await page.getByTestId('order-field-reg-number').fill('AB 0012345');
    const fileInput = page.locator('input[type="file"]');
    // Playwright hands over more than 50 MB only from a file.
    const big = test.info().outputPath('scan.pdf');
    writeFileSync(big, Buffer.alloc(60 * 1024 * 1024, 0x25));
    await fileInput.setInputFiles(big);
    await page.getByTestId('step-next').click();
    await expect(fieldMessage(page, 'The file must be at most 20 MB')).toBeVisible();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await fileInput.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: png });
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-finish').click();
    // The API judges the bytes: the refusal is shown under the scan field, on its step.
    await expect(
      fieldMessage(page.getByTestId('step-panel-paper'), 'Only a PDF file can be attached here'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/create\/PAPER/);
    await inEnglish(page);
    await context.close();
  });
});
