/**
 * A lawyer's request to the chamber, through the real stack in Chromium: the lawyer `lawyer-request` (Samarqand) asks
 * for a certificate replacement delivered by mail; the Samarqand chamber (`region-chamber`) finds it in
 * its inbox by its filters, opens it (SEEN) and accepts it; the lawyer pays on the simulated provider's
 * checkout (gov-sim /payme), which calls the portal's merchant API and sends the browser back; the receipt
 * PDF's QR code leads to its check page, which confirms it; the post reports the parcel DELIVERED and
 * the lawyer sees it on the request's page; the new certificate's check page says valid and the replaced
 * one's says revoked (replaced).
 *
 * Re-runnable against the same database: an open certificate replacement of the persona left by an
 * earlier (failed) run is first closed through the API (cancelled by the chamber, or paid).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openCheckPageOfPdf } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { persona } from '../support/identity';
import { api, choose, signedIn, tokenOf } from '../support/legal-aid';

const LAWYER = 'lawyer-request';
const CHAMBER = 'region-chamber';

/** Closes the persona's open certificate replacement an earlier run may have left. */
async function closeLeftover(
  request: APIRequestContext,
  govSimUrl: string,
  tokens: { lawyer: string; chamber: string },
  pinfl: string,
) {
  const open = await api(request, tokens.lawyer, 'getInfo/checkForCertificateRequest', { pnfl: pinfl });
  if (!open.open) return;
  const id = open.requestId as number;
  let r = await api(request, tokens.lawyer, `getInfo/getByReqCertId/${id}`);
  if (r.status === 'DRAFT')
    r = await api(request, tokens.lawyer, 'getInfo/requestCertificate', {
      id,
      requestTypeId: r.requestType.id,
      send: true,
    });
  if (r.status === 'SEND') r = await api(request, tokens.chamber, 'getInfo/requestSeen', { id });
  if (r.status === 'SEEN')
    await api(request, tokens.chamber, 'getInfo/cancelRequest', { id, reason: 'e2e: a leftover of a run' });
  if (r.status === 'PAYMENT') {
    const { checkoutUrl } = await api(request, tokens.lawyer, 'getInfo/requestPayment', { id });
    const paid = await request.post(`${govSimUrl}/payme/pay`, {
      form: { link: checkoutUrl.slice(checkoutUrl.indexOf('/payme/checkout/') + 16) },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }
}

async function statusIs(page: Page, status: string) {
  await expect(page.getByTestId('request-view')).toHaveAttribute('data-status', status);
}

test('a certificate replacement by mail: sent, seen and accepted by the chamber, paid on the checkout, receipt and certificates checked', async ({
  browser,
  request,
  govSimUrl,
}) => {
  // About 40 s on a quiet machine; the budget leaves room for a loaded CI runner (two signed-in pages).
  test.setTimeout(180_000);
  const [lawyer, chamber] = await Promise.all([signedIn(browser, LAWYER), signedIn(browser, CHAMBER)]);
  const tokens = { lawyer: (await tokenOf(lawyer.page))!, chamber: (await tokenOf(chamber.page))! };
  await closeLeftover(request, govSimUrl, tokens, (await persona(request, govSimUrl, LAWYER)).pinfl);

  // The lawyer asks for a new certificate, by mail.
  const l = lawyer.page;
  await l.goto('/lawyer-profile/requests');
  await l.getByTestId('request-new-add-certificate').click();
  await expect(l.getByTestId('request-fee')).toContainText('150');
  await choose(l, 'request-type', 'The certificate was lost');
  await l.getByTestId('request-reason').fill('e2e: the certificate was lost in Samarqand');
  await l.getByTestId('request-delivery-mail').check();
  await l.getByTestId('request-address').fill('Samarqand sh., Registon koʻchasi 5-uy');
  await l.getByTestId('request-postal-index').fill('140100');
  await l.getByTestId('request-send').click();
  await l.waitForURL(/\/requests\/add-certificate\/view\/\d+$/);
  const id = Number(/view\/(\d+)$/.exec(l.url())![1]);
  await statusIs(l, 'SEND');

  // The Samarqand chamber finds it by kind and status, opens it (SEEN) and accepts it.
  const c = chamber.page;
  await c.goto('/lawyer-profile/lawyer-requests?kind=CERTIFICATE_REPLACEMENT&status=SEND');
  await c.getByRole('link', { name: `Request No. ${id}`, exact: true }).click();
  await statusIs(c, 'SEEN');
  await expect(c.getByTestId('request-seen-at')).not.toHaveText('—');
  await c.getByTestId('request-accept').click();
  await statusIs(c, 'PAYMENT');

  // The lawyer sees it accepted and pays on the provider's checkout, which sends the browser back.
  await l.reload();
  await statusIs(l, 'PAYMENT');
  await expect(l.getByTestId('request-payment-due')).toBeVisible();
  await l.getByTestId('request-pay').click();
  await l.waitForURL(`${govSimUrl}/payme/checkout/**`);
  await expect(l.getByTestId('payme-account-request_id')).toHaveText(String(id));
  await expect(l.getByTestId('payme-amount')).toHaveText('150\u00a0000 UZS');
  await l.getByTestId('payme-pay').click();
  await l.waitForURL(`**/lawyer-profile/requests/add-certificate/view/${id}`);
  await statusIs(l, 'COMPLETED');
  await expect(l.getByTestId('request-pay')).toHaveCount(0);

  // The receipt PDF: its QR code opens the receipt's check page, which confirms it.
  await openCheckPageOfPdf(l, l.getByTestId('request-receipt'));
  await expect(l.getByTestId('check-found')).toContainText(`№ ${id}`);
  await expect(l.getByTestId('check-status')).toHaveText('Valid');

  // The post: the parcel is registered (by the follow job, or at once by "check with the post now"), the
  // post is told it arrived (gov-sim's control), and the lawyer sees DELIVERED on the request's page.
  await l.goto(`/lawyer-profile/requests/add-certificate/view/${id}`);
  const delivery = l.getByTestId('delivery');
  await expect(delivery).toBeVisible();
  if (!(await l.getByTestId('delivery-tracking').isVisible()))
    await l.getByTestId('delivery-refresh').click();
  const tracking = (await l.getByTestId('delivery-tracking').textContent())!.trim();
  const arrived = await request.put(`${govSimUrl}/post/parcels/${tracking}/outcome`, {
    data: { status: 'DELIVERED' },
  });
  expect(arrived.ok(), await arrived.text()).toBe(true);
  if ((await delivery.getAttribute('data-status')) !== 'DELIVERED')
    await l.getByTestId('delivery-refresh').click();
  await expect(delivery).toHaveAttribute('data-status', 'DELIVERED');
  await expect(l.getByTestId('delivery-status')).toHaveText('Delivered');

  // The new certificate's check page: valid; the replaced one's: revoked, replaced by the new one.
  const number = (await l.getByTestId('request-new-certificate').textContent())!;
  const old = (await l.getByTestId('request-replaced-certificate').textContent())!;
  await l.getByTestId('request-new-certificate-check').click();
  await expect(l.getByTestId('check-status')).toHaveText('Valid');
  await expect(l.getByTestId('check-found')).toContainText(number);
  await l.goBack();
  await l.getByTestId('request-replaced-certificate-check').click();
  await expect(l.getByTestId('check-status')).toHaveText('Revoked');
  await expect(l.getByTestId('check-found')).toContainText(old);
  await expect(l.getByTestId('check-found')).toContainText(`Replaced by certificate ${number}`);

  await Promise.all([lawyer.context.close(), chamber.context.close()]);
});
