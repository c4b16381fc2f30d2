import { ADVOCATE_ACTORS } from './actors';
import { type EventOf, finalStates, stepsBy, workflowTable } from './workflow';

/**
 * The order (the advocate's warrant for a case), decisions.md "Order". DELETED is a draft its author
 * deleted (deleteOrder): kept, hidden from lists, so its history and the persons added to its case stay.
 */
export const ORDER_WORKFLOW = workflowTable({
  name: 'order',
  // createDraft by an advocate, or the draft an accepted investigator request creates for its lawyer.
  creation: { DRAFT: ADVOCATE_ACTORS },
  states: {
    DRAFT: stepsBy(ADVOCATE_ACTORS, {
      // electronic order signed with the author's e-signature key (signatureDraft): it gets its number
      SIGN: 'CREATED',
      // paper order registered with the booklet's number and a scan: it gets its number too
      REGISTER_PAPER: 'CREATED',
      DELETE: 'DELETED',
    }),
    // by its author or the director of its structure (record rule in the order policy), with a reason
    CREATED: stepsBy(ADVOCATE_ACTORS, { CANCEL: 'CANCELLED' }),
    ...finalStates('CANCELLED', 'DELETED'),
  },
});

export const ORDER_STATUSES = ORDER_WORKFLOW.states;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderEvent = EventOf<typeof ORDER_WORKFLOW>;

/** Electronic (signed with an e-signature key) or paper (a booklet form, registered with a scan). */
export const ORDER_TYPES = ['ELECTRONIC', 'PAPER'] as const;
/** Whether an order is issued by the lawyer's structure (contragent) or by the lawyer personally. */
export const ORDER_SCOPES = ['CONTRAGENT', 'PERSONAL'] as const;
/** The protected person of an order: an individual (by pinfl) or a legal entity (by INN). */
export const PROTECTED_PERSON_TYPES = ['INDIVIDUAL', 'LEGAL_ENTITY'] as const;
