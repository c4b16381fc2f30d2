/**
 * The cabinet's home page for each of the eleven roles: its heading, what awaits the person (or that
 * nothing does), their main actions, no serious axe violation in the three themes (and at a phone's size
 * in USUAL); a pending line links to the list that holds its records, filtered to them.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CABINET, homeActionsFor } from '@portal/contracts';
import { connectGovSim } from '@portal/test-support';
import { canonicalJson, ROLE_PERMISSIONS, startedReportPeriods, tashkentToday } from '@portal/domain';
import { expectAccessible } from '../support/axe';
import { newExpertiseRequest } from '../support/expertise';
import { expect, test } from '../support/fixtures';
import { type PersonaKey, ROLE_PERSONAS } from '../support/identity';
import { api, type Json, requestToSamarqand, tashkentDay } from '../support/legal-aid';
import { openInApp } from '../support/app-ready';
import { onKeptPage, personaToken } from '../support/route-matrix';

/** The home page's line of pending work `key`, once it shows with its label. */
async function pendingLine(page: Page, key: string, label: string | RegExp) {
  const line = page.getByTestId(`pending-${key}`);
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(line).toContainText(label);
  return line;
}

/**
 * `check` on the persona's cabinet home page, opened after the test's set-up on the persona's kept page
 * (route-matrix.ts onKeptPage: no new context, no page load when the worker has it open): from their
 * profile page, so that a page already on the home page shows it again and asks anew what awaits them.
 */
async function onFreshHome(browser: Browser, persona: PersonaKey, check: (page: Page) => Promise<void>) {
  await onKeptPage(browser, persona, '/lawyer-profile/profile-info', async (page) => {
    await openInApp(page, '/lawyer-profile');
    await check(page);
  });
}

/**
 * The list the pending line opened holds record `id` (its row `row`, identified by `idAttribute`) in `status`,
 * and shows only records in that status: the filter the line linked to is applied.
 */
async function expectFilteredTo(page: Page, row: string, idAttribute: string, id: unknown, status: string) {
  await expect(page.locator(`[data-testid=${row}][${idAttribute}="${id}"]`)).toHaveAttribute(
    'data-status',
    status,
  );
  const statuses = await page
    .getByTestId(row)
    .evaluateAll((all) => all.map((r) => r.getAttribute('data-status')));
  for (const shown of statuses) expect(shown).toBe(status);
}

/** A reception slot the persona books through the API, two days ahead at the Samarqand chamber: its booking. */
async function bookedVisit(browser: Browser, request: APIRequestContext, persona: PersonaKey, topic: string) {
  const chamber = (await personaToken(browser, 'region-chamber'))!;
  const receiver = 'Rais oʻrinbosari Anvar Karimov';
  const { list } = await api(request, chamber, 'reception/hours');
  const schedule =
    (list as Json[]).find((h) => h.receiver === receiver) ??
    (await api(request, chamber, 'reception/saveHours', {
      receiver,
      place: 'Samarqand, Registon koʻchasi 5, 12-xona',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTime: '00:00',
      endTime: '23:50',
      slotMinutes: 10,
    }));
  const token = (await personaToken(browser, persona))!;
  const day = tashkentDay(2).split('-').reverse().join('-');
  const { slots } = await api(request, token, `reception/schedules/${schedule.id}/slots?day=${day}`);
  const free = (slots as Json[]).find((slot) => slot.free)!;
  return {
    token,
    booking: await api(request, token, 'reception/book', {
      scheduleId: schedule.id,
      day,
      time: free.time,
      topic,
    }),
  };
}

/**
 * A half-year report at the ministry's step: the new director's (a director who is no lawyer) of the oldest
 * half-year they have none for, signed with their key card through gov-sim's signing client (as the
 * e-signature dialog would), accepted by the Samarqand chamber and the republic chamber. Its id and period.
 */
