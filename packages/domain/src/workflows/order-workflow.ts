import { ADVOCATE_ACTORS } from './actors';
import { defineWorkflow } from './workflow';

/**
 * The order (the advocate's warrant for a case), decisions.md "Order". DELETED is a draft its author
 * deleted (deleteOrder): kept, hidden from lists, so its history and the persons added to its case stay.
 */
export const ORDER_STATUSES = ['DRAFT', 'CREATED', 'CANCELLED', 'DELETED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ['SIGN', 'REGISTER_PAPER', 'DELETE', 'CANCEL'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_WORKFLOW = defineWorkflow<OrderStatus, OrderEvent>({
  name: 'order',
  states: ORDER_STATUSES,
  events: ORDER_EVENTS,
  // createDraft by an advocate, or the draft an accepted investigator request creates for its lawyer.
  creation: [{ to: 'DRAFT', who: ADVOCATE_ACTORS }],
  final: ['CANCELLED', 'DELETED'],
  transitions: [
    // electronic order signed with the author's e-signature key (signatureDraft): it gets its number
    { from: 'DRAFT', event: 'SIGN', to: 'CREATED', who: ADVOCATE_ACTORS },
    // paper order registered with the booklet's number and a scan: it gets its number too
    { from: 'DRAFT', event: 'REGISTER_PAPER', to: 'CREATED', who: ADVOCATE_ACTORS },
    { from: 'DRAFT', event: 'DELETE', to: 'DELETED', who: ADVOCATE_ACTORS },
    // by its author or the director of its structure (record rule in the order policy), with a reason
    { from: 'CREATED', event: 'CANCEL', to: 'CANCELLED', who: ADVOCATE_ACTORS },
  ],
});
