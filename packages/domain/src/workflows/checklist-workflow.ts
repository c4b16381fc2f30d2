import { ADVOCATE_ACTORS } from './actors';
import { type EventOf, workflowTable } from './workflow';

/**
 * The checklist of completed work, one per accepted investigator request (decisions.md). NOT_CREATED is
 * what the screen shows while none exists; it is never stored.
 */
export const CHECKLIST_WORKFLOW = workflowTable({
  name: 'checklist',
  creation: { CREATED: ADVOCATE_ACTORS },
  states: {
    CREATED: { SIGN: { to: 'SIGNED', who: ADVOCATE_ACTORS } },
    SIGNED: {
      // editing a signed report drops its signature: it must be signed again
      EDIT: { to: 'CREATED', who: ADVOCATE_ACTORS },
      SEND_FOR_AGREEMENT: { to: 'FOR_AGREED', who: ADVOCATE_ACTORS },
    },
    FOR_AGREED: {
      AGREE: { to: 'AGREED', who: ['INVESTIGATOR'] },
      // returned with a reason
      RETURN: { to: 'CANCELLED', who: ['INVESTIGATOR'] },
    },
    // the fee is fixed and handed over for payment
    AGREED: { FINISH: { to: 'FINISHED', who: ['SYSTEM'] } },
    FINISHED: 'final',
    CANCELLED: { EDIT: { to: 'CREATED', who: ADVOCATE_ACTORS } },
  },
});

export const CHECKLIST_STATUSES = CHECKLIST_WORKFLOW.states;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
/** The status shown for a request that has no checklist yet. */
export const CHECKLIST_NOT_CREATED = 'NOT_CREATED';

export type ChecklistEvent = EventOf<typeof CHECKLIST_WORKFLOW>;

/** States in which the lawyer may change the report (from SIGNED and CANCELLED via EDIT first). */
export const CHECKLIST_EDITABLE_STATUSES: readonly ChecklistStatus[] = ['CREATED', 'SIGNED', 'CANCELLED'];
