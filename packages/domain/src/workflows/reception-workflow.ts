import { type EventOf, finalStates, stepsBy, workflowTable } from './workflow';

/** Who books a reception slot: a citizen (USER) or an advocate. */
export const RECEPTION_VISITORS = ['USER', 'LAWYER', 'DIRECTOR', 'NEW_DIRECTOR'] as const;
/** Who receives: a regional chamber, the republic chamber, the ministry. */
export const RECEPTION_HOSTS = ['REGION_CHAMBER', 'REPUBLIC_CHAMBER', 'MINISTRY'] as const;

/**
 * A booked reception slot (docs/domain.md "Reception booking"): the visitor may CANCEL it until the
 * cancellation deadline; on the day the receiving office marks whether the visitor CAME or MISSED it.
 */
export const RECEPTION_BOOKING_WORKFLOW = workflowTable({
  name: 'reception-booking',
  creation: { BOOKED: RECEPTION_VISITORS },
  states: {
    BOOKED: {
      ...stepsBy(RECEPTION_VISITORS, { CANCEL: 'CANCELLED' }),
      ...stepsBy(RECEPTION_HOSTS, { COME: 'CAME', MISS: 'NO_SHOW' }),
    },
    ...finalStates('CANCELLED', 'CAME', 'NO_SHOW'),
  },
});

export const RECEPTION_BOOKING_STATUSES = RECEPTION_BOOKING_WORKFLOW.states;
export type ReceptionBookingStatus = (typeof RECEPTION_BOOKING_STATUSES)[number];
export type ReceptionBookingEvent = EventOf<typeof RECEPTION_BOOKING_WORKFLOW>;

/**
 * The booking rules (docs/domain.md "Reception booking"): slots are offered from now to `horizonDays`
 * ahead; a visitor cancels until `cancelBeforeHours` before the slot starts.
 */
export const RECEPTION_RULES = { horizonDays: 30, cancelBeforeHours: 2 } as const;
