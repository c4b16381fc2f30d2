import { ADVOCATE_ACTORS } from './actors';
import { defineWorkflow } from './workflow';

/** The investigator's request for a state-funded lawyer, decisions.md "Investigator request". */
export const INVESTIGATOR_REQUEST_STATUSES = [
  'SEND',
  'WAIT',
  'CANCELLED',
  'ACCEPTED',
  'CLOSED',
  'COMPLETED',
  'NOT_COMPLETED',
  'PAYMENT',
  'EXPIRED',
  'PERSON_NOT_FOUND',
] as const;
export type InvestigatorRequestStatus = (typeof INVESTIGATOR_REQUEST_STATUSES)[number];

/**
 * A request still at work: waiting for a lawyer, sent to one, or accepted and not yet completed. A second
 * request on the same case and person while one of these exists needs the investigator's confirmation.
 */
export const INVESTIGATOR_REQUEST_ACTIVE_STATUSES = [
  'SEND',
  'WAIT',
  'ACCEPTED',
] as const satisfies readonly InvestigatorRequestStatus[];

export const INVESTIGATOR_REQUEST_EVENTS = [
  'ACCEPT',
  'REDRAW',
  'NO_DUTY_LAWYER',
  'DUTY_LAWYER_FOUND',
  'EXPIRE',
  'CANCEL',
  'CLOSE',
  'COMPLETE',
  'NOT_COMPLETE',
  'REGISTER_PAYMENT',
] as const;
export type InvestigatorRequestEvent = (typeof INVESTIGATOR_REQUEST_EVENTS)[number];

export const INVESTIGATOR_REQUEST_WORKFLOW = defineWorkflow<
  InvestigatorRequestStatus,
  InvestigatorRequestEvent
>({
  name: 'investigator-request',
  states: INVESTIGATOR_REQUEST_STATUSES,
  events: INVESTIGATOR_REQUEST_EVENTS,
  // The investigator creates it; the system decides at once which of these it starts in: the person is
  // not in the registry (final), a lawyer was drawn (SEND), or nobody is on duty (WAIT).
  creation: [
    { to: 'SEND', who: ['INVESTIGATOR'] },
    { to: 'WAIT', who: ['INVESTIGATOR'] },
    { to: 'PERSON_NOT_FOUND', who: ['INVESTIGATOR'] },
  ],
  final: ['CANCELLED', 'CLOSED', 'NOT_COMPLETED', 'PAYMENT', 'EXPIRED', 'PERSON_NOT_FOUND'],
  transitions: [
    // by the picked lawyer (record rule); creates the order draft with the state-funded basis
    { from: 'SEND', event: 'ACCEPT', to: 'ACCEPTED', who: ADVOCATE_ACTORS },
    // the picked lawyer did not accept in time: another draw, without them
    { from: 'SEND', event: 'REDRAW', to: 'SEND', who: ['SYSTEM'] },
    { from: 'SEND', event: 'NO_DUTY_LAWYER', to: 'WAIT', who: ['SYSTEM'] },
    { from: 'WAIT', event: 'DUTY_LAWYER_FOUND', to: 'SEND', who: ['SYSTEM'] },
    // nobody accepted before the attendance time
    { from: 'SEND', event: 'EXPIRE', to: 'EXPIRED', who: ['SYSTEM'] },
    { from: 'WAIT', event: 'EXPIRE', to: 'EXPIRED', who: ['SYSTEM'] },
    { from: 'SEND', event: 'CANCEL', to: 'CANCELLED', who: ['INVESTIGATOR'] },
    { from: 'WAIT', event: 'CANCEL', to: 'CANCELLED', who: ['INVESTIGATOR'] },
    // ended by the lawyer, with closeFile and comment
    { from: 'ACCEPTED', event: 'CLOSE', to: 'CLOSED', who: ADVOCATE_ACTORS },
    // its checklist of completed work was agreed (same transaction as the checklist's AGREE)
    { from: 'ACCEPTED', event: 'COMPLETE', to: 'COMPLETED', who: ['SYSTEM'] },
    { from: 'ACCEPTED', event: 'NOT_COMPLETE', to: 'NOT_COMPLETED', who: ['INVESTIGATOR'] },
    // the fee was fixed and handed over for payment (same transaction as the checklist's FINISH)
    { from: 'COMPLETED', event: 'REGISTER_PAYMENT', to: 'PAYMENT', who: ['SYSTEM'] },
  ],
});
