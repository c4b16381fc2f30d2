/**
 * The day-before reception reminder: each booking of the next day is reminded once, in the portal and by
 * SMS through the gateway. First through the job handler on an injected clock, swept on two days and twice
 * on one; then with two real API processes racing on four sweeps of the same day: one notice and one SMS.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, receptionBookings, receptionSchedules } from '../db/schema';
import { addPerson, someone } from '../../test/helpers/legal-aid-fixtures';
import { dailyJob } from '../../test/helpers/daily-job';
import { useTwoProcessWorld } from '../../test/helpers/processes';

const world = useTwoProcessWorld();
let scheduleId: number;
let personId: number;

beforeAll(async () => {
  personId = await addPerson(world.db, someone(90));
  const [schedule] = await world.db
    .insert(receptionSchedules)
    .values({
      office: 'REPUBLIC_CHAMBER',
      receiver: 'Rais',
      place: 'Toshkent, Amir Temur 1',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTime: '09:00',
      endTime: '12:00',
      slotMinutes: 30,
    })
    .returning();
  scheduleId = schedule!.id;
});

/** A booking on `day` at 09:00 (and one cancelled beside it, which is never reminded). */
async function bookings(day: string, phone: string) {
  const base = { scheduleId, personId, topic: 'Maslahat', phone, language: 'ru', day };
  const [kept] = await world.db
    .insert(receptionBookings)
    .values([
      { ...base, startsAt: new Date(`${day}T09:00:00+05:00`) },
      { ...base, startsAt: new Date(`${day}T09:30:00+05:00`), status: 'CANCELLED' },
    ])
    .returning();
  return kept!.id;
}

const reminders = async (id: number) =>
  (
    await world.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.entityId, id), eq(notifications.kind, 'REMINDER')))
  )[0]!.n;

const smsJobs = async (id: number) => {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'reception-sms' and (data->>'bookingId')::int = ${id}`,
  );
  return rows[0]!.n;
};

describe('the day-before reception reminder', () => {
  it('reminds a booking once, on the day before, and never a cancelled one', async () => {
    const id = await bookings('2027-03-10', '+998935550201');
    const sweep = dailyJob(world.db, 'reception-reminders', {
      at: '09:00',
      payload: (day) => ({ today: day }),
    });
    await sweep('2027-03-08');
    expect(await reminders(id)).toBe(0);
    for (const day of ['2027-03-09', '2027-03-09', '2027-03-10']) await sweep(day);
    expect(await reminders(id)).toBe(1);
    expect(await reminders(id + 1)).toBe(0);
    expect(await smsJobs(id)).toBe(1);
    const [row] = await world.db.select().from(receptionBookings).where(eq(receptionBookings.id, id));
    expect(row!.remindedAt).not.toBeNull();
  });

  it('two API processes racing on four sweeps of one day remind once: one notice, one SMS', async () => {
    const phone = '+998935550202';
    const id = await bookings('2027-05-02', phone);
    const settled = async () => (await smsJobs(id)) > 0;
    expect(
      await world.raceSweeps('reception-reminders', '2027-05-01', { followUps: ['reception-sms'], settled }),
    ).toBe(true);
    expect(await reminders(id)).toBe(1);
    expect(await smsJobs(id)).toBe(1);
    const inbox = await fetch(`${world.sim.url}/sms-gateway/inbox`);
    const page = await inbox.text();
    expect(page.split(phone).length - 1).toBe(1);
    const last = await fetch(`${world.sim.url}/sms-gateway/inbox/last?phone=${encodeURIComponent(phone)}`);
    expect(((await last.json()) as { text: string }).text).toBe(
      'Напоминание: приём завтра 02-05-2027 09:00, Toshkent, Amir Temur 1. Портал адвокатов',
    );
  }, 120_000);
});
