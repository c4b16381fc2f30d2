import {
  CHECKLIST_STATUSES,
  INVESTIGATOR_REQUEST_STATUSES,
  ORDER_SCOPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PROTECTED_PERSON_TYPES,
} from '@portal/domain/workflows';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Statuses of the workflows of packages/domain/src/workflows (the tables are the source). */
export const investigatorRequestStatusEnum = pgEnum(
  'investigator_request_status',
  INVESTIGATOR_REQUEST_STATUSES,
);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const checklistStatusEnum = pgEnum('checklist_status', CHECKLIST_STATUSES);

/** The order's kinds of packages/domain (legal-aid/orders.ts). */
export const orderTypeEnum = pgEnum('order_type', ORDER_TYPES);
export const orderScopeEnum = pgEnum('order_scope', ORDER_SCOPES);
export const protectedPersonTypeEnum = pgEnum('protected_person_type', PROTECTED_PERSON_TYPES);

/** What became of one draw of an investigator request. */
export const drawOutcomeEnum = pgEnum('draw_outcome', [
  'PENDING', // the picked lawyer may still accept
  'ACCEPTED',
  'TIMED_OUT', // the picked lawyer did not accept in time: the next draw excludes them
  'EMPTY', // nobody eligible was on duty: the request waits
  'ENDED', // the request was cancelled or expired while this draw was pending
]);
