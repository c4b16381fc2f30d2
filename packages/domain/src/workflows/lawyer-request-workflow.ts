import { ADVOCATE_ACTORS, CHAMBER_STAFF_ACTORS } from './actors';
import { type EventOf, stepsBy, workflowTable } from './workflow';

/** The five top-level kinds of request (request_types.code of the tree's roots). */
export const REQUEST_KINDS = [
  'LEGAL_AID',
  'CERTIFICATE_REPLACEMENT',
  'LICENSE_REPLACEMENT',
  'STATUS_SUSPENSION',
  'FREE_HELP',
] as const;

/** How the lawyer gets the document a request produces: picked up at the chamber, or by mail. */
export const DELIVERY_METHODS = ['SELF_PICKUP', 'MAIL'] as const;

/** The chamber staff who review requests (REGION_CHAMBER its region, the others every region). */
export const REQUEST_REVIEWERS = CHAMBER_STAFF_ACTORS;

/**
 * A lawyer's request to the chamber (legal aid, certificate or license replacement, status suspension,
 * free help), decisions.md "Request of a lawyer". The lawyer sends it; the regional chamber opens it
 * (SEEN), accepts or cancels it with a reason; a cancelled request may be sent again (reSend). Where a
 * fee is due (the request template's price), acceptance moves it on to PAYMENT in the same transaction,
 * and the performed payment completes it; a payment cancelled after perform puts it back to PAYMENT.
 * Delivery (self-pickup or mail) is tracked beside the status, not as a state.
 */
export const LAWYER_REQUEST_WORKFLOW = workflowTable({
  name: 'lawyer-request',
  creation: { DRAFT: ADVOCATE_ACTORS, SEND: ADVOCATE_ACTORS },
  states: {
    DRAFT: { SEND: { to: 'SEND', who: ADVOCATE_ACTORS } },
    // the chamber opens it in its inbox
    SEND: { OPEN: { to: 'SEEN', who: REQUEST_REVIEWERS } },
    // cancelled with a reason, which the lawyer sees
    SEEN: stepsBy(REQUEST_REVIEWERS, { ACCEPT: 'ACCEPTED', CANCEL: 'CANCELLED' }),
    // in the accepting transaction, where the template has a price
    ACCEPTED: { REQUIRE_PAYMENT: { to: 'PAYMENT', who: ['SYSTEM'] } },
    // reSend: the lawyer sends a cancelled request again, after correcting it
    CANCELLED: { RESEND: { to: 'SEND', who: ADVOCATE_ACTORS } },
    // the payment provider performed the payment (PerformTransaction)
    PAYMENT: { PAY: { to: 'COMPLETED', who: ['SYSTEM'] } },
    // the payment was cancelled after perform (CancelTransaction): owed again
    COMPLETED: { REVERSE_PAYMENT: { to: 'PAYMENT', who: ['SYSTEM'] } },
  },
});

export const LAWYER_REQUEST_STATUSES = LAWYER_REQUEST_WORKFLOW.states;
export type LawyerRequestStatus = (typeof LAWYER_REQUEST_STATUSES)[number];
export type LawyerRequestEvent = EventOf<typeof LAWYER_REQUEST_WORKFLOW>;

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
