/**
 * Mail delivery of a request's result (docs/domain.md "Mail delivery"): how the result of a
 * lawyer's request travels, read by the lawyer and the chamber that sees the request, and "check with the
 * post now". The parcel is registered and followed by the API's jobs (apps/api/src/modules/mail-delivery).
 */
import { DELIVERY_METHODS, MAIL_DELIVERY_STATUSES, MAIL_FAILURE_REASONS } from '@portal/domain';
import { z } from 'zod';
import { actionFlags } from '../kit/fields';
import { idParams } from '../common/ids';
import { defineCalls, get, post } from '../kit/define-call';
import { idBody } from '../legal-aid/common';

export const requestDeliveryDto = z.object({
  requestId: z.number().int(),
  delivery: z.enum(DELIVERY_METHODS),
  deliveryAddress: z.string().nullable(),
  postalIndex: z.string().nullable(),
  /** The post's S10 number, once the parcel is registered. */
  trackingNumber: z.string().nullable(),
  /** null: by mail but not sent yet (the request is not accepted or not paid), or self-pickup. */
  status: z.enum(MAIL_DELIVERY_STATUSES).nullable(),
  /** Why the post could not deliver it (status FAILED). */
  failureReason: z.enum(MAIL_FAILURE_REASONS).nullable(),
  can: actionFlags('refresh'),
});
export type RequestDeliveryDto = z.infer<typeof requestDeliveryDto>;

export const mailDeliveryCalls = defineCalls(['requests'], 'signedIn', {
  requestDelivery: get('getInfo/requestDelivery/:id', { params: idParams, response: requestDeliveryDto }),
  /** Asks the post now (registering the parcel if it is due and has none); answers the delivery. */
  requestDeliveryRefresh: post('getInfo/requestDeliveryRefresh', {
    body: idBody,
    response: requestDeliveryDto,
  }),
});
