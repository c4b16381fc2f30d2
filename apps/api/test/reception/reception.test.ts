/**
 * Reception booking over HTTP: a regional chamber publishes its hours, visitors book slots (twenty at
 * once on one slot: one booking, the others told in their language), cancel until two hours before, and
 * the chamber marks on the day who came. Every refusal is localized and stores nothing.
 */
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { resources } from '@portal/i18n';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { notifications, receptionBookings, statusHistory } from '../../src/db/schema';
import { jobHandlers } from '../../src/jobs/handlers';
import { TEST_CLOCK_HEADER } from '../../src/plugins/request-clock';
import { someone } from '../helpers/legal-aid-fixtures';
import { RECEPTION_HOURS } from '../helpers/reception';
import { buildWorld, member, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { sim, ctx, w, call, ok } = useWorld(buildWorld, { env: { TEST_CLOCK_OFFSET_HEADER: 'true' } });

const today = tashkentToday(new Date());
const tomorrow = tashkentToday(tashkentDayStart(today, 1));
const dayAfter = tashkentToday(tashkentDayStart(today, 2));
/** The request clock moved to a Tashkent moment (within the week the header allows). */
const at = (day: string, time: string) => ({
  [TEST_CLOCK_HEADER]: String(new Date(`${day}T${time}:00+05:00`).getTime() - Date.now()),
});

let scheduleId: number;
let visitors: Member[];

beforeAll(async () => {
  scheduleId = (await ok(w.regionChamber, 'POST', 'reception/saveHours', RECEPTION_HOURS)).id;
  visitors = await Promise.all(Array.from({ length: 20 }, (_, i) => member(ctx.db, someone(200 + i))));
});

const book = (who: Member, time: string, lang = 'eng', extra: Record<string, unknown> = {}) =>
  call(
    who,
    'POST',
    'reception/book',
    { scheduleId, day: tomorrow, time, topic: 'Advokat tanlash boʻyicha maslahat', ...extra },
    { 'accept-language': lang },
  );

async function stored() {
  const [[bookings], [history], [notices]] = await Promise.all([
    ctx.db.select({ n: count() }).from(receptionBookings),
    ctx.db
      .select({ n: count() })
      .from(statusHistory)
      .where(eq(statusHistory.entityType, 'reception-booking')),
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.entityType, 'reception-booking')),
  ]);
  return { bookings: bookings!.n, history: history!.n, notices: notices!.n };
}

