import { type EventOf, workflowTable } from './workflow';

/** Who keeps a duty schedule: the regional chamber of its region, and ADMIN for any region. */
export const DUTY_SCHEDULE_KEEPERS = ['REGION_CHAMBER', 'ADMIN'] as const;

/**
 * A region's duty schedule of state-funded lawyers for one month (docs/domain.md "Duty schedules"). The
 * chamber builds a DRAFT (the public table and the draw do not see it), PUBLISHes it, and may CHANGE it
 * after: each change of a published schedule is a history row naming the day and the lawyer.
 */
export const DUTY_SCHEDULE_WORKFLOW = workflowTable({
  name: 'duty-schedule',
  creation: { DRAFT: DUTY_SCHEDULE_KEEPERS },
  states: {
    DRAFT: { PUBLISH: { to: 'PUBLISHED', who: DUTY_SCHEDULE_KEEPERS } },
    PUBLISHED: { CHANGE: { to: 'PUBLISHED', who: DUTY_SCHEDULE_KEEPERS } },
  },
});

export const DUTY_SCHEDULE_STATUSES = DUTY_SCHEDULE_WORKFLOW.states;
export type DutyScheduleStatus = (typeof DUTY_SCHEDULE_STATUSES)[number];
export type DutyScheduleEvent = EventOf<typeof DUTY_SCHEDULE_WORKFLOW>;
