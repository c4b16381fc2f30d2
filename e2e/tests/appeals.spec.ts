/**
 * Appeals in the browser:
 * - a person with a confirmed disability (persona disabled-person) creates a pro bono appeal for two
 *   regions with a PDF; a lawyer of one of them (lawyer-samarqand) accepts it from the inbox; a second
 *   lawyer of that region (lawyer-samarqand-2) sees it taken; the first completes it with a result; the
 *   person reads the result on my-appeals/view/{id} and on /mobile/appeals/view/{id} at 390×844;
 * - state-funded legal aid: a citizen not in the social protection register (persona user) sees the
 *   appeal REJECTED with the reason; an enrolled one (social-register-citizen) sees it reach a lawyer;
 * - refusals shown on the screen, with nothing saved: a disability the register does not confirm, a
 *   file renamed to .pdf that is not one.
 */
import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Appeal, appealRow, sendStateFundedAppeal } from '../support/appeals';
import { choose, signedIn, tokenOf } from '../support/legal-aid';

const RESULT = 'Ishga tiklash toʻgʻrisida daʼvo arizasi sudga topshirildi.';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('disabled person appeals to two regions with a PDF → a Samarqand lawyer accepts → a second one sees it taken → the first completes it → the person reads the result (desktop and 390×844)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const person = await signedIn(browser, 'disabled-person', { start: '/lawyer-profile/my-appeals' });
  const pp = person.page;
  await expect(pp.getByRole('heading', { level: 1 })).toHaveText('My appeals');
  await pp.getByTestId('appeal-create-pro-bono').click();
  await pp.waitForURL('**/my-appeals/create/pro-bono');
  await choose(pp, 'appeal-regions', 'Samarkand region');
  // The dropdown of a multiple choice stays open after a pick; a second region not yet chosen.
  const other = pp.getByRole('option', { selected: false }).first();
  if (!(await other.isVisible())) await pp.getByTestId('appeal-regions').click();
  await other.click();
  await pp.keyboard.press('Escape');
  await choose(pp, 'appeal-field', /./);
  await pp.getByTestId('step-next').click();
  await pp.getByTestId('appeal-brief').fill('Ishdan noqonuniy boʻshatildim');
  await pp
    .getByTestId('appeal-content')
    .fill('Meni ishdan qonunga zid ravishda boʻshatishdi, yordam soʻrayman.');
  const chooser = pp.waitForEvent('filechooser');
  await pp.getByTestId('appeal-file').click();
  await (await chooser).setFiles({ name: 'ariza.pdf', mimeType: 'application/pdf', buffer: PDF });
  await pp.getByTestId('step-next').click();
  await expect(pp.getByTestId('appeal-passport')).not.toHaveValue('');
  await pp.getByTestId('appeal-consent').check();
  await pp.getByTestId('step-finish').click();
  await pp.waitForURL(/\/my-appeals\/view\/\d+$/);
  const id = Number(/view\/(\d+)$/.exec(pp.url())![1]);
  await expect(pp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'SEND');

  await pp.goto('/lawyer-profile/my-appeals');
  await expect(appealRow(pp, id)).toHaveAttribute('data-status', 'SEND');

  // The lawyer of Samarqand: the inbox, filtered by the region, then the appeal's page.
  const lawyer = await signedIn(browser, 'lawyer-samarqand', { start: '/lawyer-profile/my-appeals/appeals' });
  const lp = lawyer.page;
  await expect(lp.getByRole('heading', { level: 1 })).toHaveText('Appeals to lawyers');
  await choose(lp, 'appeals-filter-region', 'Samarkand region');
  await expect(lp).toHaveURL(/region=\d+/);
  const row = appealRow(lp, id);
  await row.getByTestId('appeal-link').click();
  await lp.waitForURL(`**/my-appeals/view/${id}`);
  await lp.getByTestId('appeal-accept').click();
  await expect(lp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'ACCEPTED');

  // A second lawyer of Samarqand sees it taken: no content, no accept.
  const second = await signedIn(browser, 'lawyer-samarqand-2', {
    start: '/lawyer-profile/my-appeals/appeals',
  });
  const sp = second.page;
  const taken = appealRow(sp, id);
  await expect(taken).toContainText('Taken by another lawyer');
  await taken.getByTestId('appeal-link').click();
  await sp.waitForURL(`**/my-appeals/view/${id}`);
  await expect(sp.getByTestId('appeal-taken')).toBeVisible();
  await expect(sp.getByTestId('appeal-content')).toHaveCount(0);
  await expect(sp.getByTestId('appeal-accept')).toHaveCount(0);
  await second.context.close();

  // The first lawyer completes it with a result and how far the demand was met.
  await lp.getByTestId('appeal-complete').click();
  const dialog = lp.getByTestId('appeal-complete-dialog');
  await choose(lp, 'appeal-demand', 'Partly satisfied');
  await dialog.getByTestId('appeal-result').fill(RESULT);
  await dialog.getByTestId('appeal-complete-submit').click();
  await expect(lp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'COMPLETED');
  await lawyer.context.close();

  // The person sees the result, on the desktop page and in the phone layout.
  await pp.goto(`/lawyer-profile/my-appeals/view/${id}`);
  await expect(pp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'COMPLETED');
  await expect(pp.getByTestId('appeal-lawyer')).toBeVisible();
  await expect(pp.getByTestId('appeal-result-text')).toHaveText(RESULT);
  await expect(pp.getByTestId('appeal-demand-shown')).toContainText('Partly satisfied');
  await pp.setViewportSize({ width: 390, height: 844 });
  await pp.goto('/mobile/appeals');
  const card = appealRow(pp, id);
  await expect(card).toHaveAttribute('data-status', 'COMPLETED');
  const link = card.getByTestId('appeal-link');
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await pp.waitForURL(`**/mobile/appeals/view/${id}`);
  await expect(pp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'COMPLETED');
  await expect(pp.getByTestId('appeal-result-text')).toHaveText(RESULT);
  expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The phone's home lists it among her appeals and her orders (a lawyer took it); the bottom
  // navigation leads to the news.
  await pp.getByTestId('phone-nav-mobile').click();
  await pp.waitForURL(/\/mobile$/);
  await expect(
    pp.getByTestId('phone-home-appeals').locator(`[data-testid="appeal-link"][href$="/view/${id}"]`),
  ).toBeVisible();
  await expect(
    pp.getByTestId('phone-home-orders').locator(`[data-testid="appeal-link"][href$="/view/${id}"]`),
  ).toBeVisible();
  expect((await pp.getByTestId('phone-nav-news').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await pp.getByTestId('phone-nav-news').click();
  await pp.waitForURL(/\/mobile\/news$/);
  await expect(pp.getByTestId('news-item').first()).toBeVisible();
  // On /profile/order (the legal help given to her) it is there, COMPLETED.
  await pp.setViewportSize({ width: 1280, height: 800 });
  await pp.goto('/profile/order');
  await expect(appealRow(pp, id)).toHaveAttribute('data-status', 'COMPLETED');
  await person.context.close();
});

type FilePayload = { name: string; mimeType: string; buffer: Buffer };
/** The signed-in persona's own appeals, through the API with the token the SPA stored. */
async function ownAppeals(request: APIRequestContext, token: string): Promise<Appeal[]> {
  const res = await request.get('/api/v.1/legalAidDisabled/ownLegalAidDisabledList?limit=1000', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { list: Appeal[] }).list;
}

test('state-funded legal aid: REJECTED with the reason for a citizen outside the social protection register; an enrolled citizen’s reaches a lawyer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Persona user, not in the register: the form of my-applications, then the reason on the appeal's page.
  const user = await signedIn(browser, 'user', { start: '/lawyer-profile/my-applications' });
  const up = user.page;
  await up.getByTestId('application-create').click();
  await up.waitForURL('**/my-applications/create');
  await choose(up, 'appeal-regions', 'Samarkand region');
  await up.keyboard.press('Escape');
  await choose(up, 'appeal-field', /./);
  await up.getByTestId('step-next').click();
  await up.getByTestId('appeal-brief').fill('Aliment undirilmayapti');
  await up.getByTestId('appeal-content').fill('Sobiq turmush oʻrtogʻim aliment toʻlamayapti, advokat kerak.');
  await up.getByTestId('step-next').click();
  await up.getByTestId('appeal-consent').check();
  await up.getByTestId('step-finish').click();
  await up.waitForURL(/\/my-appeals\/view\/\d+$/);
  await expect(up.getByTestId('appeal-view')).toHaveAttribute('data-status', 'REJECTED');
  await expect(up.getByTestId('appeal-rejected')).toContainText(
    'You are not in the social protection register, so state-funded legal aid cannot be given.',
  );
  const rejected = Number(/view\/(\d+)$/.exec(up.url())![1]);
  await up.goto('/lawyer-profile/my-applications');
  await expect(appealRow(up, rejected)).toHaveAttribute('data-status', 'REJECTED');
  await user.context.close();

  // Persona social-register-citizen, enrolled: the same appeal (sent through the API with her token)
  // reaches the inbox of a Samarqand lawyer; when he opens it the citizen sees it SEEN and who read it.
  const citizen = await signedIn(browser, 'social-register-citizen');
  const cp = citizen.page;
  const token = (await tokenOf(cp))!;
  const appeal = await sendStateFundedAppeal(request, token, {
    brief: 'Uy-joy nizosi',
    content: 'Uyimdan noqonuniy chiqarishmoqchi, himoyachi kerak.',
  });
  expect(appeal.status).toBe('SEND');

  const lawyer = await signedIn(browser, 'lawyer-samarqand', {
    start: '/lawyer-profile/my-appeals/appeals?kind=STATE_FUNDED',
  });
  const lp = lawyer.page;
  const row = appealRow(lp, appeal.id);
  await expect(row).toContainText('Uy-joy nizosi');
  await row.getByTestId('appeal-link').click();
  await expect(lp.getByTestId('appeal-content')).toHaveText(
    'Uyimdan noqonuniy chiqarishmoqchi, himoyachi kerak.',
  );
  await lawyer.context.close();

  await cp.goto(`/lawyer-profile/my-appeals/view/${appeal.id}`);
  await expect(cp.getByTestId('appeal-view')).toHaveAttribute('data-status', 'SEEN');
  await expect(cp.getByTestId('appeal-reads')).toBeVisible();
  await citizen.context.close();
});

