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

test('the chamber marks on the day that a visitor came', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const chamber = await personaSession(browser, 'region-chamber', { language: 'eng' });
  const visitor = await personaSession(browser, 'lawyer', { language: 'eng' });
  try {
    const schedule = await chamberHours(request, (await personaToken(browser, 'region-chamber'))!);
    // the lawyer books today's first free slot through the API
    const today = tashkentDay(0).split('-').reverse().join('-');
    const token = (await personaToken(browser, 'lawyer'))!;
    const slots = await api(request, token, `reception/schedules/${schedule.id}/slots?day=${today}`);
    const free = (slots.slots as Json[]).find((s) => s.free);
    test.skip(!free, 'no reception slot is left today');
    const topic = `Litsenziyani tiklash ${Date.now()}`;
    await api(request, token, 'reception/book', {
      scheduleId: schedule.id,
      day: today,
      time: free!.time,
      topic,
    });

    const page = chamber.page;
    await page.goto('/lawyer-profile/reception/desk');
    const visit = page.locator(`[data-testid=reception-visit][data-topic="${topic}"]`);
    await expect(visit).toHaveAttribute('data-status', 'BOOKED');
    await visit.getByTestId('reception-came').click();
    await expect(visit).toHaveAttribute('data-status', 'CAME');
    await expect(visit.getByTestId('reception-came')).toHaveCount(0);
  } finally {
    await Promise.all([chamber.context.close(), visitor.context.close()]);
  }
});
