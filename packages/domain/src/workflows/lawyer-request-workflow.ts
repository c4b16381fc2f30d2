import { ADVOCATE_ACTORS, CHAMBER_STAFF_ACTORS } from './actors';
import { defineWorkflow } from './workflow';

/**
 * A lawyer's request to the chamber (legal aid, certificate or license replacement, status suspension,
 * free help), decisions.md "Request of a lawyer". The lawyer sends it; the regional chamber opens it
 * (SEEN), accepts or cancels it with a reason; a cancelled request may be sent again (reSend). Where a
 * fee is due (the request template's price), acceptance moves it on to PAYMENT in the same transaction,
 * and the performed payment completes it; a payment cancelled after perform puts it back to PAYMENT.
 * Delivery (self-pickup or mail) is tracked beside the status, not as a state.
 */
export const LAWYER_REQUEST_STATUSES = [
  'DRAFT',
  'SEND',
  'SEEN',
  'ACCEPTED',
  'CANCELLED',
  'PAYMENT',
  'COMPLETED',
] as const;
export type LawyerRequestStatus = (typeof LAWYER_REQUEST_STATUSES)[number];

export const LAWYER_REQUEST_EVENTS = [
  'SEND',
  'OPEN',
  'ACCEPT',
  'CANCEL',
  'RESEND',
  'REQUIRE_PAYMENT',
  'PAY',
  'REVERSE_PAYMENT',
] as const;
export type LawyerRequestEvent = (typeof LAWYER_REQUEST_EVENTS)[number];

/** The chamber staff who review requests (REGION_CHAMBER its region, the others every region). */
export const REQUEST_REVIEWERS = CHAMBER_STAFF_ACTORS;

/**
 * Statuses in which a request is still open: a second certificate (or license) replacement is refused
 * meanwhile. ACCEPTED is not one: a replacement with a fee leaves it at once for PAYMENT.
 */
export const OPEN_LAWYER_REQUEST_STATUSES = [
  'DRAFT',
  'SEND',
  'SEEN',
  'PAYMENT',
] as const satisfies readonly LawyerRequestStatus[];

export const LAWYER_REQUEST_WORKFLOW = defineWorkflow<LawyerRequestStatus, LawyerRequestEvent>({
  name: 'lawyer-request',
  states: LAWYER_REQUEST_STATUSES,
  events: LAWYER_REQUEST_EVENTS,
  creation: [
    { to: 'DRAFT', who: ADVOCATE_ACTORS },
    { to: 'SEND', who: ADVOCATE_ACTORS },
  ],
  final: [],
  transitions: [
    { from: 'DRAFT', event: 'SEND', to: 'SEND', who: ADVOCATE_ACTORS },
    // the chamber opens it in its inbox
    { from: 'SEND', event: 'OPEN', to: 'SEEN', who: REQUEST_REVIEWERS },
    { from: 'SEEN', event: 'ACCEPT', to: 'ACCEPTED', who: REQUEST_REVIEWERS },
    // with a reason, which the lawyer sees
    { from: 'SEEN', event: 'CANCEL', to: 'CANCELLED', who: REQUEST_REVIEWERS },
    // reSend: the lawyer sends a cancelled request again, after correcting it
    { from: 'CANCELLED', event: 'RESEND', to: 'SEND', who: ADVOCATE_ACTORS },
    // in the accepting transaction, where the template has a price
    { from: 'ACCEPTED', event: 'REQUIRE_PAYMENT', to: 'PAYMENT', who: ['SYSTEM'] },
    // the payment provider performed the payment (PerformTransaction)
    { from: 'PAYMENT', event: 'PAY', to: 'COMPLETED', who: ['SYSTEM'] },
    // the payment was cancelled after perform (CancelTransaction): owed again
    { from: 'COMPLETED', event: 'REVERSE_PAYMENT', to: 'PAYMENT', who: ['SYSTEM'] },
  ],
});
