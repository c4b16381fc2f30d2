/**
 * A bar candidate's filing and internship, and the candidates' routes per role, through the real stack
 * in Chromium.
 *
 * Journey: the persona `candidate` (Samarqand, no conviction) uploads two photos 3×4 and files the
 * passport and the diploma; the interior ministry finds no conviction (PENDING); the Samarqand chamber
 * (`region-chamber`) sets the interview, opens it and marks PASSED; the candidate applies to an
 * internship vacancy of the `director`'s structure; the director accepts; the person signs in again as
 * INTERN and sees my-intern/{id}. The vacancy and the acceptance are set up through the API (the
 * vacancy journey tests them in the browser); re-runnable: an internship or a filing under way left by an earlier run is
 * ended first through the API.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { jpegPhoto } from '@portal/test-support';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { persona, signInAs } from '../support/identity';
import { api, choose, type Json, signedIn, tashkentDay, tokenOf, typeDay } from '../support/legal-aid';

const THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;

/** A new context signed in through OneID now (the role is decided at sign-in), in English. */
async function freshSignIn(browser: Browser, govSimUrl: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
  const page = await context.newPage();
  await signInAs(page, govSimUrl, 'candidate');
  await page.waitForURL(/\/lawyer-profile(\/|$|\?)/);
  await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', /\w/);
  return { context, page, token: (await tokenOf(page))! };
}

/** Ends what an earlier run left: the candidate's internship (director) and a filing under way (chamber). */
async function resetCandidate(
  request: APIRequestContext,
  tokens: { chamber: string; director: string },
  pinfl: string,
) {
  const interns = await api(request, tokens.director, 'intern/list?status=ACTIVE&limit=100');
  for (const i of interns.list as Json[])
    if (i.person.pinfl === pinfl)
      await api(request, tokens.director, 'intern/terminate', {
        id: i.id,
        reason: 'e2e: a leftover of a run',
      });
  const res = await request.post('/api/v.1/getInfo/findNewLawyerByPnfl', {
    headers: { authorization: `Bearer ${tokens.chamber}` },
    data: { pnfl: pinfl },
  });
  if (!res.ok()) return;
  let filing = (await res.json()) as Json;
  if (filing.status === 'PENDING')
    filing = await api(request, tokens.chamber, 'candidateDocument/interview/set', {
      id: filing.id,
      at: new Date(Date.now() + 86_400_000).toISOString(),
      place: 'e2e',
    });
  if (filing.status === 'MEETING')
    await api(request, tokens.chamber, 'candidateDocument/interview/result', {
      id: filing.id,
      result: 'ABSENT',
    });
  if (filing.status === 'MEETING_PROCESS')
    await api(request, tokens.chamber, 'candidateDocument/interview/result', {
      id: filing.id,
      result: 'FAILED',
    });
}

async function attach(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles(file);
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
});

