/**
 * A half-year report up the chain in the browser, against the real stack. Persona
 * `director` (Tashkent city firm) makes the report of the newest half-year it has none for (so a second
 * run against the same database takes the next one back), prefilled from the structure's orders; signs it
 * in the e-signature dialog; the Tashkent city chamber (persona `region-chamber-tashkent`) returns it with a
 * reason; the director corrects it and signs again; the chamber accepts it and the region's sum grows by
 * exactly that report; the republic chamber accepts; the ministry signs it off; its QR check page
 * confirms it. Then every report route renders for its roles and is refused for the others (route-matrix).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { connectGovSim } from '@portal/test-support';
import {
  canonicalJson,
  HALF_YEAR_REPORT_FORM_KEYS,
  type HalfYearReportForms,
  startedReportPeriods,
  tashkentToday,
} from '@portal/domain';
import { expect, test } from '../support/fixtures';
import { signedIn, signInDialog, tokenOf } from '../support/legal-aid';
import { type PathContext, personaToken, routeMatrix } from '../support/route-matrix';

// The route matrix opens the report the journey makes when it ran first (or signs one itself).
test.describe.configure({ mode: 'serial' });

const TASHKENT_CITY = 14;
/** Pages load their code on first visit; on a loaded machine that takes longer than the default 10 s. */
const SLOW = { timeout: 30_000 };

async function api<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await request.get(`/api/v.1/${path}`, { headers });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

type Sums = { regions: { regionId: number; accepted: number; forms: HalfYearReportForms }[] };

