/**
 * The calendar: the page renders for every role that has dated items (axe in three themes, desktop and
 * 390×844) and is refused to a guest; a lawyer with an accepted investigator request sees its attendance
 * in the week, opens the request from it, creates the feed's address, and the feed's iCalendar text (read
 * without sign-in) holds the attendance.
 */
import { expect, test } from '../support/fixtures';
import { api, requestToSamarqand, tashkentDay } from '../support/legal-aid';
import { openInApp } from '../support/app-ready';
import { personaToken, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';

routeMatrix(
  'calendar',
  [
    {
      path: '/lawyer-profile/calendar',
      seenBy: [
        'lawyer',
        'director',
        'user',
        'investigator',
        'region-chamber',
        'intern',
        'expert',
        'candidate',
      ],
      refusedFor: ['guest'],
      shows: 'calendar-feed',
    },
  ],
  { phone: true },
);

test('a lawyer sees an accepted request’s attendance in the calendar, opens it and subscribes to the feed', async ({
  browser,
  request,
  govSimUrl,
}) => {
  test.setTimeout(120_000);
  // The request and its acceptance are set up through the API: the journey is the calendar's.
  const { id, theCase } = await requestToSamarqand(browser, request, govSimUrl, 'calendar', {
    place: 'Samarqand shahar IIB, 7-xona',
    time: '11:45',
    organizationName: 'Samarqand shahar IIB Tergov boshqarmasi',
  });
  const day = tashkentDay(1).split('-').reverse().join('-');
  await api(request, (await personaToken(browser, 'lawyer-samarqand'))!, 'getInfo/acceptOrgRequestNew', {
    id,
  });

  const lawyer = await personaSession(browser, 'lawyer-samarqand', { language: 'eng' });
  try {
    const page = lawyer.page;
    await page.goto(`/lawyer-profile/calendar?view=week&day=${day}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My calendar');
    const item = page.locator(`[data-testid=calendar-item][data-item-id="ATTENDANCE-${id}"]`);
    await expect(item).toContainText('11:45');
    await expect(item).toContainText(`Attendance: ${theCase.caseNumber}`);
    await expect(item).toContainText('Samarqand shahar IIB, 7-xona');
    // the accused is not named on the calendar
    await expect(item).not.toContainText(theCase.accused.fullName);
    await item.getByTestId('calendar-item-open').click();
    await page.waitForURL(`**/lawyer-profile/notifications/request/${id}`);

    await openInApp(page, `/lawyer-profile/calendar?view=week&day=${day}`);
    await page.getByTestId('calendar-feed-create').click();
    const address = await page.getByTestId('calendar-feed-url').inputValue();
    expect(address).toMatch(/\/api\/v\.1\/calendar\/ics\/[A-Za-z0-9_-]{43}$/);
    const feed = await request.get(new URL(address).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain(`UID:ATTENDANCE-${id}@legal-aid-portal`);
    expect(text).toContain(`SUMMARY:Attendance: ${theCase.caseNumber}`);
    expect(text).not.toContain(theCase.accused.fullName);

    // revoked, the address answers "gone"
    await page.getByTestId('calendar-feed-revoke').click();
    await page.getByTestId('calendar-feed-revoke-dialog-confirm').click();
    await expect(page.getByTestId('calendar-feed-state')).toHaveText('No address is active.');
    expect((await request.get(new URL(address).pathname)).status()).toBe(410);
  } finally {
    await lawyer.context.close();
  }
});