describe('reception booking', () => {
  it('shows the published hours to visitors and a day’s slots, and the hours only to their own office', async () => {
    const { list } = await ok(w.user, 'GET', 'reception/schedules');
    expect(list).toEqual([
      expect.objectContaining({
        id: scheduleId,
        office: 'REGION_CHAMBER',
        receiver: RECEPTION_HOURS.receiver,
      }),
    ]);
    expect(list[0].region.name).toBe('Samarkand region');
    const slots = await ok(w.user, 'GET', `reception/schedules/${scheduleId}/slots?day=${tomorrow}`);
    expect(slots.slots.map((s: { time: string; free: boolean }) => [s.time, s.free])).toEqual([
      ['09:00', true],
      ['09:20', true],
      ['09:40', true],
    ]);
    expect((await ok(w.regionChamber, 'GET', 'reception/hours')).list).toHaveLength(1);
    expect((await ok(w.republicChamber, 'GET', 'reception/hours')).list).toEqual([]);
    expect((await call(w.user, 'GET', 'reception/hours')).status).toBe(403);
  });

  it('gives one slot wanted by twenty visitors at once to one of them; the others are told why', async () => {
    const before = await stored();
    const langs = ['lt', 'uz', 'ru', 'eng'];
    const answers = await Promise.all(visitors.map((v, i) => book(v, '09:40', langs[i % 4])));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.map((a, i) => ({ ...a, lang: langs[i % 4]! })).filter((a) => a.status !== 200);
    expect(lost).toHaveLength(19);
    const messages = Object.fromEntries(lost.map((a) => [a.lang, [a.status, a.body.message]]));
    expect(messages).toEqual({
      lt: [409, 'Bu vaqtni hozirgina boshqa kishi band qildi. Boshqa boʻsh vaqtni tanlang.'],
      uz: [409, expect.stringMatching(/^Бу вақтни ҳозиргина/)],
      ru: [409, 'Это время только что занял другой посетитель. Выберите другое свободное время.'],
      eng: [409, 'Someone has just booked this time. Choose another free time.'],
    });
    expect(await stored()).toEqual({
      bookings: before.bookings + 1,
      history: before.history + 1,
      notices: before.notices + 1,
    });
    const slots = await ok(w.user, 'GET', `reception/schedules/${scheduleId}/slots?day=${tomorrow}`);
    expect(slots.slots.find((s: { time: string }) => s.time === '09:40').free).toBe(false);
  });

  it('refuses a time off the hours, a day off and a second booking the same day, and stores nothing', async () => {
    await ok(w.regionChamber, 'POST', 'reception/saveHours', {
      ...RECEPTION_HOURS,
      id: scheduleId,
      daysOff: [dayAfter],
    });
    const first = await book(w.colleague, '09:00');
    expect(first.status).toBe(200);
    const before = await stored();
    const refusals: [string, () => ReturnType<typeof book>, number, string][] = [
      ['off the grid', () => book(w.user, '09:10'), 400, 'There is no free reception time then'],
      ['after the hours', () => book(w.user, '10:00'), 400, 'There is no free reception time then'],
      ['a day off', () => book(w.user, '09:00', 'eng', { day: dayAfter }), 400, 'There is no free'],
      ['a second the same day', () => book(w.colleague, '09:20'), 409, 'You already have a booking'],
      ['a taken slot', () => book(w.user, '09:00'), 409, 'Someone has just booked this time.'],
    ];
    for (const [what, send, status, text] of refusals) {
      const res = await send();
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toContain(text);
    }
    const ru = await book(w.user, '09:10', 'ru');
    expect(ru.body.message).toBe('На это время приёма нет: выберите одно из предложенных');
    expect(await stored()).toEqual(before);
    // the colleague's booking is kept for the chamber's day below
  });

  it('lets a visitor cancel until two hours before, and frees the slot', async () => {
    const mine = await book(w.director, '09:20');
    expect(mine.status).toBe(200);
    const id = mine.body.id;
    expect(mine.body).toMatchObject({ status: 'BOOKED', time: '09:20', can: { cancel: true } });
    const late = await call(
      w.director,
      'POST',
      'reception/cancel',
      { id },
      {
        ...at(tomorrow, '07:30'),
        'accept-language': 'ru',
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Отменить запись можно не позднее чем за 2 ч до времени приёма');
    expect((await ok(w.director, 'GET', 'reception/mine')).list[0]).toMatchObject({ id, status: 'BOOKED' });
    // another visitor cannot cancel it: it is not theirs
    expect((await call(w.user, 'POST', 'reception/cancel', { id })).status).toBe(404);
    const cancelled = await call(w.director, 'POST', 'reception/cancel', { id }, at(tomorrow, '07:00'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', can: { cancel: false } });
    // the slot is free again
    expect((await book(w.user, '09:20')).status).toBe(200);
  });

  it('lets the chamber mark on the day who came, and no other office', async () => {
    const [visit] = await ctx.db
      .select({ id: receptionBookings.id })
      .from(receptionBookings)
      .where(and(eq(receptionBookings.personId, w.colleague.personId), eq(receptionBookings.day, tomorrow)));
    const mark = (who: Member, outcome: string, headers: Record<string, string> = {}) =>
      call(who, 'POST', 'reception/mark', { id: visit!.id, outcome }, headers);
    const early = await mark(w.regionChamber, 'CAME');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A visit is marked on its day, not before');
    expect((await mark(w.republicChamber, 'CAME', at(tomorrow, '09:30'))).status).toBe(404);
    const day = await call(
      w.regionChamber,
      'GET',
      `reception/day?day=${tomorrow}`,
      undefined,
      at(tomorrow, '09:30'),
    );
    expect(day.body.list.map((v: { time: string; topic: string; can: { mark: boolean } }) => v.time)).toEqual(
      ['09:00', '09:20', '09:40'],
    );
    expect(day.body.list[0]).toMatchObject({
      topic: 'Advokat tanlash boʻyicha maslahat',
      can: { mark: true },
    });
    const marked = await mark(w.regionChamber, 'CAME', at(tomorrow, '09:30'));
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: 'CAME', can: { mark: false } });
    const again = await mark(w.regionChamber, 'NO_SHOW', at(tomorrow, '09:31'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is no longer active');
  });

  it('confirms a booking in the portal and by SMS through the gateway, in the visitor’s language', async () => {
    await ok(w.regionChamber, 'POST', 'reception/saveHours', {
      ...RECEPTION_HOURS,
      id: scheduleId,
      daysOff: [],
    });
    const visitor = visitors[5]!;
    const res = await call(
      visitor,
      'POST',
      'reception/book',
      { scheduleId, day: dayAfter, time: '09:00', topic: 'Maslahat', phone: '93 555 01 01' },
      { 'accept-language': 'ru' },
    );
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('+998935550101');
    const notices = await ok(visitor, 'GET', 'getInfo/notificationList?page=0&limit=5');
    expect(notices.list[0].text).toMatch(/^Your reception visit is booked: .* 09:00, Samarqand, Registon/);
    // the SMS job the booking queued, run as a worker runs it
    const config = ctx.config;
    await jobHandlers({ db: ctx.db, config, clock: manualClock() })['reception-sms'](
      { bookingId: res.body.id, kind: 'BOOKED' },
      {} as never,
    );
    const inbox = await fetch(
      `${sim.url}/sms-gateway/inbox/last?phone=${encodeURIComponent('+998935550101')}`,
    );
    expect(inbox.status).toBe(200);
    const sms = (await inbox.json()) as { text: string };
    expect(sms.text).toMatch(/^Вы записаны на приём: .* 09:00, Samarqand, Registon koʻchasi 5, 12-xona\./);
  });

  it('refuses a time off the hours, a late cancel and an early mark in all four languages, storing nothing', async () => {
    const visitor = visitors[6]!;
    const booked = await call(visitor, 'POST', 'reception/book', {
      scheduleId,
      day: dayAfter,
      time: '09:20',
      topic: 'Maslahat',
    });
    expect(booked.status).toBe(200);
    const id = booked.body.id;
    const before = await stored();
    for (const lang of ['lt', 'uz', 'ru', 'eng'] as const) {
      const error = resources[lang].reception.error as Record<string, string>;
      const header = { 'accept-language': lang };
      const offGrid = await book(w.user, '09:10', lang);
      expect([offGrid.status, offGrid.body.message], lang).toEqual([400, error.noSuchSlot]);
      const late = await call(
        visitor,
        'POST',
        'reception/cancel',
        { id },
        { ...at(dayAfter, '08:00'), ...header },
      );
      expect([late.status, late.body.message], lang).toEqual([
        409,
        error.tooLateToCancel!.replace('{{hours}}', '2'),
      ]);
      const early = await call(w.regionChamber, 'POST', 'reception/mark', { id, outcome: 'NO_SHOW' }, header);
      expect([early.status, early.body.message], lang).toEqual([409, error.markBeforeDay]);
    }
    const messages = ['lt', 'uz', 'ru', 'eng'].map(
      (l) => (resources[l as 'lt'].reception.error as Record<string, string>).markBeforeDay,
    );
    expect(new Set(messages).size).toBe(4);
    expect(await stored()).toEqual(before);
    expect((await ok(visitor, 'GET', 'reception/mine')).list[0]).toMatchObject({ id, status: 'BOOKED' });
  });
});
