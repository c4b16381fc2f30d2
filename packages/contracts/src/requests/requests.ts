/**
 * Requests of a lawyer to the chamber (spec section 3 "Request", section 7 getInfo/ calls; decisions.md
 * "Request of a lawyer"): the request types and templates, the lawyer's own requests and the chambers'
 * inbox. Every path is under /api/v.1/getInfo/.
 */
import {
  CERTIFICATE_EXPIRY_STATUSES,
  DELIVERY_METHODS,
  LAWYER_REQUEST_STATUSES,
  REQUEST_KINDS,
} from '@portal/domain';
import { z } from 'zod';
import { lawyerName } from '../common/person-name';
import { optionalLine, translatedText } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, wholeListOf } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate, idBody, idReasonBody, pinflText, statusHistoryItem } from '../legal-aid/common';
import { namedRef } from '../public/common';

export const LAWYER_REQUEST_STATUS_VALUES = LAWYER_REQUEST_STATUSES;

export const REQUEST_KIND_VALUES = REQUEST_KINDS;
export type RequestKindValue = (typeof REQUEST_KIND_VALUES)[number];

// ---------------------------------------------------------------- types and templates

/** A node of the request-type tree. */
export const requestTypeNode = withId({
  code: z.string().nullable(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  /** Whether it has children (the form asks for one of them). */
  hasChildren: z.boolean(),
});
export const requestTypeByParentQuery = z.object({ parentId: idSchema.optional() });

export const requestTemplateItem = withId({
  requestType: namedRef,
  kind: z.enum(REQUEST_KIND_VALUES),
  name: z.string(),
  body: z.string(),
  /** The fee in tiyin (1/100 sum); 0: free. */
  priceTiyin: z.number().int(),
  pageCount: z.number().int(),
});
export const requestTemplateListQuery = pageQuery(50, 100).extend({ requestTypeId: idSchema.optional() });

/** requestTemplateCreate and legal-aid-request-template-create. */
export const requestTemplateCreateBody = z.object({
  requestTypeId: idSchema,
  ...translatedText('name', 300),
  body: z.string().trim().max(20_000, 'validation.tooLong').default(''),
  priceTiyin: z.coerce.number().int().min(0).max(100_000_000_000),
  pageCount: z.coerce.number().int().min(1).max(1000),
});

// ---------------------------------------------------------------- requests

/**
 * changeRequest / requestCertificate: a new request (no `id`) or changes to the caller's DRAFT (`id`);
 * `send` sends it to the chamber at once. Mail delivery needs the address and a 6-digit postal index.
 */
export const requestFields = z
  .object({
    id: idSchema.optional(),
    requestTypeId: idSchema,
    reason: optionalLine(2000),
    delivery: z.enum(DELIVERY_METHODS).default('SELF_PICKUP'),
    deliveryAddress: optionalLine(500),
    postalIndex: z
      .string()
      .regex(/^\d{6}$/, 'validation.invalidPostalIndex')
      .nullable()
      .optional(),
    send: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.delivery !== 'MAIL') return;
    if (!v.deliveryAddress)
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'validation.fieldMandatory' });
    if (!v.postalIndex)
      ctx.addIssue({ code: 'custom', path: ['postalIndex'], message: 'validation.fieldMandatory' });
  });
export type RequestFields = z.input<typeof requestFields>;
export type RequestInput = z.output<typeof requestFields>;

/** reSendReqCert: a CANCELLED request sent again, with the lawyer's corrected explanation. */
export const resendBody = z.object({ id: idSchema, reason: optionalLine(2000) });

/** acceptRequest: an optional comment to the lawyer. */
export const acceptBody = z.object({ id: idSchema, comment: optionalLine(2000) });

/**
 * What the caller may do with a request now.
 * - update: changeRequest with its id (author, DRAFT).
 * - resend: reSendReqCert (author, CANCELLED).
 * - open: requestSeen (reviewer, SEND).
 * - pay: requestPayment (author, PAYMENT).
 */
export const requestCan = actionFlags('update', 'resend', 'open', 'accept', 'cancel', 'pay');

export const issuedCertificate = withId({
  number: z.string(),
  givenDate: z.string(),
  endDate: z.string(),
  current: z.boolean(),
  /** check-service-doc/{publicId}; null for a certificate issued before the portal. */
  publicId: z.string().nullable(),
});

export const lawyerRequestItem = withId({
  kind: z.enum(REQUEST_KIND_VALUES),
  requestType: namedRef,
  status: z.enum(LAWYER_REQUEST_STATUS_VALUES),
  lawyer: z.object({ id: z.number().int(), fullName: z.string(), certificateNumber: z.string() }),
  region: namedRef,
  delivery: z.enum(DELIVERY_METHODS),
  priceTiyin: z.number().int(),
  deliveryStatus: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  can: requestCan,
});
export type LawyerRequestItem = z.infer<typeof lawyerRequestItem>;

