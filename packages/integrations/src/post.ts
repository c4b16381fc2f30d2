/**
 * The post: parcel registration and tracking (integrations.md "postal delivery tracking"). integrations.md
 * fixes no protocol, so it is the simulator's own REST/JSON (apps/gov-sim/src/systems/post):
 * - `POST /parcels {reference, addressee, address, postalIndex}` registers a parcel; the same `reference`
 *   again answers the parcel already registered for it (201 the first time, 200 after);
 * - `GET /parcels/:trackingNumber` -> the parcel's status and its events; 404 `PARCEL_NOT_FOUND`;
 * - `POST /parcels/:trackingNumber/recall` stops a parcel not yet delivered (its payment was returned):
 *   it answers the parcel RECALLED, or as it is when it was already DELIVERED or FAILED (too late to
 *   recall); again, the same answer; 404 `PARCEL_NOT_FOUND`;
 * - `PUT /parcels/:trackingNumber/outcome {status, failureReason?}` (simulator only, tests and demos): what
 *   the parcel reports from now on.
 * Statuses and the nine failure reasons are packages/domain mail-delivery.ts's.
 */
import { MAIL_DELIVERY_STATUSES, MAIL_FAILURE_REASONS } from '@portal/domain';
import { z } from 'zod';

/** An S10 tracking number as the post writes it: 2 letters, 8 digits, a check digit, the country. */
export const TRACKING_NUMBER_REGEX = /^[A-Z]{2}\d{9}UZ$/;
export const trackingNumberParams = z.object({ trackingNumber: z.string().regex(TRACKING_NUMBER_REGEX) });

export const parcelRegistration = z.object({
  /** The sender's own id of the parcel (the portal: `REQ-{requestId}`): registering it again is harmless. */
  reference: z.string().min(1).max(60),
  addressee: z.string().min(1).max(300),
  address: z.string().min(1).max(500),
  postalIndex: z.string().regex(/^\d{6}$/),
});
export type ParcelRegistration = z.infer<typeof parcelRegistration>;

export const parcelEvent = z.object({
  status: z.enum(MAIL_DELIVERY_STATUSES),
  failureReason: z.enum(MAIL_FAILURE_REASONS).nullable(),
  at: z.iso.datetime({ offset: true }),
});

/** `POST /parcels` and `GET /parcels/:trackingNumber` answer. */
export const parcelSchema = z.object({
  trackingNumber: z.string().regex(TRACKING_NUMBER_REGEX),
  reference: z.string(),
  status: z.enum(MAIL_DELIVERY_STATUSES),
  /** Set when `status` is FAILED. */
  failureReason: z.enum(MAIL_FAILURE_REASONS).nullable(),
  /** What the parcel went through, oldest first; the last is `status`. */
  events: z.array(parcelEvent),
});
export type Parcel = z.infer<typeof parcelSchema>;

/** `PUT /parcels/:trackingNumber/outcome` body (the simulator's control). */
export const parcelOutcome = z
  .object({
    status: z.enum(['IN_TRANSIT', 'DELIVERED', 'FAILED']),
    failureReason: z.enum(MAIL_FAILURE_REASONS).optional(),
  })
  .refine((v) => (v.status === 'FAILED') === (v.failureReason !== undefined), {
    message: 'failureReason is given exactly when status is FAILED',
    path: ['failureReason'],
  });
export type ParcelOutcome = z.infer<typeof parcelOutcome>;
