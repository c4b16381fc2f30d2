import { CHECKLIST_STATUSES, INVESTIGATOR_REQUEST_STATUSES, ORDER_STATUSES } from '@portal/domain/workflows';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Statuses of the workflows of packages/domain/src/workflows (the tables are the source). */
export const investigatorRequestStatusEnum = pgEnum(
  'investigator_request_status',
  INVESTIGATOR_REQUEST_STATUSES,
);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const checklistStatusEnum = pgEnum('checklist_status', CHECKLIST_STATUSES);

/** Electronic (signed with an e-signature key) or paper (a booklet form, registered with a scan). */
export const orderTypeEnum = pgEnum('order_type', ['ELECTRONIC', 'PAPER']);

/** Whether an order is issued by the lawyer's structure (contragent) or by the lawyer personally. */
export const orderScopeEnum = pgEnum('order_scope', ['CONTRAGENT', 'PERSONAL']);

/** The protected person of an order: an individual (by pinfl) or a legal entity (by INN). */
export const protectedPersonTypeEnum = pgEnum('protected_person_type', ['INDIVIDUAL', 'LEGAL_ENTITY']);

/** What became of one draw of an investigator request. */
export const drawOutcomeEnum = pgEnum('draw_outcome', [
  'PENDING', // the picked lawyer may still accept
  'ACCEPTED',
  'TIMED_OUT', // the picked lawyer did not accept in time: the next draw excludes them
  'EMPTY', // nobody eligible was on duty: the request waits
  'ENDED', // the request was cancelled or expired while this draw was pending
]);