export const lawyerRequestDto = lawyerRequestItem.extend({
  reason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  postalIndex: z.string().nullable(),
  pageCount: z.number().int(),
  trackingNumber: z.string().nullable(),
  deliveryFailureReason: z.string().nullable(),
  seenAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  newCertificate: issuedCertificate.nullable(),
  /** The certificate the new one replaced (kept in history; its check page says it was replaced). */
  replacedCertificate: issuedCertificate.nullable(),
  history: z.array(statusHistoryItem),
});
export type LawyerRequestDto = z.infer<typeof lawyerRequestDto>;

/** Own requests (forChangeRequest) and the chambers' inbox (requestInbox): filters. */
export const requestListQuery = pageQuery(20, 100).extend({
  kind: z.enum(REQUEST_KIND_VALUES).optional(),
  status: z.enum(LAWYER_REQUEST_STATUS_VALUES).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  /** Inbox of the republic chamber: one region. */
  regionId: idSchema.optional(),
});
export type RequestListQuery = z.output<typeof requestListQuery>;

/**
 * POST getInfo/listByPnfl {pnfl, filters}: the requests of the lawyer with this pinfl that the caller
 * reviews (the pinfl stays out of the URL).
 */
export const requestListByPnflBody = requestListQuery.extend({ pnfl: pinflText });

/** POST getInfo/checkForCertificateRequest {pnfl}: the pinfl stays out of the URL. */
export const checkForCertificateBody = z.object({ pnfl: pinflText });
export const checkForCertificateAnswer = z.object({
  open: z.boolean(),
  requestId: z.number().int().nullable(),
});

export const requestHistoryAnswer = wholeListOf(statusHistoryItem);

/** A certificate ending within 90 days (or ended), as the chambers' list shows it. */
export const expiringCertificate = z.object({
  certificateId: z.number().int(),
  number: z.string(),
  endDate: z.string(),
  /** The mark on the day asked (WARNING, DANGER, EXPIRED). */
  expiry: z.enum(CERTIFICATE_EXPIRY_STATUSES),
  lawyer: lawyerName,
  region: namedRef,
});
export const expiringCertificatesQuery = pageQuery(20, 100).extend({ regionId: idSchema.optional() });

export const requestCalls = defineCalls(['requests'], {
  expiringCertificates: get('getInfo/expiringCertificates', {
    query: expiringCertificatesQuery,
    response: listOf(expiringCertificate),
    permission: 'request.review',
  }),
  requestTypeByParentId: get('getInfo/requestTypeByParentId', {
    query: requestTypeByParentQuery,
    response: wholeListOf(requestTypeNode),
    permission: 'signedIn',
  }),
  requestTemplateList: get('getInfo/requestTemplateList', {
    query: requestTemplateListQuery,
    response: listOf(requestTemplateItem),
    permission: 'signedIn',
  }),
  getByRequestTemplateId: get('getInfo/getByRequestTemplateId/:id', {
    params: idParams,
    response: requestTemplateItem,
    permission: 'signedIn',
  }),
  requestTemplateCreate: post('getInfo/requestTemplateCreate', {
    body: requestTemplateCreateBody,
    response: requestTemplateItem,
    permission: 'referenceData.manage',
  }),
  legalAidRequestTemplateCreate: post('getInfo/legal-aid-request-template-create', {
    body: requestTemplateCreateBody,
    response: requestTemplateItem,
    permission: 'referenceData.manage',
  }),
  changeRequest: post('getInfo/changeRequest', {
    body: requestFields,
    response: lawyerRequestDto,
    permission: 'request.own',
  }),
  requestCertificate: post('getInfo/requestCertificate', {
    body: requestFields,
    response: lawyerRequestDto,
    permission: 'request.own',
  }),
  reSendReqCert: post('getInfo/reSendReqCert', {
    body: resendBody,
    response: lawyerRequestDto,
    permission: 'request.own',
  }),
  forChangeRequest: get('getInfo/forChangeRequest', {
    query: requestListQuery,
    response: listOf(lawyerRequestItem),
    permission: 'request.own',
  }),
  getByReqCertId: get('getInfo/getByReqCertId/:id', {
    params: idParams,
    response: lawyerRequestDto,
    permission: 'signedIn',
  }),
  getHistoryByReqCertId: get('getInfo/getHistoryByReqCertId/:id', {
    params: idParams,
    response: requestHistoryAnswer,
    permission: 'signedIn',
  }),
  listByPnfl: post('getInfo/listByPnfl', {
    body: requestListByPnflBody,
    response: listOf(lawyerRequestItem),
    permission: 'request.review',
  }),
  checkForCertificateRequest: post('getInfo/checkForCertificateRequest', {
    body: checkForCertificateBody,
    response: checkForCertificateAnswer,
    permission: 'signedIn',
  }),
  requestInbox: get('getInfo/requestInbox', {
    query: requestListQuery,
    response: listOf(lawyerRequestItem),
    permission: 'request.review',
  }),
  requestSeen: post('getInfo/requestSeen', {
    body: idBody,
    response: lawyerRequestDto,
    permission: 'request.review',
  }),
  acceptRequest: post('getInfo/acceptRequest', {
    body: acceptBody,
    response: lawyerRequestDto,
    permission: 'request.review',
  }),
  cancelRequest: post('getInfo/cancelRequest', {
    body: idReasonBody,
    response: lawyerRequestDto,
    permission: 'request.review',
  }),
});
