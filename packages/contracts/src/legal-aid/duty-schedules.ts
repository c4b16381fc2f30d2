/**
 * The duty schedule editor of a regional chamber (docs/domain.md "Duty schedules"): a region's month of
 * duty days, the lawyers on duty each day with the languages they work in, the rules checked as it is
 * built, publishing, and the history of a published schedule's changes.
 */
import { DUTY_SCHEDULE_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { namedRef } from '../public/common';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags } from '../kit/fields';
import { calendarDate, calendarMonth, statusHistoryItem } from './common';

/** Which region's month: a regional chamber's own region when `regionId` is left out. */
export const dutyMonthQuery = z.object({ regionId: idSchema.optional(), month: calendarMonth });
export const dutyMonthBody = z.object({ regionId: idSchema, month: calendarMonth });
export const dutyDayBody = z.object({ regionId: idSchema, date: calendarDate, lawyerId: idSchema });

/** What keeps a lawyer out of the duty schedule (the draw's own rule, plus the region). */
export const DUTY_LAWYER_GAPS = [
  'OTHER_REGION',
  'NO_ORDER_PERMISSION',
  'STRUCTURE_RESTRICTED',
  'LICENSE_NOT_ACTIVE',
] as const;

/** A lawyer as the editor shows one: name, languages, and what keeps them off duty (none: may be put on). */
export const dutyLawyer = z.object({
  id: z.number().int(),
  fullName: z.string(),
  languages: z.array(namedRef),
  gaps: z.array(z.enum(DUTY_LAWYER_GAPS)),
});
export type DutyLawyer = z.infer<typeof dutyLawyer>;

export const dutyMonthDay = z.object({
  date: z.string(),
  /** Monday to Friday: each of the region's languages must be covered. */
  working: z.boolean(),
  /** A day before today: no longer changed. */
  past: z.boolean(),
  lawyers: z.array(dutyLawyer),
  /** The region's languages nobody on duty works in (a warning on a working day). */
  uncovered: z.array(namedRef),
});
export type DutyMonthDay = z.infer<typeof dutyMonthDay>;

export const dutyMonth = z.object({
  /** Null while the month has no schedule yet. */
  id: z.number().int().nullable(),
  region: namedRef,
  month: z.string(),
  status: z.enum(DUTY_SCHEDULE_STATUSES).nullable(),
  /** The languages legal aid must be available in, in this region. */
  languages: z.array(namedRef),
  days: z.array(dutyMonthDay),
  /** Working days with a language nobody on duty works in. */
  warnings: z.number().int(),
  /** The region's lawyers the chamber may put on duty (those with gaps are refused, with the reason). */
  lawyers: z.array(dutyLawyer),
  history: z.array(statusHistoryItem),
  can: actionFlags('edit', 'copyLastMonth', 'publish'),
});
export type DutyMonth = z.infer<typeof dutyMonth>;

/** The answer of copying last month: the month, and how many duties were copied and left out. */
export const dutyCopyAnswer = z.object({
  copied: z.number().int(),
  /** Duties of last month whose lawyer may no longer be on duty (a gap), or already on that day. */
  skipped: z.number().int(),
  schedule: dutyMonth,
});

export const dutyScheduleCalls = defineCalls(['chamber: duty schedules'], 'dutySchedule.manage', {
  dutyScheduleMonth: get('dutySchedule/month', { query: dutyMonthQuery, response: dutyMonth }),
  dutyScheduleAssign: post('dutySchedule/assign', { body: dutyDayBody, response: dutyMonth }),
  dutyScheduleUnassign: post('dutySchedule/unassign', { body: dutyDayBody, response: dutyMonth }),
  dutyScheduleCopyLastMonth: post('dutySchedule/copyLastMonth', {
    body: dutyMonthBody,
    response: dutyCopyAnswer,
  }),
  dutySchedulePublish: post('dutySchedule/publish', { body: dutyMonthBody, response: dutyMonth }),
});
