/**
 * Sign-in with an e-signature key card against the real stack: the drawer lists the key
 * cards the simulated signing client holds, the chosen card signs a challenge of the verification server,
 * authPayloadByEsp signs the person in and the SPA lands per spec section 4 with exactly spec section 6's
 * sidebar; sign-out goes home and the old token then answers 401.
 */
import { expect, seriousViolations, test } from '../support/fixtures';
import {
  chooseKey,
  expectLandedOn,
  nameOf,
  openDrawer,
  simKeyCard,
  simKeyCards,
} from '../support/e-signature';
import { SPEC_SIDEBAR, sidebarIds } from '../support/identity';

/**
 * The two landings, the cabinet and user-info. Which role and page follow from a sign-in is decided once for
 * every method (signInPerson on the server, completeSignIn in the SPA): OneID lands all four roles of spec
 * section 4 (identity-sign-in.spec.ts), mobile-ID a LAWYER and a USER, a key card the two directors.
 */
const LANDINGS = [
  ['director', '/lawyer-profile', 'DIRECTOR'],
  ['new-director', '/lawyer-profile/user-info', 'NEW_DIRECTOR'],
] as const;

test.describe('e-signature sign-in', () => {
  for (const [persona, landing, role] of LANDINGS) {
    test(`${persona} signs in with a key card and lands on ${landing}; sign-out goes home and the token dies`, async ({
      page,
      govSimUrl,
      context,
    }) => {
      const { password } = await simKeyCards(govSimUrl);
      const card = await simKeyCard(govSimUrl, persona);
      const drawer = await openDrawer(page);
      await expect(page.getByTestId(`key-card-${card.serialNumber}`)).toContainText(card.cn);
      await chooseKey(page, card.serialNumber, password);
      await drawer.getByTestId('e-signature-submit').click();
      await expectLandedOn(page, landing, role);
      await expect(drawer).toBeHidden();
      // Exactly the items spec section 6's table gives the role.
      expect((await sidebarIds(page)).sort()).toEqual([...SPEC_SIDEBAR[role]].sort());
      // The key card's CN is upper case; the menu shows the name as the person registry writes it.
      await expect(page.getByTestId('user-menu')).toContainText(nameOf(card.cn));

      // The key id is kept in a cookie for 6 hours (spec section 9).
      const cookie = (await context.cookies()).find((c) => c.name === 'portal.eSignKey');
      expect(cookie).toBeDefined();
      const hours = (cookie!.expires * 1000 - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(5.9);
      expect(hours).toBeLessThanOrEqual(6);

      const token = await page.evaluate(() => localStorage.getItem('portal.accessToken'));
      expect(token).toBeTruthy();
      const headers = { authorization: `Bearer ${token}` };

      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-sign-out').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('login-e-signature')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('portal.accessToken'))).toBeNull();
      expect((await context.cookies()).find((c) => c.name === 'portal.eSignKey')).toBeUndefined();
      // The old token answers 401 once signed out.
      await expect
        .poll(async () => (await page.request.get('/api/v.1/logOut', { headers })).status())
        .toBe(401);
    });
  }

  test('by keyboard: choose the key with the arrows, type the password, Enter; no serious axe violation', async ({
    page,
    govSimUrl,
  }) => {
    const { password } = await simKeyCards(govSimUrl);
    const lawyer = await simKeyCard(govSimUrl, 'lawyer');
    const drawer = await openDrawer(page);
    await expect(page.getByTestId(`key-card-${lawyer.serialNumber}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The first card of the list is the lawyer's; focus it and confirm with Space, then type and press Enter.
    await page.getByTestId(`key-card-${lawyer.serialNumber}`).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId(`key-card-${lawyer.serialNumber}`)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    const second = (await simKeyCards(govSimUrl)).list[1]!;
    await expect(page.getByTestId(`key-card-${second.serialNumber}`)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await page.getByTestId('e-signature-password').focus();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expectLandedOn(page, '/lawyer-profile', 'LAWYER');
    await expect(drawer).toBeHidden();
  });

  test('the drawer in the BLIND2 theme and in Uzbek Cyrillic has no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('a11y-theme-switch').click();
    await page.getByTestId('a11y-theme-BLIND2').click();
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-uz').click();
    await page.getByTestId('login-e-signature').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.locator('[data-expired]').first()).toBeVisible();
    await expect(drawer).toContainText('ЖШШИР');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
