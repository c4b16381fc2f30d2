/**
 * Building and publishing a region's duty month (docs/domain.md "Duty schedules"), each change in one
 * transaction: the month's schedule is created as a DRAFT on its first change and published only with a
 * lawyer on duty on one of its days from today on; a change to a PUBLISHED schedule is a CHANGE step of
 * its history naming the day and the lawyer, and a lawyer added to a published day gives the requests
 * waiting for that day a new draw. A lawyer taken off a day keeps the requests already drawn to them (the
 * draw's record does not depend on the schedule).
 */
import { tashkentToday } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { dutyAssignments, dutySchedules } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { inOneTransaction } from '../../kit/transaction';
import { redrawWaitingRequests } from '../investigator-requests';
import { actorOf, stepBy, type LegalAidCaller } from '../legal-aid';
import { recordCreation, transition } from '../../workflow/transition';
import { monthDays, monthPeriod, sameWeekdayLastMonth, shiftMonth } from './calendar';
import { dutySchedulePolicy, keptRegion } from './policy';
import { dutiesOf, type DutyGap, dutyLawyers, scheduleOf, upcomingDutyCount } from './read-model';

/** The refusal of each gap: what keeps the lawyer off duty. */
const GAP_MESSAGES: Record<DutyGap, string> = {
  OTHER_REGION: 'duty:refused.lawyerOtherRegion',
  NO_ORDER_PERMISSION: 'duty:refused.noOrderPermission',
  STRUCTURE_RESTRICTED: 'duty:refused.structureRestricted',
  LICENSE_NOT_ACTIVE: 'duty:refused.licenseNotActive',
};

const refused = (messageKey: string, field: string, params: Record<string, unknown> = {}) =>
  new AppError('BUSINESS_RULE', { messageKey, field, params });

/** The region's schedule of the month, locked, created as a DRAFT when `create` and it has none. */
async function lockMonth(
  tx: Transaction,
  caller: LegalAidCaller,
  input: { regionId: number; month: string },
  now: Date,
  action: 'edit' | 'copyLastMonth' | 'publish',
) {
  const regionId = keptRegion(caller, input.regionId);
  const { start, end } = monthPeriod(input.month);
  const today = tashkentToday(now);
  const lock = async (id: number) =>
    (await tx.select().from(dutySchedules).where(eq(dutySchedules.id, id)).for('update'))[0]!;
  const found = await scheduleOf(tx, regionId, start);
  let schedule = found ? await lock(found.id) : undefined;
  dutySchedulePolicy.authorize(caller, action, {
    month: input.month,
    status: schedule?.status ?? null,
    today,
    upcomingDuties: schedule ? await upcomingDutyCount(tx, schedule.id, today) : 0,
  });
  if (!schedule) {
    const [created] = await tx
      .insert(dutySchedules)
      .values({ regionId, periodStart: start, periodEnd: end, createdByPersonId: caller.personId })
      .onConflictDoNothing()
      .returning({ id: dutySchedules.id });
    if (created)
      await recordCreation(tx, 'duty-schedule', { id: created.id, status: 'DRAFT', actor: actorOf(caller) });
    schedule = await lock((await scheduleOf(tx, regionId, start))!.id);
  }
  return { schedule, regionId, today };
}

/** A day of the month still open for changes: in the month, and today or later. */
function checkDay(month: string, date: string, today: string) {
  if (date.slice(0, 7) !== month) throw refused('duty:refused.dayOutsideMonth', 'date');
  if (date < today) throw refused('duty:refused.dayPast', 'date');
}

/** Writes a published schedule's change into its history (a draft's changes are not history yet). */
async function recordChange(
  tx: Transaction,
  caller: LegalAidCaller,
  schedule: { id: number; status: string },
  comment: string,
) {
  if (schedule.status !== 'PUBLISHED') return;
  await transition(tx, 'duty-schedule', {
    ...stepBy(caller, schedule.id, 'CHANGE'),
    comment,
  });
}

/** A lawyer on a day of a region's month. */
type DayBody = { regionId: number; date: string; lawyerId: number };

/** The schedule of the day's month, locked, after checking the month and the day may still change. */
async function lockDay(tx: Transaction, caller: LegalAidCaller, body: DayBody, now: Date) {
  const month = body.date.slice(0, 7);
  const locked = await lockMonth(tx, caller, { regionId: body.regionId, month }, now, 'edit');
  checkDay(month, body.date, locked.today);
  return locked;
}