async function reportAtMinistry(browser: Browser, request: APIRequestContext) {
  const director = (await personaToken(browser, 'new-director'))!;
  const own = await api(request, director, 'halfYearReport/list?limit=100');
  const taken = new Set((own.list as Json[]).map((r) => `${r.period.year}-${r.period.half}`));
  const period = startedReportPeriods(tashkentToday())
    .reverse()
    .find((p) => !taken.has(`${p.year}-${p.half}`))!;
  const { id } = await api(request, director, 'halfYearReport/create', {
    year: period.year,
    half: period.half,
  });
  const { signingContent } = await api(request, director, `halfYearReport/${id}`);
  const sim = await connectGovSim({
    url: process.env.E2E_GOV_SIM_URL!,
    signingClientUrl: process.env.E2E_SIGNING_CLIENT_URL!,
  });
  const pkcs7 = await sim.sign('new-director', canonicalJson(signingContent));
  await api(request, director, 'halfYearReport/sign', { id, pkcs7 });
  for (const reviewer of ['region-chamber', 'republic-chamber'] as const)
    await api(request, (await personaToken(browser, reviewer))!, 'halfYearReport/accept', { id });
  return { id: id as number, period: `${period.year}-${period.half}` };
}

/** This spec's request for a lawyer, drawn to `lawyer-samarqand`: its id and the investigator's token. */
const drawnRequest = (browser: Browser, request: APIRequestContext, govSimUrl: string) =>
  requestToSamarqand(browser, request, govSimUrl, 'cabinet-home', {
    place: 'Samarqand shahar IIB, 9-xona',
    time: '15:30',
    organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
  });

/**
 * A checklist at the investigator's step: the request drawn to `lawyer-samarqand`, accepted, its checklist
 * of today's work made, signed with the lawyer's key card through gov-sim's signing client and sent for
 * agreement. Its id and the investigator's token.
 */
async function checklistForAgreement(browser: Browser, request: APIRequestContext, govSimUrl: string) {
  const { id, investigator } = await drawnRequest(browser, request, govSimUrl);
  const lawyer = (await personaToken(browser, 'lawyer-samarqand'))!;
  await api(request, lawyer, 'getInfo/acceptOrgRequestNew', { id });
  const today = tashkentDay().split('-').reverse().join('-');
  const checklist = await api(request, lawyer, 'checkList/create', {
    requestId: id,
    licenseTypeId: 1,
    legalAidId: 2,
    languageId: 3,
    attendanceDate: today,
    participations: [{ date: today, rateId: 2 }],
    travelExpensesTiyin: 0,
  });
  const { signingContent } = await api(request, lawyer, `checkList/get-by-id/${checklist.id}`);
  const sim = await connectGovSim({
    url: process.env.E2E_GOV_SIM_URL!,
    signingClientUrl: process.env.E2E_SIGNING_CLIENT_URL!,
  });
  const pkcs7 = await sim.sign('lawyer-samarqand', canonicalJson(signingContent));
  await api(request, lawyer, 'checkList/signing', { id: checklist.id, pkcs7 });
  await api(request, lawyer, 'checkList/sendForAgreed', { id: checklist.id });
  return { checklistId: checklist.id as number, investigator };
}