test('director’s half-year report: prefilled, signed, returned, corrected, accepted up to the ministry, checked', async ({
  browser,
  baseURL,
  govSimUrl,
  request,
}) => {
  test.setTimeout(360_000);
  const dir = await signedIn(browser, 'director');
  const dp = dir.page;

  // The newest half-year the director has no report for (a re-run takes the one before).
  const own = await api<{ list: { period: { year: number; half: number } }[] }>(
    request,
    dp,
    'halfYearReport/list?limit=100',
  );
  const taken = new Set(own.list.map((r) => `${r.period.year}-${r.period.half}`));
  const period = startedReportPeriods(tashkentToday()).find((p) => !taken.has(`${p.year}-${p.half}`));
  expect(period, 'a half-year without a report is left').toBeDefined();
  const orders = await api<{ total: number }>(
    request,
    dp,
    `getInfo/employeeOrder?dateFrom=${period!.from}&dateTo=${period!.to}&limit=1`,
  );

  // 1. The director makes it: the form is prefilled from the structure's orders of that half-year.
  await dp.goto('/lawyer-profile/reports/half-yearly');
  await expect(dp.getByRole('heading', { level: 1 })).toHaveText('Half-year reports', SLOW);
  await dp.getByTestId('report-period').click();
  const label = `${period!.year}, ${period!.half === 1 ? 'January–June' : 'July–December'}`;
  await dp.getByRole('option', { name: label }).click();
  await dp.getByTestId('report-create').click();
  await dp.waitForURL('**/lawyer-profile/reports/half-yearly/update/*');
  const id = Number(new URL(dp.url()).pathname.split('/').pop());
  const ordersField = dp.getByTestId('report-field-ordersIssued');
  await expect(ordersField).toHaveValue(String(orders.total), SLOW);
  await expect(dp.getByText(`From the portal's records: ${orders.total}`).first()).toBeVisible();
  await dp.getByTestId('report-field-consultations').fill('7');
  await dp.getByTestId('report-field-trainingHours').fill('24');
  await dp.getByTestId('report-save').click();
  await dp.waitForURL(`**/lawyer-profile/reports/half-yearly/view/${id}`);
  await expect(dp.getByTestId('report-status')).toHaveText('Draft', SLOW);

  // 2. Signed with the director's key.
  await dp.getByTestId('report-sign').click();
  await signInDialog(dp, govSimUrl, 'director');
  await expect(dp.getByTestId('report-status')).toHaveText('Signed by the director', SLOW);

  // 3. The Tashkent city chamber returns it with a reason.
  const chamber = await signedIn(browser, 'region-chamber-tashkent', {
    start: `/lawyer-profile/reports/review/view/${id}`,
  });
  const cp = chamber.page;
  await expect(cp.getByTestId('report-status')).toHaveText('Signed by the director', SLOW);
  await cp.getByTestId('report-return').click();
  await cp.getByRole('dialog').getByRole('textbox').fill('Form 2: the consultations journal shows 9');
  await cp.getByRole('dialog').getByRole('button', { name: 'Return' }).click();
  await expect(cp.getByTestId('report-status')).toHaveText('Cancelled', SLOW);

  // 4. The director sees why, corrects and signs again.
  await dp.reload();
  await expect(dp.getByTestId('report-return-reason')).toContainText(
    'the consultations journal shows 9',
    SLOW,
  );
  await dp.getByTestId('report-edit').click();
  await dp.getByTestId('report-field-consultations').fill('9');
  await dp.getByTestId('report-save').click();
  await dp.waitForURL(`**/lawyer-profile/reports/half-yearly/view/${id}`);
  await expect(dp.getByTestId('report-status')).toHaveText('Draft', SLOW);
  await dp.getByTestId('report-sign').click();
  await signInDialog(dp, govSimUrl, 'director', 'remembered');
  await expect(dp.getByTestId('report-status')).toHaveText('Signed by the director', SLOW);
  const report = await api<{ forms: HalfYearReportForms }>(request, dp, `halfYearReport/${id}`);

  // 5. The chamber accepts: the region's sum grows by exactly that report, figure by figure.
  const sumsPath = `halfYearReport/sums?year=${period!.year}&half=${period!.half}`;
  const regionOf = (s: Sums) => s.regions.find((r) => r.regionId === TASHKENT_CITY)!;
  const before = regionOf(await api<Sums>(request, cp, sumsPath));
  await cp.reload();
  await cp.getByTestId('report-accept').click();
  await expect(cp.getByTestId('report-status')).toHaveText('Accepted by the regional chamber', SLOW);
  const after = regionOf(await api<Sums>(request, cp, sumsPath));
  expect(after.accepted).toBe(before.accepted + 1);
  for (const form of HALF_YEAR_REPORT_FORM_KEYS)
    for (const [field, value] of Object.entries(report.forms[form]))
      expect(
        (after.forms[form] as Record<string, number>)[field]! -
          (before.forms[form] as Record<string, number>)[field]!,
        `${form}.${field}`,
      ).toBe(value);
  // The review page shows the region's sum.
  await cp.goto(`/lawyer-profile/reports/review?period=${period!.year}-${period!.half}`);
  await cp.getByTestId('report-sums-form').getByText('Form 2').click();
  const row = cp.locator(`[data-testid="report-sum-row"][data-region-id="${TASHKENT_CITY}"]`);
  await expect(row).toContainText(String(after.forms.form2.consultations), SLOW);
  await expect(cp.locator(`[data-testid="report-row"][data-id="${id}"]`)).toBeVisible();

  // 6. The republic chamber accepts; the ministry signs it off.
  const republic = await signedIn(browser, 'republic-chamber', {
    start: `/lawyer-profile/reports/review/view/${id}`,
  });
  await republic.page.getByTestId('report-accept').click();
  await expect(republic.page.getByTestId('report-status')).toHaveText(
    'Accepted by the republic chamber',
    SLOW,
  );
  const ministry = await signedIn(browser, 'ministry', {
    start: `/lawyer-profile/reports/review/view/${id}`,
  });
  await ministry.page.getByTestId('report-accept').click();
  await expect(ministry.page.getByTestId('report-status')).toHaveText('Signed by the ministry', SLOW);

  // 7. The report's QR check page confirms it.
  const checkHref = await ministry.page.getByTestId('report-check').getAttribute('href');
  expect(checkHref).toMatch(/^\/check-service-doc\/[A-Za-z0-9_-]+$/);
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const vp = await visitor.newPage();
  await vp.goto(checkHref!);
  await expect(vp.getByTestId('check-found')).toBeVisible(SLOW);
  await expect(vp.getByTestId('check-status')).toHaveText('Haqiqiy');

  await Promise.all([
    dir.context.close(),
    chamber.context.close(),
    republic.context.close(),
    ministry.context.close(),
    visitor.close(),
  ]);
});

