/**
 * Vacancy applications in the browser: a notification about an application to a vacancy opens the
 * application's page. The persona `lawyer-free` applies to a lawyer's position of the `director`'s
 * structure (set up through the API); the director opens the notification, lands on the application,
 * refuses it with a reason; the lawyer opens their notification and reads the refusal and the history on
 * the same page. Re-runnable: each run posts its own vacancy.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signedIn, tokenOf } from '../support/legal-aid';

async function api(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(`/api/v.1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number; contragent: { id: number }; applicant: { fullName: string } };
}

/** Opens the newest notification whose text holds `text` from the notifications page. */
async function openNotification(page: Page, text: string | RegExp) {
  await page.goto('/lawyer-profile/notifications');
  const card = page.locator('.mantine-Card-root', { hasText: text }).first();
  await card.getByTestId('notification-open').click();
}

test('a vacancy application’s notifications open its page: the director refuses, the applicant reads why', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [director, lawyer] = await Promise.all([
    signedIn(browser, 'director'),
    signedIn(browser, 'lawyer-free'),
  ]);
  const vacancy = await api(request, (await tokenOf(director.page))!, 'vacancy/create', {
    type: 'LAWYER',
    count: 1,
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    paid: false,
    description: 'e2e: notification links',
  });
  const application = await api(request, (await tokenOf(lawyer.page))!, 'vacancy-application/create', {
    vacancyId: vacancy.id,
    contragentId: vacancy.contragent.id,
    applicationTypeId: 2,
    note: 'e2e: notification links',
  });

  const d = director.page;
  await openNotification(d, `${application.applicant.fullName} applied to a vacancy`);
  await expect(d).toHaveURL(new RegExp(`/lawyer-profile/application/view/${application.id}$`));
  const record = d.getByTestId('vacancy-application');
  await expect(record).toHaveAttribute('data-status', 'SEND');
  await expect(record).toContainText('e2e: notification links');
  await expectAccessible(d, { within: '#main-content' });
  await d.getByTestId('application-reject').click();
  await d.getByTestId('application-reject-dialog-reason').fill('The position is filled from within');
  await d.getByTestId('application-reject-dialog-submit').click();
  await expect(record).toHaveAttribute('data-status', 'REJECTED');
  await expect(record.getByTestId('history-row')).toHaveCount(2);

  const l = lawyer.page;
  await openNotification(l, 'refused your application: The position is filled from within');
  await expect(l).toHaveURL(new RegExp(`/lawyer-profile/application/view/${application.id}$`));
  const own = l.getByTestId('vacancy-application');
  await expect(own).toHaveAttribute('data-status', 'REJECTED');
  await expect(own).toContainText('The position is filled from within');
  await expect(l.getByTestId('application-withdraw')).toHaveCount(0);
  await expectAccessible(l, {
    themes: ['USUAL', 'BLIND', 'BLIND2'],
    within: '#main-content',
    restore: false,
  });
  await Promise.all([director.context.close(), lawyer.context.close()]);
});
