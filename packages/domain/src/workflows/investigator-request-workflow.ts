import { ADVOCATE_ACTORS } from './actors';
import { type EventOf, finalStates, workflowTable } from './workflow';

/** The steps of a request nobody has accepted yet (SEND or WAIT). */
const NOT_YET_ACCEPTED = {
  // nobody accepted before the attendance time
  EXPIRE: { to: 'EXPIRED', who: ['SYSTEM'] },
  CANCEL: { to: 'CANCELLED', who: ['INVESTIGATOR'] },
} as const;

/** The investigator's request for a state-funded lawyer, decisions.md "Investigator request". */
export const INVESTIGATOR_REQUEST_WORKFLOW = workflowTable({
  name: 'investigator-request',
  // The investigator creates it; the system decides at once which of these it starts in: the person is
  // not in the registry (final), a lawyer was drawn (SEND), or nobody is on duty (WAIT).
  creation: { SEND: ['INVESTIGATOR'], WAIT: ['INVESTIGATOR'], PERSON_NOT_FOUND: ['INVESTIGATOR'] },
  states: {
    SEND: {
      // by the picked lawyer (record rule); creates the order draft with the state-funded basis
      ACCEPT: { to: 'ACCEPTED', who: ADVOCATE_ACTORS },
      // the picked lawyer did not accept in time: another draw, without them
      REDRAW: { to: 'SEND', who: ['SYSTEM'] },
      NO_DUTY_LAWYER: { to: 'WAIT', who: ['SYSTEM'] },
      ...NOT_YET_ACCEPTED,
    },
    WAIT: { DUTY_LAWYER_FOUND: { to: 'SEND', who: ['SYSTEM'] }, ...NOT_YET_ACCEPTED },
    CANCELLED: 'final',
    ACCEPTED: {
      // ended by the lawyer, with closeFile and comment
      CLOSE: { to: 'CLOSED', who: ADVOCATE_ACTORS },
      // its checklist of completed work was agreed (same transaction as the checklist's AGREE)
      COMPLETE: { to: 'COMPLETED', who: ['SYSTEM'] },
      NOT_COMPLETE: { to: 'NOT_COMPLETED', who: ['INVESTIGATOR'] },
    },
    CLOSED: 'final',
    // the fee was fixed and handed over for payment (same transaction as the checklist's FINISH)
    COMPLETED: { REGISTER_PAYMENT: { to: 'PAYMENT', who: ['SYSTEM'] } },
    ...finalStates('NOT_COMPLETED', 'PAYMENT', 'EXPIRED', 'PERSON_NOT_FOUND'),
  },
});

export const INVESTIGATOR_REQUEST_STATUSES = INVESTIGATOR_REQUEST_WORKFLOW.states;
export type InvestigatorRequestStatus = (typeof INVESTIGATOR_REQUEST_STATUSES)[number];
export type InvestigatorRequestEvent = EventOf<typeof INVESTIGATOR_REQUEST_WORKFLOW>;

/**
 * A request still at work: waiting for a lawyer, sent to one, or accepted and not yet completed. A second
 * request on the same case and person while one of these exists needs the investigator's confirmation.
 */
export const INVESTIGATOR_REQUEST_ACTIVE_STATUSES = [
  'SEND',
  'WAIT',
  'ACCEPTED',
] as const satisfies readonly InvestigatorRequestStatus[];
