/**
 * Reception booking: the visitor's page and the office's desk render for their roles and are refused to
 * the others (axe in three themes, desktop and 390×844); a citizen books a slot of the Samarqand chamber
 * and cancels it; the chamber marks on the day that a visitor came.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type Json, tashkentDay, typeDay } from '../support/legal-aid';
import { personaToken, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';

const RECEIVER = 'Rais oʻrinbosari Anvar Karimov';

/** The Samarqand chamber's reception hours of these tests (every day, 10-minute slots), published once. */
async function chamberHours(request: APIRequestContext, chamberToken: string): Promise<Json> {
  const { list } = await api(request, chamberToken, 'reception/hours');
  const found = (list as Json[]).find((s) => s.receiver === RECEIVER);
  if (found) return found;
  return api(request, chamberToken, 'reception/saveHours', {
    receiver: RECEIVER,
    place: 'Samarqand, Registon koʻchasi 5, 12-xona',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startTime: '00:00',
    endTime: '23:50',
    slotMinutes: 10,
  });
}

routeMatrix(
  'reception',
  [
    {
      path: '/lawyer-profile/reception',
      seenBy: ['user', 'lawyer', 'director', 'new-director'],
      refusedFor: ['region-chamber', 'investigator', 'guest'],
      shows: 'reception-mine',
    },
    {
      path: '/lawyer-profile/reception/desk',
      seenBy: ['region-chamber', 'republic-chamber', 'ministry'],
      refusedFor: ['user', 'lawyer', 'admin'],
      shows: 'reception-desk-hours',
    },
  ],
  { phone: true },
);

test('a citizen books a reception slot and cancels it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const citizen = await personaSession(browser, 'user', { language: 'eng' });
  try {
    const schedule = await chamberHours(request, (await personaToken(browser, 'region-chamber'))!);
    const page = citizen.page;
    await page.goto('/lawyer-profile/reception');
    await page.getByTestId('reception-schedule').selectOption(String(schedule.id));
    await expect(page.getByTestId('reception-hours')).toContainText('Registon');
    await typeDay(page, 'reception-day', tashkentDay(2));
    const slot = page.locator('[data-testid=reception-slot]:not([disabled])').first();
    const time = await slot.getAttribute('data-time');
    await page.locator(`label[for="${await slot.getAttribute('id')}"]`).click();
    await page.getByTestId('reception-topic').fill('Davlat hisobidan advokat olish tartibi');
    await page.getByTestId('reception-book-submit').click();
    const row = page.getByTestId('reception-booking').filter({ hasText: 'Davlat hisobidan' }).first();
    await expect(row).toHaveAttribute('data-status', 'BOOKED');
    await expect(row).toContainText(time!);

    await row.getByTestId('reception-cancel').click();
    await page.getByTestId('reception-cancel-dialog-confirm').click();
    await expect(row).toHaveAttribute('data-status', 'CANCELLED');
    await expect(row.getByTestId('reception-cancel')).toHaveCount(0);
  } finally {
    await citizen.context.close();
  }
});

/**
 * How far to move the API's clock so that it reads 09:00 in Tashkent, within the next 24 hours: a visit
 * booked and marked at that moment always finds the day's first slots free, whatever the time the tests
 * run (at 23:40 in Tashkent today has no slot left).
 */
function untilTashkentMorning(): number {
  const tashkentNow = Date.now() + 5 * 3600_000;
  const morning = Math.floor(tashkentNow / 86_400_000) * 86_400_000 + 9 * 3600_000;
  return (morning > tashkentNow ? morning : morning + 86_400_000) - tashkentNow;
}

test('the chamber marks on the day that a visitor came', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const chamber = await personaSession(browser, 'region-chamber', { language: 'eng' });
  try {
    const schedule = await chamberHours(request, (await personaToken(browser, 'region-chamber'))!);
    // the lawyer books the first slot of that morning through the API, on the API's moved clock
    const offset = untilTashkentMorning();
    const clock = { 'x-test-clock-offset-ms': String(offset) };
    const day = new Date(Date.now() + offset + 5 * 3600_000).toISOString().slice(0, 10);
    const headers = { ...clock, authorization: `Bearer ${(await personaToken(browser, 'lawyer'))!}` };
    const slots = await request.get(`/api/v.1/reception/schedules/${schedule.id}/slots?day=${day}`, {
      headers,
    });
    const free = ((await slots.json()).slots as Json[]).find((s) => s.free);
    expect(free, `a free slot on ${day}`).toBeTruthy();
    const topic = `Litsenziyani tiklash ${Date.now()}`;
    const booked = await request.post('/api/v.1/reception/book', {
      headers,
      data: { scheduleId: schedule.id, day, time: free!.time, topic },
    });
    expect(booked.ok(), await booked.text()).toBe(true);

    // the desk reads the same moved clock: the visit's day is its today, so the visit can be marked
    const page = chamber.page;
    await page.setExtraHTTPHeaders(clock);
    await page.goto('/lawyer-profile/reception/desk');
    await typeDay(page, 'reception-desk-day-field', day.split('-').reverse().join('-'));
    const visit = page.locator(`[data-testid=reception-visit][data-topic="${topic}"]`);
    await expect(visit).toHaveAttribute('data-status', 'BOOKED');
    await visit.getByTestId('reception-came').click();
    await expect(visit).toHaveAttribute('data-status', 'CAME');
    await expect(visit.getByTestId('reception-came')).toHaveCount(0);
  } finally {
    await chamber.context.close();
  }
});