test.describe('cabinet home page', () => {
  for (const [persona, role] of ROLE_PERSONAS) {
    test(`${role}: the home page says what awaits and offers the main actions; axe in three themes`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      await onKeptPage(browser, persona, '/lawyer-profile', async (page) => {
        const home = page.getByTestId('cabinet-home');
        await expect(home).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
        await expect(page.getByTestId('sidebar-home')).toHaveAttribute('aria-current', 'page');
        await expect(
          page.locator('[data-testid^="pending-link-"]').or(page.getByTestId('home-nothing-pending')).first(),
        ).toBeVisible();
        const actions = homeActionsFor(role, ROLE_PERMISSIONS[role], CABINET);
        expect(actions.length, 'a main action at least').toBeGreaterThan(0);
        for (const action of actions)
          await expect(page.getByTestId(`home-action-${action.id}`)).toHaveAttribute('href', action.path);
        await expectAccessible(page, { within: '#main-content', themes: ['BLIND', 'BLIND2'] });
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(home).toBeVisible();
        await expectAccessible(page, { within: '#main-content' });
      });
    });
  }

  test("DIRECTOR: the half-year report due is on the home page with its day and opens the structure's reports", async ({
    browser,
  }) => {
    await onFreshHome(browser, 'director', async (page) => {
      // the report late (the last half-year not handed in) or the one due next, with its day
      const line = await pendingLine(page, 'report-due', /(Due|Was due) \d{2}-\d{2}-\d{4}/);
      await expect(page.getByTestId('home-next-dates')).toContainText('Half-year report to hand in');
      await line.getByTestId('pending-link-report-due').click();
      await expect(page).toHaveURL(/\/lawyer-profile\/reports\/half-yearly$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Half-year reports');
    });
  });

  for (const persona of ['user', 'new-director'] as const)
    test(`${persona === 'user' ? 'USER' : 'NEW_DIRECTOR'}: a booked reception visit is on the home page with its time and opens the reception page holding it`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const topic = `Uy sahifasi: qabul ${persona} ${Date.now()}`;
      const { token, booking } = await bookedVisit(browser, request, persona, topic);
      try {
        await onFreshHome(browser, persona, async (page) => {
          const line = await pendingLine(page, 'reception-visits', 'Your booked reception visits');
          await expect(page.getByTestId('home-next-dates')).toContainText('Your booked reception visits');
          await line.getByTestId('pending-link-reception-visits').click();
          await expect(page).toHaveURL(/\/lawyer-profile\/reception$/);
          const row = page.getByTestId('reception-booking').filter({ hasText: topic });
          await expect(row).toHaveAttribute('data-status', 'BOOKED');
        });
      } finally {
        await request.post('/api/v.1/reception/cancel', {
          headers: { authorization: `Bearer ${token}` },
          data: { id: booking.id },
        });
      }
    });

  // Each reviewer of lawyers' requests is told of a new one from a lawyer they review (a lawyer of the
  // regional chamber's own region), and the line opens their inbox filtered to new requests.
  for (const [reviewer, role, lawyer] of [
    ['admin', 'ADMIN', 'lawyer'],
    ['region-chamber', 'REGION_CHAMBER', 'lawyer-samarqand'],
    ['republic-chamber', 'REPUBLIC_CHAMBER', 'lawyer-free'],
  ] as const)
    test(`${role}: a lawyer's new request is on the home page and opens the requests inbox filtered to new ones`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const lawyerToken = (await personaToken(browser, lawyer))!;
      const reviewerToken = (await personaToken(browser, reviewer))!;
      const { id } = await api(request, lawyerToken, 'getInfo/changeRequest', {
        requestTypeId: 7,
        reason: `e2e: the home page's line ${Date.now()}`,
      });
      try {
        await onFreshHome(browser, reviewer, async (page) => {
          const line = await pendingLine(page, 'requests-to-review', 'New requests from lawyers to review');
          await line.getByTestId('pending-link-requests-to-review').click();
          await expect(page).toHaveURL(/\/lawyer-profile\/lawyer-requests\?status=SEND$/);
          await expectFilteredTo(page, 'request-row', 'data-request-id', id, 'SEND');
        });
      } finally {
        await api(request, reviewerToken, 'getInfo/requestSeen', { id });
        await api(request, reviewerToken, 'getInfo/cancelRequest', {
          id,
          reason: 'e2e: a leftover of the home page test',
        });
      }
    });

  test('EXPERT: a request sent to the organization is on the home page and opens the queue filtered to new ones', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await newExpertiseRequest(request, (await personaToken(browser, 'lawyer-samarqand-2'))!);
    await onFreshHome(browser, 'expert', async (page) => {
      const line = await pendingLine(page, 'expertise-to-take', 'New expertise requests to take');
      await line.getByTestId('pending-link-expertise-to-take').click();
      await expect(page).toHaveURL(/\/lawyer-profile\/expertise\?status=NEW$/);
      await expectFilteredTo(page, 'expertise-row', 'data-expertise-id', id, 'NEW');
    });
  });
  test('MINISTRY: a report the republic chamber accepted is on the home page and opens the review list on its half-year', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { id, period } = await reportAtMinistry(browser, request);
    try {
      await onFreshHome(browser, 'ministry', async (page) => {
        const line = await pendingLine(page, 'reports-to-review', 'Reports awaiting your review');
        await line.getByTestId('pending-link-reports-to-review').click();
        await expect(page).toHaveURL(new RegExp(`/lawyer-profile/reports/review\\?period=${period}$`));
        await expect(page.locator(`[data-testid=report-row][data-id="${id}"]`)).toHaveAttribute(
          'data-status',
          'REPUBLIC_PALATA_ACCEPTED',
        );
      });
    } finally {
      // the ministry signs it off, so a run again takes the next half-year
      await api(request, (await personaToken(browser, 'ministry'))!, 'halfYearReport/accept', { id });
    }
  });

  test('LAWYER: a request drawn to them is on the home page with the time left and opens their requests filtered to those awaiting an answer', async ({
    browser,
    request,
    govSimUrl,
  }) => {
    test.setTimeout(120_000);
    const { id, investigator } = await drawnRequest(browser, request, govSimUrl);
    try {
      await onFreshHome(browser, 'lawyer-samarqand', async (page) => {
        const line = await pendingLine(
          page,
          'requests-to-accept',
          'Requests for a lawyer awaiting your answer',
        );
        await expect(line.getByTestId('pending-count')).toHaveText(/^[1-9]\d*$/);
        // half an hour to answer: the hours left, with the moment it runs out
        await expect(line).toContainText(/0 h left \(until \d{2}-\d{2}-\d{4} \d{2}:\d{2}\)/);
        await line.getByTestId('pending-link-requests-to-accept').click();
        await expect(page).toHaveURL(/\/lawyer-profile\/notifications\?tab=requests&status=SEND$/);
        await expect(page.getByTestId('tab-requests')).toHaveAttribute('aria-selected', 'true');
        await expectFilteredTo(page, 'request-row', 'data-request-id', id, 'SEND');
      });
    } finally {
      await api(request, investigator, 'getInfo/cancelOrgRequestNew', {
        id,
        reason: 'e2e: a leftover of the home page test',
      });
    }
  });

  test('INVESTIGATOR: a checklist sent for agreement is on the home page and opens the checklists filtered to those to agree', async ({
    browser,
    request,
    govSimUrl,
  }) => {
    test.setTimeout(150_000);
    const { checklistId, investigator } = await checklistForAgreement(browser, request, govSimUrl);
    try {
      await onFreshHome(browser, 'investigator', async (page) => {
        const line = await pendingLine(page, 'checklists-to-agree', 'Checklists awaiting your agreement');
        await expect(line.getByTestId('pending-count')).toHaveText(/^[1-9]\d*$/);
        await line.getByTestId('pending-link-checklists-to-agree').click();
        await expect(page).toHaveURL(/\/lawyer-profile\/checklists\?status=FOR_AGREED$/);
        await expectFilteredTo(page, 'checklist-row', 'data-checklist-id', checklistId, 'FOR_AGREED');
      });
    } finally {
      // agreed, as the investigator would: the line goes and the request completes
      await api(request, investigator, 'checkList/agreed', { id: checklistId });
    }
  });

  test('INTERN: the internship is on the home page with its end day and opens their internship', async ({
    browser,
    request,
  }) => {
    const own = (await api(
      request,
      (await personaToken(browser, 'intern'))!,
      'intern/own',
    )) as unknown as Json[];
    const active = own.find((i) => i.status === 'ACTIVE')!;
    expect(active, 'the demo intern trains at a structure').toBeDefined();
    const endDay = (active.endDate as string).split('-').reverse().join('-');
    await onFreshHome(browser, 'intern', async (page) => {
      const line = await pendingLine(page, 'internship-ends', 'Your internship ends');
      await expect(line).toContainText(`Due ${endDay}`);
      await expect(page.getByTestId('home-next-dates')).toContainText(`${endDay} Your internship ends`);
      await line.getByTestId('pending-link-internship-ends').click();
      await expect(page).toHaveURL(/\/lawyer-profile\/application\/my-intern$/);
      const row = page.getByTestId('my-internships-row').filter({ hasText: active.contragent.name });
      await expect(row).toHaveAttribute('data-status', 'ACTIVE');
      await expect(row).toContainText(endDay);
    });
  });
});
