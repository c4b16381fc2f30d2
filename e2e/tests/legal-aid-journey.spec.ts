/**
 * The whole state-funded legal-aid journey in three browser contexts against the
 * real stack. The investigator asks for a lawyer; the draw (Samarqand, Karakalpak: docs/domain.md "The
 * demo draw") picks the Samarqand persona lawyer, who sees it in the notifications and accepts; the order
 * draft appears, the lawyer completes it and signs it in the e-signature dialog; writes, signs and sends
 * the checklist of completed work; the investigator agrees; the request reaches COMPLETED (then PAYMENT);
 * a visitor opens the order's check page (the address its QR code carries).
 */
import { expect, test } from '../support/fixtures';
import { persona } from '../support/identity';
import {
  choose,
  investigatorCase,
  fillInvestigatorRequest,
  signedIn,
  signInDialog,
  signOrderFromReview,
  tashkentDay,
  typeDay,
} from '../support/legal-aid';

test('investigator request → draw → accept → signed order → signed checklist → agreed → COMPLETED → check page', async ({
  browser,
  baseURL,
  govSimUrl,
  request,
}) => {
  test.setTimeout(240_000);
  const investigator = await persona(request, govSimUrl, 'investigator');
  const drawn = await persona(request, govSimUrl, 'lawyer-samarqand');
  const theCase = await investigatorCase(govSimUrl, investigator.pinfl, 'legal-aid-journey');
  expect(theCase).toBeDefined();

  // 1. The investigator creates the request: the case found by its number in the interior-ministry data.
  const inv = await signedIn(browser, 'investigator', { start: '/lawyer-profile/investigator-requests' });
  const ip = inv.page;
  await expect(ip.getByRole('heading', { level: 1 })).toHaveText('Requests for a state-funded lawyer');
  await ip.getByTestId('request-new').click();
  const attendanceDay = tashkentDay(1);
  await fillInvestigatorRequest(ip, theCase, {
    region: 'Samarkand region',
    language: 'Karakalpak',
    place: 'Samarqand shahar IIB, 12-xona',
    day: attendanceDay,
    time: '10:30',
  });
  // Who the draw would choose from now: the one lawyer on duty in Samarqand who speaks Karakalpak.
  await expect(ip.getByTestId('duty-preview-row')).toHaveCount(1);
  await expect(ip.getByTestId('duty-preview-row')).toContainText(drawn.fullName);
  await ip.getByTestId('step-next').click();
  await expect(ip.getByTestId('request-review')).toContainText(theCase.caseNumber);
  await ip.getByTestId('step-finish').click();

  await ip.waitForURL('**/lawyer-profile/investigator-requests/view/*');
  const requestId = Number(ip.url().split('/').pop());
  await expect(ip.getByTestId('request-status')).toContainText('Sent');
  // The draw record: candidates, weights, seed, result, and the portal's re-check.
  await expect(ip.getByTestId('draw-round')).toHaveCount(1);
  await expect(ip.getByTestId('draw-picked')).toHaveText(drawn.fullName);
  await expect(ip.getByTestId('draw-summary')).toContainText('Samarkand region');
  await ip.getByTestId('draw-record-toggle').click();
  await expect(ip.getByTestId('draw-seed')).toHaveText(/^[0-9a-f]{32}$/);
  await expect(ip.getByTestId('draw-candidate')).toHaveCount(1);
  await expect(ip.getByTestId('draw-recheck-ok')).toBeVisible();

  // 2. The drawn lawyer sees it: the count in the header, the notification, the request; accepts.
  const law = await signedIn(browser, 'lawyer-samarqand');
  const lp = law.page;
  await expect(lp.getByTestId('notification-bell-count')).not.toHaveAttribute('data-count', '0');
  await lp.getByTestId('notification-bell').click();
  await lp.waitForURL('**/lawyer-profile/notifications');
  const assigned = lp.locator(
    `[data-testid="notification-row"][data-entity="investigator-request:${requestId}"]`,
  );
  await expect(assigned).toHaveAttribute('data-kind', 'REQUEST_ASSIGNED');
  await expect(assigned).toHaveAttribute('data-read', 'false');
  await assigned.getByTestId('notification-open').click();
  await lp.waitForURL(`**/lawyer-profile/notifications/request/${requestId}`);
  await expect(lp.getByTestId('request-deadline')).toBeVisible();
  await lp.getByTestId('request-accept').click();

  // 3. The order draft appears; the lawyer completes it and signs it in the e-signature dialog.
  await lp.waitForURL('**/lawyer-profile/orders/list/view/*');
  const orderId = Number(lp.url().split('/').pop());
  await expect(lp.getByTestId('order-status')).toContainText('Draft');
  await expect(lp.getByTestId('order-case')).toHaveText(theCase.caseNumber);
  await lp.getByTestId('order-edit').click();
  await lp.waitForURL(`**/lawyer-profile/orders/create/ELECTRONIC?draft=${orderId}`);
  // The case, basis and person came with the request and cannot be changed here.
  await expect(lp.getByTestId('order-field-case')).toBeDisabled();
  await lp.getByTestId('step-next').click();
  await expect(lp.getByTestId('order-field-pinfl')).toHaveValue(theCase.accused.pinfl);
  await lp.getByTestId('step-next').click();
  await typeDay(lp, 'order-field-approved-date', tashkentDay(0));
  await choose(lp, 'order-field-language', 'Uzbek (Latin)');
  await signOrderFromReview(lp, govSimUrl, 'lawyer-samarqand', orderId);
  await expect(lp.getByTestId('order-number')).toHaveText(/^\d{4}\/\d{6}$/);
  await expect(lp.getByTestId('order-signed-by')).not.toHaveText('—');
  await expect(lp.getByTestId('order-edit')).toHaveCount(0);
  const orderNumber = (await lp.getByTestId('order-number').textContent())!;
  const checkHref = await lp.getByTestId('order-check-link').getAttribute('href');
  expect(checkHref).toMatch(/^\/check-service-doc\/[A-Za-z0-9_-]+$/);

  // 4. The checklist of completed work: filled, the fee computed by the API, signed, sent.
  await lp.goto(`/lawyer-profile/notifications/request/${requestId}`);
  await lp.getByTestId('request-create-checklist').click();
  await lp.waitForURL(`**/lawyer-profile/notifications/checklist/create/${requestId}`);
  // The form starts from what is known: the lawyer's license type, the request's language and kind of aid.
  const license = lp.getByTestId('checklist-field-license');
  await expect(license).toHaveValue('Criminal cases');
  await expect(lp.getByTestId('checklist-field-language')).toHaveValue('Karakalpak');
  // Confirming the prefilled choice keeps it (a required choice is not cleared by a second click).
  await choose(lp, 'checklist-field-license', 'Criminal cases');
  await expect(license).toHaveValue('Criminal cases');
  // Only work already done is paid: the days are today's (the request's attendance day is tomorrow).
  await typeDay(lp, 'checklist-field-attendance', tashkentDay(0));
  await typeDay(lp, 'participation-date-0', tashkentDay(0));
  await choose(lp, 'participation-instance-0', /preliminary investigation/);
  await lp.getByTestId('participation-add').click();
  await typeDay(lp, 'participation-date-1', tashkentDay(0));
  await choose(lp, 'participation-instance-1', /court of first instance/);
  await lp.getByTestId('checklist-field-travel').fill('45000');
  await lp.getByTestId('checklist-save').click();
  await lp.waitForURL(/\/lawyer-profile\/notifications\/checklist\/\d+$/);
  await expect(lp.getByTestId('checklist-status')).toContainText('Created');
  await expect(lp.getByTestId('fee-line')).toHaveCount(2);
  await expect(lp.getByTestId('fee-total')).toContainText('sum');
  await lp.getByTestId('checklist-sign').click();
  // The key loaded for the order is still loaded in the signing client: no password this time.
  await signInDialog(lp, govSimUrl, 'lawyer-samarqand', 'remembered');
  await expect(lp.getByTestId('checklist-status')).toContainText('Signed');
  await lp.getByTestId('checklist-send').click();
  await expect(lp.getByTestId('checklist-status')).toContainText('Sent for agreement');
  const checklistUrl = new URL(lp.url()).pathname;

  // 5. The investigator agrees; the request reaches COMPLETED (and then PAYMENT, once the fee is handed over).
  await ip.goto('/lawyer-profile/checklists');
  const row = ip.locator(`[data-testid="checklist-row"][data-status="FOR_AGREED"]`).filter({
    hasText: theCase.caseNumber,
  });
  await row.first().getByTestId('checklist-link').click();
  await ip.waitForURL(`**${checklistUrl}`);
  await ip.getByTestId('checklist-agree').click();
  await expect(ip.getByTestId('checklist-status')).toContainText(/Agreed|Finished/);
  await ip.goto(`/lawyer-profile/investigator-requests/view/${requestId}`);
  await expect(ip.getByTestId('request-view')).toHaveAttribute('data-status', /^(COMPLETED|PAYMENT)$/);
  await expect(ip.locator('[data-testid="history-row"][data-to="COMPLETED"]')).toHaveCount(1);

  // 6. A visitor opens the order's check page (what its QR code opens).
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const vp = await visitor.newPage();
  await vp.goto(checkHref!);
  await expect(vp.getByTestId('check-found')).toContainText(orderNumber);
  await expect(vp.getByTestId('check-status')).toHaveText('Haqiqiy');

  await Promise.all([inv.context.close(), law.context.close(), visitor.close()]);
});