/** A report of persona director's the director may still edit: theirs, or one made for the oldest free half-year. */
async function directorDraft(ctx: PathContext): Promise<number> {
  type Item = { id: number; period: { year: number; half: number }; can: { update: boolean } };
  const own = await ctx.getJson<{ list: Item[] }>('/api/v.1/halfYearReport/list?limit=100');
  const editable = own.list.find((r) => r.can.update);
  if (editable) return editable.id;
  const taken = new Set(own.list.map((r) => `${r.period.year}-${r.period.half}`));
  const free = startedReportPeriods(tashkentToday())
    .reverse()
    .find((p) => !taken.has(`${p.year}-${p.half}`))!;
  const res = await ctx.request.post('/api/v.1/halfYearReport/create', {
    headers: { authorization: `Bearer ${ctx.token}` },
    data: { year: free.year, half: free.half },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/**
 * A signed report the reviewer sees: the journey's, or, when the matrix runs without it (alone, or its
 * rows filtered), the director's draft signed here with the director's key card through gov-sim's signing
 * client, as the e-signature dialog would.
 */
async function reportToReview(ctx: PathContext): Promise<number> {
  const listed = () => ctx.getJson<{ list: { id: number }[] }>('/api/v.1/halfYearReport/list?limit=1');
  const seen = await listed();
  if (seen.list.length > 0) return seen.list[0]!.id;
  const token = await personaToken(ctx.page.context().browser()!, 'director');
  expect(token, 'the director’s sign-in').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const director: PathContext = {
    ...ctx,
    token,
    getJson: async <T>(path: string) => {
      const res = await ctx.request.get(path, { headers });
      expect(res.ok(), `GET ${path} as director: ${res.status()}`).toBe(true);
      return (await res.json()) as T;
    },
  };
  const id = await directorDraft(director);
  const report = await director.getJson<{ signingContent: unknown }>(`/api/v.1/halfYearReport/${id}`);
  const sim = await connectGovSim({
    url: process.env.E2E_GOV_SIM_URL!,
    signingClientUrl: process.env.E2E_SIGNING_CLIENT_URL!,
  });
  const pkcs7 = await sim.sign('director', canonicalJson(report.signingContent));
  const signed = await ctx.request.post('/api/v.1/halfYearReport/sign', { headers, data: { id, pkcs7 } });
  expect(signed.ok(), `sign: ${signed.status()} ${await signed.text()}`).toBe(true);
  const now = await listed();
  expect(now.list.length, 'the signed report reaches the reviewer').toBeGreaterThan(0);
  return now.list[0]!.id;
}

const DIRECTOR = '/lawyer-profile/reports/half-yearly';
const REVIEW = '/lawyer-profile/reports/review';
const REVIEWERS = ['region-chamber-tashkent', 'republic-chamber', 'ministry'] as const;

routeMatrix('half-year reports', [
  {
    path: DIRECTOR,
    seenBy: ['director'],
    refusedFor: ['lawyer', 'region-chamber-tashkent', 'guest'],
    shows: 'report-create',
  },
  {
    name: `${DIRECTOR}/view/{id}`,
    path: async (ctx) => `${DIRECTOR}/view/${await directorDraft(ctx)}`,
    seenBy: ['director'],
    shows: 'report-view',
  },
  {
    name: `${DIRECTOR}/update/{id}`,
    path: async (ctx) => `${DIRECTOR}/update/${await directorDraft(ctx)}`,
    seenBy: ['director'],
    shows: 'report-form',
  },
  { path: `${DIRECTOR}/view/1`, seenBy: [], refusedFor: ['lawyer', 'ministry'] },
  { path: `${DIRECTOR}/update/1`, seenBy: [], refusedFor: ['region-chamber-tashkent', 'guest'] },
  { path: REVIEW, seenBy: REVIEWERS, refusedFor: ['director', 'lawyer', 'guest'], shows: 'report-sums' },
  {
    name: `${REVIEW}/view/{id}`,
    path: async (ctx) => `${REVIEW}/view/${await reportToReview(ctx)}`,
    seenBy: ['region-chamber-tashkent', 'ministry'],
    shows: 'report-view',
  },
  { path: `${REVIEW}/view/1`, seenBy: [], refusedFor: ['director'] },
]);
