import { ADVOCATE_ACTORS } from './actors';
import { defineWorkflow } from './workflow';

/**
 * The checklist of completed work, one per accepted investigator request (decisions.md). NOT_CREATED is
 * what the screen shows while none exists; it is never stored.
 */
export const CHECKLIST_STATUSES = [
  'CREATED',
  'SIGNED',
  'FOR_AGREED',
  'AGREED',
  'FINISHED',
  'CANCELLED',
] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** The status shown for a request that has no checklist yet. */
export const CHECKLIST_NOT_CREATED = 'NOT_CREATED';

export const CHECKLIST_EVENTS = ['SIGN', 'EDIT', 'SEND_FOR_AGREEMENT', 'AGREE', 'RETURN', 'FINISH'] as const;
export type ChecklistEvent = (typeof CHECKLIST_EVENTS)[number];

export const CHECKLIST_WORKFLOW = defineWorkflow<ChecklistStatus, ChecklistEvent>({
  name: 'checklist',
  states: CHECKLIST_STATUSES,
  events: CHECKLIST_EVENTS,
  creation: [{ to: 'CREATED', who: ADVOCATE_ACTORS }],
  final: ['FINISHED'],
  transitions: [
    { from: 'CREATED', event: 'SIGN', to: 'SIGNED', who: ADVOCATE_ACTORS },
    // editing a signed report drops its signature: it must be signed again
    { from: 'SIGNED', event: 'EDIT', to: 'CREATED', who: ADVOCATE_ACTORS },
    { from: 'SIGNED', event: 'SEND_FOR_AGREEMENT', to: 'FOR_AGREED', who: ADVOCATE_ACTORS },
    { from: 'FOR_AGREED', event: 'AGREE', to: 'AGREED', who: ['INVESTIGATOR'] },
    // returned with a reason
    { from: 'FOR_AGREED', event: 'RETURN', to: 'CANCELLED', who: ['INVESTIGATOR'] },
    { from: 'CANCELLED', event: 'EDIT', to: 'CREATED', who: ADVOCATE_ACTORS },
    // the fee is fixed and handed over for payment
    { from: 'AGREED', event: 'FINISH', to: 'FINISHED', who: ['SYSTEM'] },
  ],
});

/** States in which the lawyer may change the report (from SIGNED and CANCELLED via EDIT first). */
export const CHECKLIST_EDITABLE_STATUSES: readonly ChecklistStatus[] = ['CREATED', 'SIGNED', 'CANCELLED'];