test('refused on the screen, nothing saved: a disability the register does not confirm; a file renamed to .pdf', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  /** Fills the pro bono form up to its last step; `file` on the second. */
  async function fillProBono(page: Page, brief: string, file?: FilePayload) {
    await page.goto('/lawyer-profile/my-appeals/create/pro-bono');
    await choose(page, 'appeal-regions', 'Samarkand region');
    await page.keyboard.press('Escape');
    await choose(page, 'appeal-field', /./);
    await page.getByTestId('step-next').click();
    await page.getByTestId('appeal-brief').fill(brief);
    await page.getByTestId('appeal-content').fill('Nogironlik pensiyam toʻxtatildi, yordam soʻrayman.');
    if (file) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('appeal-file').click();
      await (await chooser).setFiles(file);
    }
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('appeal-passport')).not.toHaveValue('');
    await page.getByTestId('appeal-consent').check();
    await page.getByTestId('step-finish').click();
  }

  // Persona user: the register does not confirm a disability.
  const user = await signedIn(browser, 'user');
  const up = user.page;
  const brief = `Tasdiqlanmagan ${Date.now()}`;
  await fillProBono(up, brief);
  await expect(up.getByTestId('appeal-refusal')).toHaveText(
    'Your status as a person with a disability is not confirmed.',
  );
  await expect(up).toHaveURL(/\/my-appeals\/create\/pro-bono$/);
  expect((await ownAppeals(request, (await tokenOf(up))!)).filter((a) => a.brief === brief)).toEqual([]);
  await user.context.close();

  // Persona disabled-person: a program renamed to .pdf is refused by its bytes, under the file field.
  const person = await signedIn(browser, 'disabled-person');
  const pp = person.page;
  const fakeBrief = `Soxta fayl ${Date.now()}`;
  await fillProBono(pp, fakeBrief, {
    name: 'qaror.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
  });
  await expect(pp.getByTestId('appeal-refusal')).toHaveText(
    'Only a PDF file or an image (JPEG, PNG, WebP) can be attached.',
  );
  await expect(pp).toHaveURL(/\/my-appeals\/create\/pro-bono$/);
  expect((await ownAppeals(request, (await tokenOf(pp))!)).filter((a) => a.brief === fakeBrief)).toEqual([]);
  await person.context.close();
});
