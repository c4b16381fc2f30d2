/**
 * The demo reception hours (docs/domain.md "Reception booking"): a portal whose offices published no
 * hours gets the Samarqand chamber's, the republic chamber's and the ministry's, so a visitor of the demo
 * finds free slots to book and each office finds its own hours at its desk; hours an office published
 * itself are never joined by the demo's.
 */
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../test/helpers/legal-aid-world';
import { useWorld } from '../../../test/helpers/world';
import { ensureDemoReceptionHours } from './seed-receptions';

const { ctx, w, ok } = useWorld(buildWorld);

interface Schedule {
  id: number;
  office: string;
  receiver: string;
  weekdays: number[];
}

/** The first of the next seven Tashkent days that falls on one of the weekdays (1 Monday .. 7 Sunday). */
function nextReceptionDay(weekdays: number[]): string {
  const today = tashkentToday(new Date());
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = tashkentToday(tashkentDayStart(today, ahead));
    if (weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay() || 7)) return day;
  }
  throw new Error(`no reception day in ${weekdays.join(',')}`);
}

describe('demo reception hours', () => {
  it('are published once for the Samarqand chamber, the republic chamber and the ministry, with free slots', async () => {
    expect((await ok(w.user, 'GET', 'reception/schedules')).list).toEqual([]);
    expect(await ensureDemoReceptionHours(ctx.db)).toBe(3);
    expect(await ensureDemoReceptionHours(ctx.db)).toBe(0);

    const { list } = (await ok(w.user, 'GET', 'reception/schedules')) as { list: Schedule[] };
    expect(list.map((s) => s.office).sort()).toEqual(['MINISTRY', 'REGION_CHAMBER', 'REPUBLIC_CHAMBER']);
    const slotsPerDay: Record<string, number> = { REGION_CHAMBER: 12, REPUBLIC_CHAMBER: 12, MINISTRY: 6 };
    for (const schedule of list) {
      const day = nextReceptionDay(schedule.weekdays);
      const { slots } = await ok(w.user, 'GET', `reception/schedules/${schedule.id}/slots?day=${day}`);
      expect(slots, `${schedule.office} ${day}`).toHaveLength(slotsPerDay[schedule.office]!);
      expect(slots.every((s: { free: boolean }) => s.free)).toBe(true);
    }
    const desk = async (office: typeof w.regionChamber) =>
      ((await ok(office, 'GET', 'reception/hours')).list as Schedule[]).map((s) => s.office);
    expect(await desk(w.regionChamber)).toEqual(['REGION_CHAMBER']);
    expect(await desk(w.otherRegionChamber)).toEqual([]);
    expect(await desk(w.republicChamber)).toEqual(['REPUBLIC_CHAMBER']);
  });
});
