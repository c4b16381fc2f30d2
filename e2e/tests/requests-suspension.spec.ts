/**
 * A status suspension, through the real stack in Chromium: the Samarqand chamber (`region-chamber`) accepts
 * the status suspension of `lawyer-suspend` (sent by mail; the request and the chamber's decision are set up
 * through the API: they are journey 1's point, not this one's), and the public directory shows the lawyer
 * temporarily inactive; the post then cannot deliver the decision (gov-sim's post control) and the lawyer
 * sees why on the request's page.
 *
 * Re-runnable against the same database: each run sends a new suspension (no limit on those) and its own
 * parcel; a lawyer already suspended stays so.
 */
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { persona } from '../support/identity';
import { api, signedIn, tokenOf } from '../support/legal-aid';

test('a status suspension accepted: the lawyer is inactive in the directory; the failed delivery shows its reason', async ({
  browser,
  request,
  govSimUrl,
}) => {
  test.setTimeout(120_000);
  const [lawyer, chamber] = await Promise.all([
    signedIn(browser, 'lawyer-suspend'),
    signedIn(browser, 'region-chamber'),
  ]);
  const tokens = { lawyer: (await tokenOf(lawyer.page))!, chamber: (await tokenOf(chamber.page))! };
  await chamber.context.close();
  const me = await persona(request, govSimUrl, 'lawyer-suspend');

  // Set up through the API: the suspension (own wish), by mail; the chamber opens and accepts it.
  const sent = await api(request, tokens.lawyer, 'getInfo/changeRequest', {
    requestTypeId: 18,
    reason: 'e2e: status suspension at my own wish',
    delivery: 'MAIL',
    deliveryAddress: 'Samarqand sh., Registon koʻchasi 5-uy',
    postalIndex: '140100',
    send: true,
  });
  const id = sent.id as number;
  const certificate = sent.lawyer.certificateNumber as string;
  await api(request, tokens.chamber, 'getInfo/requestSeen', { id });
  expect((await api(request, tokens.chamber, 'getInfo/acceptRequest', { id })).status).toBe('ACCEPTED');

  // The public directory shows the lawyer temporarily inactive, on the tile and on the card.
  const l = lawyer.page;
  const surname = me.fullName.split(' ')[0]!;
  await l.goto(`/lawyer?search=${encodeURIComponent(surname)}`);
  const tile = l.getByTestId('lawyer-item').filter({ hasText: `№ ${certificate}` });
  await expect(tile.locator('[data-status="INACTIVE_TEMPORARY"]')).toBeVisible();
  await expect(tile).toContainText('Temporarily inactive');

  // The lawyer's request: registered at the post (by the follow job, or now by "check with the post").
  await l.goto(`/lawyer-profile/requests/add-certificate/view/${id}`);
  await expect(l.getByTestId('request-view')).toHaveAttribute('data-status', 'ACCEPTED');
  const delivery = l.getByTestId('delivery');
  await expect(delivery).toBeVisible();
  if ((await delivery.getAttribute('data-status')) === 'NONE')
    await l.getByTestId('delivery-refresh').click();
  await expect(l.getByTestId('delivery-status')).toHaveText('Registered at the post');
  const tracking = (await l.getByTestId('delivery-tracking').textContent())!.trim();
  expect(tracking).toMatch(/^RR\d{9}UZ$/);

  // The post cannot deliver it: the addressee does not live there. The lawyer asks the post and sees why.
  const set = await request.put(`${govSimUrl}/post/parcels/${tracking}/outcome`, {
    data: { status: 'FAILED', failureReason: 'NOT_LIVING_AT_ADDRESS' },
  });
  expect(set.ok()).toBe(true);
  await l.getByTestId('delivery-refresh').click();
  await expect(delivery).toHaveAttribute('data-status', 'FAILED');
  await expect(l.getByTestId('delivery-status')).toHaveText('Not delivered');
  await expect(l.getByTestId('delivery-failure')).toHaveText(
    'Not delivered: the addressee does not live at this address',
  );
  await expect(l.getByTestId('delivery-refresh')).toHaveCount(0);
  await expectAccessible(l, {
    themes: ['USUAL', 'BLIND', 'BLIND2'],
    within: '#main-content',
    restore: false,
  });

  await lawyer.context.close();
});
