/**
 * The regional chamber's duty schedule (docs/domain.md "Duty schedules"): the screen in the route × role
 * matrix (axe in three themes, desktop and 390×844), and the journey: the Tashkent city chamber builds
 * next month's schedule (the demo seed leaves that month unbuilt; empty, it cannot be published), a rule
 * broken is refused with its reason, it publishes the month and changes it after (a history row), the
 * public duty table shows it, and an investigator's request on one of its days is drawn to the lawyer it
 * put on that day.
 */
import { tashkentToday } from '@portal/domain';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { persona } from '../support/identity';
import {
  api,
  choose,
  fillInvestigatorRequest,
  investigatorCase,
  signedIn,
  tokenOf,
} from '../support/legal-aid';
import { routeMatrix } from '../support/route-matrix';

routeMatrix(
  'duty schedule',
  [
    {
      path: '/lawyer-profile/duty-schedule',
      seenBy: ['region-chamber'],
      refusedFor: ['ministry', 'republic-chamber', 'lawyer', 'investigator', 'user', 'guest'],
      shows: 'duty-calendar',
    },
    {
      path: '/lawyer-profile/duty-schedule?regionId=8',
      seenBy: ['admin'],
      shows: 'duty-calendar',
    },
  ],
  { phone: true },
);

/** The month after `month` ('YYYY-MM'). */
function nextMonthOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The first day of a month with the given weekday (1 Monday … 5 Friday), as YYYY-MM-DD. */
function firstWeekday(month: string, weekday: number): string {
  for (let d = 1; ; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

/** Language ids of the reference list (the API names them in the caller's language). */
const UZBEK = 1;
const RUSSIAN = 2;

const shown = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

interface MonthLawyer {
  id: number;
  fullName: string;
  languages: { id: number; name: string }[];
  gaps: string[];
}

test('the chamber builds and publishes next month, the duty table shows it, a request draws from it', async ({
  browser,
  baseURL,
  govSimUrl,
  request,
}) => {
  // Three people sign in, one month is built and a request drawn: time for a busy machine.
  test.setTimeout(480_000);
  const month = nextMonthOf(tashkentToday(new Date()).slice(0, 7));
  const monday = firstWeekday(month, 1);
  const tuesday = firstWeekday(month, 2);

  // 1. The Tashkent city chamber opens its duty schedule: next month, not built yet.
  const chamber = await signedIn(browser, 'region-chamber-tashkent', {
    start: '/lawyer-profile/duty-schedule',
  });
  const cp = chamber.page;
  await expect(cp.getByRole('heading', { level: 1 })).toHaveText('Duty schedule', { timeout: 30_000 });
  await expect(cp.getByTestId('duty-month')).toHaveAttribute('data-status', 'NONE');
  await expect(cp.getByTestId('duty-empty')).toBeVisible();
  await expect(cp.locator(`[data-testid="duty-day"][data-date="${monday}"]`)).toContainText('Nobody on duty');
  // An empty month is not offered for publishing: the screen says what it needs first.
  await expect(cp.getByTestId('duty-publish')).toHaveCount(0);
  await expect(cp.getByTestId('duty-publish-needs-duty')).toHaveText(
    'To publish the month, put a lawyer on duty on one of its days to come.',
  );

  // Two lawyers of the region who may be on duty and work in Uzbek (what the screen's list offers).
  const listed = await api(
    chamber.context.request,
    (await tokenOf(cp))!,
    `dutySchedule/month?month=${month}`,
  );
  const ready = (listed.lawyers as MonthLawyer[]).filter(
    (l) => l.gaps.length === 0 && l.languages.some((x) => x.id === UZBEK),
  );
  expect(ready.length).toBeGreaterThanOrEqual(2);
  const [first, second] = ready as [MonthLawyer, MonthLawyer];
  const optionOf = (l: MonthLawyer) =>
    new RegExp(`^${l.fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);
  const put = async (date: string, lawyer: MonthLawyer) => {
    await choose(cp, 'duty-add-date', new RegExp(`^${shown(date)},`));
    await choose(cp, 'duty-add-lawyer', optionOf(lawyer));
    await cp.getByTestId('duty-add-submit').click();
  };

  // 2. A lawyer on Monday; the day then lacks Russian, the region's other language: a warning.
  await put(monday, first);
  const mondayCard = cp.locator(`[data-testid="duty-day"][data-date="${monday}"]`);
  // The day lists its lawyers by itself once one is put on it; its button folds the list and opens it again.
  const mondayToggle = mondayCard.getByTestId('duty-day-toggle');
  await expect(mondayToggle).toHaveText('Lawyers on duty: 1');
  await expect(mondayToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mondayCard.getByTestId('duty-day-lawyer')).toHaveCount(1);
  await expect(mondayCard.getByTestId('duty-day-lawyer')).toContainText(first.fullName);
  await mondayToggle.click();
  await expect(mondayToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mondayCard.getByTestId('duty-day-lawyer')).toHaveCount(0);
  await mondayToggle.click();
  await expect(mondayCard.getByTestId('duty-day-lawyer')).toContainText(first.fullName);
  await expect(cp.getByTestId('duty-month')).toHaveAttribute('data-status', 'DRAFT');
  if (!first.languages.some((x) => x.id === RUSSIAN)) {
    await expect(mondayCard).toHaveAttribute('data-warning', 'true');
    await expect(mondayCard.getByTestId('duty-day-uncovered')).toContainText('Russian');
  }
  await expect(cp.getByTestId('duty-warnings')).toContainText('Working days with a language no lawyer');
  await expect(cp.getByTestId('duty-publish-needs-duty')).toHaveCount(0);

  // 3. The same lawyer twice on Monday is refused with its reason, and the day keeps one.
  // (the form keeps the day and the lawyer chosen: adding again sends the same pair)
  await cp.getByTestId('duty-add-submit').click();
  await expect(cp.getByTestId('duty-add-lawyer-error')).toHaveText(
    `${first.fullName} is already on duty on this day.`,
  );
  await expect(mondayCard.getByTestId('duty-day-lawyer')).toHaveCount(1);

  // 4. Publish: the month is in force; a change after it is a row of its history.
  await cp.getByTestId('duty-publish').click();
  await cp.getByTestId('duty-publish-dialog-confirm').click();
  await expect(cp.getByTestId('duty-month')).toHaveAttribute('data-status', 'PUBLISHED');
  await expect(cp.getByTestId('duty-publish')).toHaveCount(0);
  await put(tuesday, second);
  await expect(
    cp.locator(`[data-testid="duty-day"][data-date="${tuesday}"]`).getByTestId('duty-day-lawyer'),
  ).toContainText(second.fullName);
  await expect(cp.locator('[data-testid="history-row"][data-to="PUBLISHED"]')).toHaveCount(2);
  await expect(
    cp.getByTestId('history-row').filter({ hasText: `+ ${tuesday} ${second.fullName}` }),
  ).toHaveCount(1);
  // Two days with their lawyers listed (the matrix's pages show the days folded): no serious axe violation.
  await expectAccessible(cp, { within: '#main-content', themes: ['BLIND', 'BLIND2'] });

  // 5. A visitor sees the month on the public duty table, the lawyer on Monday.
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const vp = await visitor.newPage();
  await vp.goto('/duty-table?regionId=14');
  const rows = vp.getByTestId('duty-item');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${shown(`${month}-01`)} —`);
  await rows.first().getByTestId('duty-open').click();
  await expect(vp.getByTestId('duty-day').filter({ hasText: shown(monday) })).toContainText(first.fullName);

  // 6. The investigator asks for a lawyer in Tashkent city, in Uzbek, on that Monday: the draw picks
  //    the one lawyer the chamber put on that day.
  const investigator = await persona(request, govSimUrl, 'investigator');
  const theCase = await investigatorCase(govSimUrl, investigator.pinfl, 'duty-schedule');
  const inv = await signedIn(browser, 'investigator', { start: '/lawyer-profile/investigator-requests' });
  const ip = inv.page;
  await ip.getByTestId('request-new').click();
  await fillInvestigatorRequest(ip, theCase, {
    region: 'Tashkent city',
    language: 'Uzbek',
    place: 'Toshkent shahar IIB, 4-xona',
    day: shown(monday),
    time: '10:30',
  });
  await expect(ip.getByTestId('duty-preview-row')).toHaveCount(1);
  await expect(ip.getByTestId('duty-preview-row')).toContainText(first.fullName);
  await ip.getByTestId('step-next').click();
  await ip.getByTestId('step-finish').click();
  await ip.waitForURL('**/lawyer-profile/investigator-requests/view/*');
  await expect(ip.getByTestId('draw-picked')).toHaveText(first.fullName);
  await expect(ip.getByTestId('draw-summary')).toContainText('Tashkent city');

  await Promise.all([chamber.context.close(), inv.context.close(), visitor.close()]);
});
