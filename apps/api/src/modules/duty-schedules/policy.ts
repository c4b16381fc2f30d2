/**
 * Who keeps which duty schedule (docs/domain.md "Duty schedules"): a regional chamber its own region's,
 * ADMIN any region's; only this month's and the next, and never a day already past.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { dutyAssignments, dutySchedules } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import { shiftMonth } from './calendar';

/** The region whose schedule the caller keeps: a chamber's own (another is refused), any for ADMIN. */
export function keptRegion(caller: LegalAidCaller, regionId: number | undefined): number {
  if (caller.role === 'REGION_CHAMBER') {
    if (caller.regionId === null) throw new AppError('NOT_FOUND');
    if (regionId !== undefined && regionId !== caller.regionId)
      throw new AppError('BUSINESS_RULE', { messageKey: 'duty:refused.otherRegion', field: 'regionId' });
    return caller.regionId;
  }
  if (regionId === undefined)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'duty:refused.regionRequired', field: 'regionId' });
  return regionId;
}

function scheduleScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'ADMIN') return undefined;
  if (caller.role === 'REGION_CHAMBER' && caller.regionId !== null)
    return eq(dutySchedules.regionId, caller.regionId);
  return null;
}

/** The months a schedule is kept in: this month (its days from today on) and the next. */
export function editableMonth(month: string, today: string): boolean {
  const thisMonth = today.slice(0, 7);
  return month === thisMonth || month === shiftMonth(thisMonth, 1);
}

/**
 * A region's month as the policy reads it: its schedule's status (null: none yet), today, and how many
 * duties it has from today on (a month with nobody on duty on any day still to come is not published).
 */
export interface DutyMonthFacts {
  month: string;
  status: string | null;
  today: string;
  upcomingDuties: number;
}

export const dutySchedulePolicy = definePolicy({
  findVisible: scheduleScope,
  can: (caller: LegalAidCaller, m: DutyMonthFacts) => {
    const edit = caller.grants.has('dutySchedule.manage') && editableMonth(m.month, m.today);
    return {
      edit,
      copyLastMonth: edit,
      publish: edit && m.status !== 'PUBLISHED' && m.upcomingDuties > 0,
    };
  },
  refuse: (caller, action, m) => {
    const open = caller.grants.has('dutySchedule.manage') && editableMonth(m.month, m.today);
    const messageKey = !open
      ? 'duty:refused.monthClosed'
      : action === 'publish' && m.status === 'PUBLISHED'
        ? 'duty:refused.alreadyPublished'
        : 'duty:refused.emptyMonth';
    return new AppError('BUSINESS_RULE', { messageKey, field: 'month' });
  },
});

/** The caller's own duty days in published schedules, as a lawyer (null: the caller is no lawyer). */
export function ownPublishedDuties(caller: LegalAidCaller): SQL | null {
  if (!caller.lawyer) return null;
  return and(eq(dutyAssignments.lawyerId, caller.lawyer.id), eq(dutySchedules.status, 'PUBLISHED'))!;
}