/** Puts a lawyer on duty on a day: the region's lawyer who may issue orders, not yet on that day. */
export const assignDuty = inOneTransaction(async (tx, caller: LegalAidCaller, body: DayBody, now: Date) => {
  const { schedule, regionId } = await lockDay(tx, caller, body, now);
  const lawyer = (await dutyLawyers(tx, regionId, [body.lawyerId])).get(body.lawyerId);
  if (!lawyer) throw new AppError('NOT_FOUND', { field: 'lawyerId' });
  if (lawyer.gaps.length > 0)
    throw refused(GAP_MESSAGES[lawyer.gaps[0]!], 'lawyerId', { name: lawyer.fullName });
  const [added] = await tx
    .insert(dutyAssignments)
    .values({ scheduleId: schedule.id, regionId, dutyDate: body.date, lawyerId: lawyer.id })
    .onConflictDoNothing()
    .returning();
  if (!added) throw refused('duty:refused.twiceOnDay', 'lawyerId', { name: lawyer.fullName });
  await recordChange(tx, caller, schedule, `+ ${body.date} ${lawyer.fullName}`);
  if (schedule.status === 'PUBLISHED') await redrawWaitingRequests(tx, regionId, [body.date]);
  return regionId;
});

/** Takes a lawyer off duty on a day. */
export const unassignDuty = inOneTransaction(async (tx, caller: LegalAidCaller, body: DayBody, now: Date) => {
  const { schedule, regionId } = await lockDay(tx, caller, body, now);
  const removed = await tx
    .delete(dutyAssignments)
    .where(
      and(
        eq(dutyAssignments.scheduleId, schedule.id),
        eq(dutyAssignments.dutyDate, body.date),
        eq(dutyAssignments.lawyerId, body.lawyerId),
      ),
    )
    .returning();
  if (removed.length === 0) throw refused('duty:refused.notOnDay', 'lawyerId');
  const lawyer = (await dutyLawyers(tx, regionId, [body.lawyerId])).get(body.lawyerId);
  await recordChange(tx, caller, schedule, `− ${body.date} ${lawyer?.fullName ?? body.lawyerId}`);
  return regionId;
});

/**
 * Copies last month into this one, day by weekday (calendar.ts `sameWeekdayLastMonth`), on the days from
 * today on: a lawyer who may no longer be on duty, or is already on that day, is left out and counted.
 */
export const copyLastMonth = inOneTransaction(
  async (tx, caller: LegalAidCaller, body: { regionId: number; month: string }, now: Date) => {
    const { schedule, regionId, today } = await lockMonth(tx, caller, body, now, 'copyLastMonth');
    const source = await scheduleOf(tx, regionId, monthPeriod(shiftMonth(body.month, -1)).start);
    const from = source ? await dutiesOf(tx, source.id) : [];
    const existing = new Set((await dutiesOf(tx, schedule.id)).map((d) => `${d.date} ${d.lawyerId}`));
    const people = await dutyLawyers(
      tx,
      regionId,
      from.map((d) => d.lawyerId),
    );
    const rows: (typeof dutyAssignments.$inferInsert)[] = [];
    let skipped = 0;
    for (const date of monthDays(body.month).filter((d) => d >= today)) {
      const back = sameWeekdayLastMonth(date);
      for (const d of from.filter((x) => x.date === back)) {
        if (existing.has(`${date} ${d.lawyerId}`) || (people.get(d.lawyerId)?.gaps.length ?? 1) > 0)
          skipped++;
        else rows.push({ scheduleId: schedule.id, regionId, dutyDate: date, lawyerId: d.lawyerId });
      }
    }
    if (rows.length > 0) await tx.insert(dutyAssignments).values(rows);
    if (rows.length > 0) {
      await recordChange(tx, caller, schedule, `+ ${rows.length} (${shiftMonth(body.month, -1)})`);
      if (schedule.status === 'PUBLISHED')
        await redrawWaitingRequests(tx, regionId, [...new Set(rows.map((r) => r.dutyDate))]);
    }
    return { regionId, copied: rows.length, skipped };
  },
);

/** Publishes the month: the public table shows it and the draw picks from it; waiting requests draw again. */
export const publishMonth = inOneTransaction(
  async (tx, caller: LegalAidCaller, body: { regionId: number; month: string }, now: Date) => {
    const { schedule, regionId, today } = await lockMonth(tx, caller, body, now, 'publish');
    await transition(tx, 'duty-schedule', stepBy(caller, schedule.id, 'PUBLISH'));
    await redrawWaitingRequests(
      tx,
      regionId,
      monthDays(body.month).filter((d) => d >= today),
    );
    return regionId;
  },
);
