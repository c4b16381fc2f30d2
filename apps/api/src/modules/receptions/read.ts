/** Reception booking's reads: the open schedules and their slots, a visitor's bookings, an office's day. */
import type {
  Language,
  ReceptionBooking,
  ReceptionDaySlots,
  ReceptionSchedule,
  ReceptionVisit,
} from '@portal/contracts';
import { formatDateTime, tashkentToday } from '@portal/domain';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, receptionBookings, receptionSchedules, regions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import { namedIn } from '../../http/localize';
import { personFullNameSql } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import {
  officeSchedulePolicy,
  officeVisitPolicy,
  openSchedules,
  ownBookingPolicy,
  type ReceptionHost,
} from './policy';
import { cancelUntil, slotsOf } from './slots';

type ScheduleRow = typeof receptionSchedules.$inferSelect;
type RegionRow = typeof regions.$inferSelect;

const timeIn = (at: Date) => formatDateTime(at).slice(-5);

function scheduleDto(s: ScheduleRow, region: RegionRow | null, lang: Language): ReceptionSchedule {
  return {
    id: s.id,
    office: s.office as ReceptionHost,
    region: region ? namedIn(region, lang) : null,
    receiver: s.receiver,
    place: s.place,
    weekdays: s.weekdays,
    startTime: s.startTime,
    endTime: s.endTime,
    slotMinutes: s.slotMinutes,
    daysOff: s.daysOff,
    active: s.active,
  };
}

async function schedulesWhere(db: Database, where: SQL | undefined, lang: Language) {
  const rows = await db
    .select()
    .from(receptionSchedules)
    .leftJoin(regions, eq(regions.id, receptionSchedules.regionId))
    .where(where)
    .orderBy(asc(receptionSchedules.office), asc(receptionSchedules.regionId), asc(receptionSchedules.id));
  return rows.map((r) => scheduleDto(r.reception_schedules, r.regions, lang));
}

export function receptionViews(db: Database) {
  const bookingRows = (where: SQL | undefined) =>
    db
      .select()
      .from(receptionBookings)
      .innerJoin(receptionSchedules, eq(receptionSchedules.id, receptionBookings.scheduleId))
      .leftJoin(regions, eq(regions.id, receptionSchedules.regionId))
      .where(where);

  const visitRows = (where: SQL | undefined) =>
    db
      .select({
        booking: receptionBookings,
        receiver: receptionSchedules.receiver,
        visitorName: personFullNameSql,
      })
      .from(receptionBookings)
      .innerJoin(receptionSchedules, eq(receptionSchedules.id, receptionBookings.scheduleId))
      .innerJoin(persons, eq(persons.id, receptionBookings.personId))
      .where(where)
      .orderBy(asc(receptionBookings.startsAt), asc(receptionBookings.id));

  function visitDto(
    caller: LegalAidCaller,
    r: Awaited<ReturnType<typeof visitRows>>[number],
    today: string,
  ): ReceptionVisit {
    const b = r.booking;
    return {
      id: b.id,
      startsAt: b.startsAt.toISOString(),
      time: timeIn(b.startsAt),
      receiver: r.receiver,
      visitorName: r.visitorName.trim(),
      topic: b.topic,
      phone: b.phone,
      status: b.status as ReceptionVisit['status'],
      can: officeVisitPolicy.can(caller, b, today),
    };
  }

  return {
    /** Every office's active reception hours (what a visitor books on). */
    schedules: (lang: Language) => schedulesWhere(db, openSchedules, lang),

    /** The office's own hours, active or not. */
    hours(caller: LegalAidCaller, lang: Language) {
      const where = withinVisible(officeSchedulePolicy.findVisible(caller));
      return where === null ? [] : schedulesWhere(db, where, lang);
    },

    /** A day's slots of an active schedule, each free or taken. */
    async slots(id: number, day: string, now: Date): Promise<ReceptionDaySlots> {
      const [schedule] = await db
        .select()
        .from(receptionSchedules)
        .where(and(eq(receptionSchedules.id, id), openSchedules));
      if (!schedule) throw new AppError('NOT_FOUND');
      const slots = slotsOf(schedule, day, now);
      const taken = await db
        .select({ startsAt: receptionBookings.startsAt })
        .from(receptionBookings)
        .where(
          and(
            eq(receptionBookings.scheduleId, id),
            eq(receptionBookings.day, day),
            ne(receptionBookings.status, 'CANCELLED'),
          ),
        );
      const held = new Set(taken.map((t) => t.startsAt.getTime()));
      return {
        day,
        closed: slots.length === 0,
        slots: slots.map((s) => ({
          time: s.time,
          startsAt: s.startsAt.toISOString(),
          free: !held.has(s.startsAt.getTime()),
        })),
      };
    },

    /** The caller's bookings, the latest slot first. */
    async mine(caller: LegalAidCaller, lang: Language, now: Date): Promise<ReceptionBooking[]> {
      const rows = await bookingRows(
        withinVisible(ownBookingPolicy.findVisible(caller)) ?? undefined,
      ).orderBy(desc(receptionBookings.startsAt));
      return rows.map((r) => {
        const b = r.reception_bookings;
        const s = scheduleDto(r.reception_schedules, r.regions, lang);
        return {
          id: b.id,
          office: s.office,
          region: s.region,
          receiver: s.receiver,
          place: s.place,
          startsAt: b.startsAt.toISOString(),
          day: b.day,
          time: timeIn(b.startsAt),
          topic: b.topic,
          phone: b.phone,
          status: b.status as ReceptionBooking['status'],
          cancelUntil: cancelUntil(b.startsAt).toISOString(),
          can: ownBookingPolicy.can(caller, b, now),
        };
      });
    },

    /** One of the caller's bookings (404 for another's). */
    async booking(caller: LegalAidCaller, lang: Language, id: number, now: Date) {
      const found = (await this.mine(caller, lang, now)).find((b) => b.id === id);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    /** The visitors of the office's schedules on a day, by time. */
    async day(caller: LegalAidCaller, day: string, now: Date): Promise<ReceptionVisit[]> {
      const where = withinVisible(
        officeVisitPolicy.findVisible(caller),
        eq(receptionBookings.day, day),
        ne(receptionBookings.status, 'CANCELLED'),
      );
      if (where === null) return [];
      const today = tashkentToday(now);
      return (await visitRows(where)).map((r) => visitDto(caller, r, today));
    },

    /** One visit of the office (404 outside it). */
    async visit(caller: LegalAidCaller, id: number, now: Date): Promise<ReceptionVisit> {
      const where = withinVisible(officeVisitPolicy.findVisible(caller), eq(receptionBookings.id, id));
      const [row] = where === null ? [] : await visitRows(where);
      if (!row) throw new AppError('NOT_FOUND');
      return visitDto(caller, row, tashkentToday(now));
    },
  };
}
