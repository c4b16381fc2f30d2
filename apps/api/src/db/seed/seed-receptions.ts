/**
 * Demo reception hours (docs/domain.md "Reception booking"): a portal whose offices published none gets
 * those of the Samarqand regional chamber (persona region-chamber's region), the republic chamber and the
 * ministry, so a visitor of the demo finds slots to book. An office's own hours are never touched: once
 * any hours exist, nothing is added.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { receptionSchedules } from '../schema';

const SAMARQAND = 8;
const WORKDAYS = [1, 2, 3, 4, 5];

export const DEMO_RECEPTION_HOURS: (typeof receptionSchedules.$inferInsert)[] = [
  {
    office: 'REGION_CHAMBER',
    regionId: SAMARQAND,
    receiver: 'Hududiy boshqarma raisi Dilshod Rahimov',
    place: 'Samarqand, Registon koʻchasi 5, 2-qavat, 14-xona',
    weekdays: WORKDAYS,
    startTime: '09:00',
    endTime: '13:00',
    slotMinutes: 20,
  },
  {
    office: 'REPUBLIC_CHAMBER',
    receiver: 'Advokatlar palatasi raisining oʻrinbosari Malika Yusupova',
    place: 'Toshkent, Amir Temur shoh koʻchasi 1, 3-qavat',
    weekdays: [2, 4],
    startTime: '10:00',
    endTime: '16:00',
    slotMinutes: 30,
  },
  {
    office: 'MINISTRY',
    receiver: 'Adliya vazirligi advokatura boʻlimi boshligʻi Aziz Karimov',
    place: 'Toshkent, Sayilgoh koʻchasi 5, qabulxona',
    weekdays: [1, 3, 5],
    startTime: '14:00',
    endTime: '17:00',
    slotMinutes: 30,
  },
];

/** Adds the demo reception hours when no office has any; answers how many were added. */
export async function ensureDemoReceptionHours(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute('lock table reception_schedules in share row exclusive mode');
    const [{ n }] = (await tx.select({ n: count() }).from(receptionSchedules)) as [{ n: number }];
    if (n > 0) return 0;
    await tx.insert(receptionSchedules).values(DEMO_RECEPTION_HOURS);
    return DEMO_RECEPTION_HOURS.length;
  });
}