test('journey 2: a candidate files with two photos, passes the conviction check and the interview, is accepted as intern and sees my-intern', async ({
  browser,
  request,
  govSimUrl,
}) => {
  // About 60 s on a quiet machine; the budget leaves room for a loaded runner (five pages, three sign-ins:
  // 300 s ran out on the last sign-in with two workers on a machine loaded 9 over 2 cores).
  test.setTimeout(420_000);
  const [chamber, director] = await Promise.all([
    signedIn(browser, 'region-chamber'),
    signedIn(browser, 'director'),
  ]);
  const tokens = { chamber: (await tokenOf(chamber.page))!, director: (await tokenOf(director.page))! };
  const me = await persona(request, govSimUrl, 'candidate');
  const surname = me.fullName.split(' ')[0]!;
  await resetCandidate(request, tokens, me.pinfl);

  // The candidate: two photos 3×4 taken a month ago, then the passport and the diploma.
  const candidate = await freshSignIn(browser, govSimUrl);
  const c = candidate.page;
  await c.goto('/lawyer-profile/application/form');
  const taken = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const n of [1, 2])
    await attach(c, `candidate-photo-${n}`, {
      name: `photo-${n}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpegPhoto(300, 400, taken),
    });
  await c.getByTestId('candidate-photos-submit').click();
  await expect(c.getByTestId('candidate-photos-kept')).toBeVisible();
  await choose(c, 'candidate-region', /Samarkand/);
  await c.getByTestId('candidate-licence-types').click();
  await c.getByRole('option').first().click();
  await c.keyboard.press('Escape');
  await attach(c, 'candidate-doc-PASSPORT', pdf('passport.pdf'));
  await attach(c, 'candidate-doc-DIPLOMA', pdf('diploma.pdf'));
  await c.getByTestId('candidate-filing-submit').click();
  // The interior ministry found no conviction: the filing waits for its interview.
  const record = c.getByTestId('candidate-record');
  await expect(record).toHaveAttribute('data-status', 'PENDING');
  const id = Number(await record.getAttribute('data-candidate-id'));
  await expectAccessible(c, { within: '#main-content' });

  // The Samarqand chamber finds it, sets the interview, opens it and marks PASSED.
  const ch = chamber.page;
  await ch.goto(`/lawyer-profile/candidates?search=${encodeURIComponent(surname)}`);
  await ch
    .getByRole('link', { name: new RegExp(surname) })
    .first()
    .click();
  await expect(ch).toHaveURL(new RegExp(`/lawyer-profile/candidates/${id}$`));
  await ch.getByTestId('candidate-set-interview').click();
  await typeDay(ch, 'interview-day', tashkentDay(1));
  await ch.getByTestId('interview-place').fill('Samarqand hududiy palatasi, 3-xona');
  await ch.getByTestId('interview-save').click();
  const chRecord = ch.getByTestId('candidate-record');
  await expect(chRecord).toHaveAttribute('data-status', 'MEETING');
  await ch.getByTestId('candidate-start-interview').click();
  await expect(chRecord).toHaveAttribute('data-status', 'MEETING_PROCESS');
  await expectAccessible(ch, { within: '#main-content' });
  await ch.getByTestId('candidate-pass').click();
  await ch.getByTestId('result-save').click();
  await expect(chRecord).toHaveAttribute('data-status', 'PASSED');

  // The candidate's own page (currentLawyerCandidate) shows where the filing stands, with its history.
  await c.goto('/lawyer-profile/applicant');
  const filing = c.getByTestId('applicant-filing');
  await expect(filing).toContainText('Interview passed');
  await expect(filing).toContainText('Samarqand hududiy palatasi, 3-xona');
  await expect(filing.getByTestId('history-row')).toHaveCount(6);

  // The candidate applies to an internship vacancy of the director's structure; the director accepts.
  const vacancy = await api(request, tokens.director, 'vacancy/create', {
    type: 'INTERNSHIP',
    count: 1,
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    paid: false,
    description: 'e2e: internship',
  });
  const application = await api(request, candidate.token, 'vacancy-application/create', {
    vacancyId: vacancy.id,
    contragentId: vacancy.contragent.id,
    applicationTypeId: 1,
  });
  await api(request, tokens.director, 'vacancy-application/accept', { id: application.id });
  await candidate.context.close();

  // Signed in again, the person is an INTERN and sees their internship.
  const intern = await freshSignIn(browser, govSimUrl);
  const i = intern.page;
  await expect(i.getByTestId('cabinet')).toHaveAttribute('data-role', 'INTERN');
  await i.goto('/lawyer-profile/application/my-intern');
  await i.getByTestId('my-internships-row').getByRole('link').first().click();
  await expect(i).toHaveURL(/\/lawyer-profile\/application\/my-intern\/\d+$/);
  await expect(i.getByTestId('internship-record')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(i.getByTestId('internship-structure')).toContainText(vacancy.contragent.name);
  await expectAccessible(i, { themes: THEMES, within: '#main-content', restore: false });
  await intern.context.close();
});
