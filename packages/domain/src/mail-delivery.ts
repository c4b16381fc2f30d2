/**
 * Mail delivery of a request's result (spec section 4 "Mail delivery", decisions.md "Request of a lawyer"):
 * the post registers a parcel, reports it in transit, then delivered or not delivered with one of nine
 * reasons; a parcel whose payment was returned before it arrived is recalled (RECALLED). The same codes travel on the post's wire (packages/integrations post.ts), are stored on the
 * request (lawyer_requests.delivery_status, delivery_failure_reason) and are labelled by
 * `common:status.mailDelivery.<STATUS>` and `lawyer-record:delivery.reason.<REASON>`.
 */
export const MAIL_DELIVERY_STATUSES = [
  'REGISTERED',
  'IN_TRANSIT',
  'DELIVERED',
  'FAILED',
  'RECALLED',
] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/** The nine failure reasons of spec section 4, in its order. */
export const MAIL_FAILURE_REASONS = [
  'ADDRESSEE_DECEASED',
  'NOT_LIVING_AT_ADDRESS',
  'INCOMPLETE_ADDRESS',
  'REFUSED',
  'NOT_AT_HOME',
  'NOT_COLLECTED',
  'UNDEFINED_ADDRESS',
  'DELIVERY_ATTEMPT_FAILED',
  'ORGANIZATION_NOT_FOUND',
] as const;
export type MailFailureReason = (typeof MAIL_FAILURE_REASONS)[number];

/** Statuses after which the post reports nothing more: the portal stops asking. */
export const FINAL_MAIL_DELIVERY_STATUSES: readonly MailDeliveryStatus[] = [
  'DELIVERED',
  'FAILED',
  'RECALLED',
];

export function isFinalMailDelivery(status: string | null): boolean {
  return status !== null && (FINAL_MAIL_DELIVERY_STATUSES as readonly string[]).includes(status);
}
