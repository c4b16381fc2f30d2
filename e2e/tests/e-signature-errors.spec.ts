/**
 * Every e-signature message of spec section 8 reachable from the drawer: signing client not running,
 * browser without WebSocket, old client version, wrong key password, server error, expired key (not
 * choosable; the one exempt PINFL may choose it and the server still refuses it), and the server's
 * refusal of a key from an untrusted CA.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseKey, message, nameOf, openDrawer, simKeyCard, simKeyCards } from '../support/e-signature';

/** Makes app/info give the SPA another signing-client URL (the user's computer runs another client, or none). */
async function signingClientAt(page: Page, url: (current: string) => string) {
  await page.route('**/api/v.1/app/info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as { eSignature: { clientUrl: string } };
    info.eSignature.clientUrl = url(info.eSignature.clientUrl);
    await route.fulfill({ response, json: info });
  });
}

test.describe('e-signature messages', () => {
  test('signing client not running', async ({ page }) => {
    await signingClientAt(page, () => 'ws://127.0.0.1:9/service/cryptapi');
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignClientNotRunning'),
    );
    await expect(drawer.getByTestId('e-signature-retry')).toBeVisible();
    // What to do about it: start the client, connect the key, choose it and type the password.
    await expect(drawer.getByTestId('e-signature-steps')).toContainText('Start the signing application');
  });

  test('browser without WebSocket', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'WebSocket', { value: undefined, configurable: true });
    });
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignNoWebSocket'),
    );
  });

  test('signing client older than 3.37', async ({ page }) => {
    await signingClientAt(page, (current) => `${current}?version=3.30`);
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignOldVersion', { min: '3.37' }),
    );
  });

  test('wrong key password, then the right one signs in', async ({ page, govSimUrl }) => {
    const { password } = await simKeyCards(govSimUrl);
    const card = await simKeyCard(govSimUrl, 'admin');
    const drawer = await openDrawer(page);
    await chooseKey(page, card.serialNumber, 'not-the-password');
    await drawer.getByTestId('e-signature-submit').click();
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignWrongPassword'),
    );
    await page.getByTestId('e-signature-password').fill(password);
    await drawer.getByTestId('e-signature-submit').click();
    await expect(drawer).toBeHidden();
    // The key card's CN is upper case; the menu shows the name as the person registry writes it.
    await expect(page.getByTestId('user-menu')).toContainText(nameOf(card.cn));
  });

  test('server error', async ({ page, govSimUrl }) => {
    const { password } = await simKeyCards(govSimUrl);
    const card = await simKeyCard(govSimUrl, 'ministry');
    await page.route('**/api/v.1/authPayloadByEsp', (route) =>
      route.fulfill({
        status: 503,
        json: { code: 'EXTERNAL_UNAVAILABLE', message: 'x', requestId: 'e2e-server-error' },
      }),
    );
    const drawer = await openDrawer(page);
    await chooseKey(page, card.serialNumber, password);
    await drawer.getByTestId('e-signature-submit').click();
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignServerError'),
    );
    expect(await page.evaluate(() => localStorage.getItem('portal.accessToken'))).toBeNull();
  });

  test('expired key: marked expired and not choosable; the exempt PINFL may choose it, the server still refuses', async ({
    page,
    govSimUrl,
  }) => {
    const { password } = await simKeyCards(govSimUrl);
    const expired = await simKeyCard(govSimUrl, 'intern-expired');
    const exempt = await simKeyCard(govSimUrl, 'no-mobile-id-expired');
    const drawer = await openDrawer(page);
    const expiredCard = page.getByTestId(`key-card-${expired.serialNumber}`);
    await expect(expiredCard).toContainText('Expired');
    await expect(expiredCard.getByTestId('key-card-expired-notice')).toHaveText(
      message('e-signature:card.expiredNotice'),
    );
    await expect(expiredCard).toBeDisabled();

    const exemptCard = page.getByTestId(`key-card-${exempt.serialNumber}`);
    await expect(exemptCard.getByTestId('key-card-expired-notice')).toHaveText(
      message('e-signature:card.exemptNotice'),
    );
    await expect(exemptCard).toBeEnabled();
    await chooseKey(page, exempt.serialNumber, password);
    await drawer.getByTestId('e-signature-submit').click();
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignKeyExpired'),
    );
  });

  test('a key from a CA the verification server does not trust', async ({ page, govSimUrl }) => {
    const { password } = await simKeyCards(govSimUrl);
    const card = await simKeyCard(govSimUrl, 'lawyer-untrusted');
    const drawer = await openDrawer(page);
    await chooseKey(page, card.serialNumber, password);
    await drawer.getByTestId('e-signature-submit').click();
    await expect(drawer.getByTestId('e-signature-error')).toHaveText(
      message('errors:business.eSignUntrustedCa'),
    );
  });
});
