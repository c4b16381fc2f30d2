/**
 * Orders: the advocate's warrant for a case (spec section 3 "Order", section 7 order calls under
 * getInfo/; decisions.md "Order"). Every path is under /api/v.1/getInfo/.
 */
import { ORDER_SCOPES, ORDER_STATUSES, ORDER_TYPES, PROTECTED_PERSON_TYPES } from '@portal/domain';
import { z } from 'zod';
import { requiredLine } from '../common/text';
import { personName } from '../common/person-name';
import { referenceItemSchema } from '../reference/reference-lists';
import { actionFlags, counts, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  calendarDate,
  caseNumberText,
  idBody,
  idReasonBody,
  LEGAL_AID_FILE_MAX_BYTES,
  signBody,
  documentSignature,
  lawyerRef,
  pinflText,
  PROCEDURE_ROLE_VALUES,
  signingContent,
  statusHistoryItem,
  storedFileRef,
  tinText,
} from './common';
import { namedRef } from '../public/common';
import { criminalCaseDto, orgRequestListResponse } from './investigator-requests';

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
const nullableDate = calendarDate.nullable().optional();
const nullableId = z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional();

/**
 * The fields of an order its author fills (spec section 3 "Creation fields"). In a draft every field may
 * be empty; signing (electronic) or registering (paper) needs the required ones and names what is missing.
 * `undefined` leaves a field as it is (updateDraft), `null` empties it.
 */
export const orderDraftFields = z.object({
  /** The language the order is written and printed in. */
  language: z.enum(['lt', 'uz', 'ru', 'eng']).optional(),
  protectedPersonType: z.enum(PROTECTED_PERSON_TYPES).optional(),
  personPinfl: pinflText.nullable().optional(),
  personLastName: nullableText(100),
  personFirstName: nullableText(100),
  personParentName: nullableText(100),
  /** A legal entity as the protected person: its INN (9 digits) and name. */
  contragentInn: tinText.nullable().optional(),
  contragentName: nullableText(300),
  /** The kind of legal aid (getInfo/listOwnLegalAidType; the spec's legalAidWorkType). */
  legalAidId: nullableId,
  /** The basis (getInfo/orderBaseList): CONTRACT, STATE_FUNDED (needs a case the lawyer is on), … */
  orderBaseId: nullableId,
  contractDate: nullableDate,
  approvedDate: nullableDate,
  /** The grounds document (a contract, a request, a ruling): its number and date. */
  groundsDocNumber: nullableText(100),
  groundsDocDate: nullableDate,
  caseNumber: caseNumberText.nullable().optional(),
  /** Paper orders: the number printed in the booklet. */
  orderRegNumber: nullableText(40),
});
export type OrderDraftFields = z.infer<typeof orderDraftFields>;

/** POST getInfo/createDraft: a new draft (needs the order permission and no structure restriction). */
export const createDraftBody = orderDraftFields.extend({ type: z.enum(ORDER_TYPES) });

/**
 * POST getInfo/updateDraft {id, …fields}: changes a DRAFT (any other status: 409, nothing changes). The
 * grounds, basis, person pinfl and case of a draft made by an accepted request stay as they are.
 */
export const updateDraftBody = orderDraftFields.extend({
  id: idSchema,
  type: z.enum(ORDER_TYPES).optional(),
});

/**
 * POST getInfo/orderCreate: a paper order, registered at once. multipart/form-data: the draft fields as
 * text, `orderRegNumber` (required), the part `file` (the scan of the booklet page: PDF, at most 20 MB,
 * required) and optionally `id` of an existing paper draft to register (otherwise a new one is made).
 * Electronic orders are created with createDraft and signed with signatureDraft.
 */
export const orderCreateFields = orderDraftFields.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  orderRegNumber: requiredLine(40),
});
export const ORDER_CREATE_FILE_FIELD = 'file';

/**
 * What the current user may do with an order now (ARCHITECTURE.md convention 5).
 * - update: updateDraft (author, DRAFT).
 * - delete: deleteOrder (author, DRAFT).
 * - sign: signatureDraft (author, electronic DRAFT, with the order permission and no restriction).
 * - registerPaper: orderCreate with this draft's id (author, paper DRAFT, with the permission and no restriction).
 * - cancel: cancelOrder (author or the director of its structure, CREATED).
 * - addCasePerson: addCasePerson (author, DRAFT or CREATED).
 * - downloadPdf: orderPdf/{id}.
 * - downloadFile: fileDownload?id (a paper order's scan).
 * - askExpertise: expertise/create on it (its lawyer, CREATED, who may ask for expertise).
 */
export const orderCan = actionFlags(
  'update',
  'delete',
  'sign',
  'registerPaper',
  'cancel',
  'addCasePerson',
  'downloadPdf',
  'downloadFile',
  'askExpertise',
);
export type OrderCan = z.infer<typeof orderCan>;

/** The protected natural person's name on an order (null for a legal entity or while not filled). */
const protectedPersonName = {
  personLastName: z.string().nullable(),
  personFirstName: z.string().nullable(),
  personParentName: z.string().nullable(),
};

/** An order as lists show it. */
export const orderListItem = withId({
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  isDraft: z.boolean(),
  /** `2026/000123`, once CREATED. */
  number: z.string().nullable(),
  orderDate: z.string().nullable(),
  lateSent: z.boolean(),
  scope: z.enum(ORDER_SCOPES),
  contragent: namedRef.nullable(),
  lawyer: lawyerRef,
  protectedPersonType: z.enum(PROTECTED_PERSON_TYPES),
  /** The person's full name, or the legal entity's name. */
  protectedPersonName: z.string().nullable(),
  personPinfl: z.string().nullable(),
  contragentInn: z.string().nullable(),
  legalAid: namedRef.nullable(),
  orderBase: namedRef.extend({ code: z.string() }).nullable(),
  caseNumber: z.string().nullable(),
  groundsDocNumber: z.string().nullable(),
  groundsDocDate: z.string().nullable(),
  investigatorRequestId: z.number().int().nullable(),
  createdAt: z.string(),
  can: orderCan,
});
export type OrderListItem = z.infer<typeof orderListItem>;
export const orderListResponse = listOf(orderListItem);

/** A person added to an order's case (never deleted). */
export const casePersonItem = withId({
  pinfl: z.string(),
  ...personName,
  procedureRole: z.enum(PROCEDURE_ROLE_VALUES),
  addedAt: z.string(),
});
export type CasePersonItem = z.infer<typeof casePersonItem>;

/** GET getInfo/dtoByOrderId/{id}: the whole order as its page shows it. */
export const orderDto = orderListItem.extend({
  language: z.string(),
  ...protectedPersonName,
  contragentName: z.string().nullable(),
  contractDate: z.string().nullable(),
  approvedDate: z.string().nullable(),
  orderRegNumber: z.string().nullable(),
  /** A paper order's scan. */
  file: storedFileRef.nullable(),
  signature: documentSignature.nullable(),
  issuedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The public id of its check page (`/check-service-doc/{id}`, the QR code), once CREATED. */
  checkId: z.string().nullable(),
  casePersons: z.array(casePersonItem),
  history: z.array(statusHistoryItem),
  /** What signatureDraft must be signed over (null unless `can.sign`). */
  signingContent: signingContent.nullable(),
  /** The fields fixed by the investigator request the draft came from (not editable). */
  lockedFields: z.array(z.string()),
});
export type OrderDto = z.infer<typeof orderDto>;

/** GET getInfo/getByOrderId/{id}: the editable fields of an order (the form's values; null: empty). */
export const orderFormValues = withId({
  status: z.enum(ORDER_STATUSES),
  type: z.enum(ORDER_TYPES),
  language: z.string(),
  protectedPersonType: z.enum(PROTECTED_PERSON_TYPES),
  personPinfl: z.string().nullable(),
  ...protectedPersonName,
  contragentInn: z.string().nullable(),
  contragentName: z.string().nullable(),
  legalAidId: z.number().int().nullable(),
  orderBaseId: z.number().int().nullable(),
  contractDate: z.string().nullable(),
  approvedDate: z.string().nullable(),
  groundsDocNumber: z.string().nullable(),
  groundsDocDate: z.string().nullable(),
  caseNumber: z.string().nullable(),
  orderRegNumber: z.string().nullable(),
  investigatorRequestId: z.number().int().nullable(),
  lockedFields: z.array(z.string()),
  can: orderCan,
});
export type OrderFormValues = z.infer<typeof orderFormValues>;

/** Filters of the order lists (ownOrder, employeeOrder, listByCriminalCaseNumber). */
export const orderListQuery = pageQuery(20, 100).extend({
  status: z.enum(['DRAFT', 'CREATED', 'CANCELLED']).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  /** Part of the number, the case number, the protected person's name, pinfl or INN. */
  search: searchText,
  lateSent: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Order date from / to (inclusive). */
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/**
 * GET getInfo/employeeOrder: the orders of a structure (contragent orders): a director's own structure;
 * REGION_CHAMBER its region; ADMIN and REPUBLIC_CHAMBER every structure (`contragentId` narrows).
 */
export const employeeOrderQuery = orderListQuery.extend({
  lawyerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  contragentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** GET getInfo/orderCount: the caller's own orders by status (drafts, created, cancelled, late-sent). */
export const orderCountResponse = counts('total', 'draft', 'created', 'cancelled', 'lateSent');

/** GET getInfo/countEmployee: per lawyer of the structure (scope as employeeOrder), their order counts. */
export const countEmployeeQuery = pageQuery(20, 100).extend({
  contragentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const countEmployeeItem = orderCountResponse.extend({ lawyer: lawyerRef });
export const countEmployeeResponse = listOf(countEmployeeItem);
export type CountEmployeeItem = z.infer<typeof countEmployeeItem>;

/** GET getInfo/listOwnLegalAidType: the kinds of legal aid an order may name (id 18 "another case" always). */
export const legalAidTypeItem = referenceItemSchema;
export const listOwnLegalAidTypeResponse = listOf(legalAidTypeItem);

/** GET getInfo/orderCreateCheck: what is missing for the caller to create orders (the screen says which). */
export const orderCreateCheckResponse = z.object({
  /** The caller is in the lawyer registry. */
  isLawyer: z.boolean(),
  /** The per-user order permission (granted by the director or ADMIN). */
  permission: z.boolean(),
  /** The structure-level restriction (set by REPUBLIC_CHAMBER or ADMIN). */
  structureRestricted: z.boolean(),
  /** The lawyer's license is active (restored by the ministry of justice). */
  licenseActive: z.boolean(),
  canCreate: z.boolean(),
  /** The structure orders are issued by (null: personally). */
  contragent: namedRef.nullable(),
});
export type OrderCreateCheckResponse = z.infer<typeof orderCreateCheckResponse>;

/** GET getInfo/infoFromMvd?caseNumber: one criminal case from the interior-ministry registry. */
export const infoFromMvdQuery = z.object({ caseNumber: caseNumberText });
/** POST getInfo/searchCriminal {pinfl}: the cases where a person is accused (the pinfl stays out of the URL). */
export const searchCriminalBody = z.object({ pinfl: pinflText });
export const criminalCaseListResponse = listOf(criminalCaseDto);

/** GET getInfo/listByCriminalCaseNumber?caseNumber: the caller's orders (own scope) on one case. */
export const listByCriminalCaseNumberQuery = orderListQuery.extend({ caseNumber: caseNumberText });

/** GET getInfo/ownCriminalCaseNumberList: the cases the caller is a lawyer on (accepted requests, own orders). */
export const ownCriminalCaseNumberItem = z.object({
  caseNumber: z.string(),
  /** The accepted investigator request on this case, if any (a state-funded order needs one). */
  requestId: z.number().int().nullable(),
  orderCount: z.number().int(),
});
export const ownCriminalCaseNumberListResponse = listOf(ownCriminalCaseNumberItem);

/**
 * POST getInfo/getByOrderIdAndLawyerPnfl {orderId, pnfl}: an order, when it is issued to the lawyer with
 * that pinfl and the caller may see it (404 otherwise). The pinfl stays out of the URL.
 */
export const getByOrderIdAndLawyerPnflBody = z.object({ orderId: idSchema, pnfl: pinflText });

/** GET getInfo/listForRequest: the caller's accepted investigator requests, with the order each made. */
export const listForRequestQuery = pageQuery(20, 1000);

/**
 * GET getInfo/dtoByOrderIdForCheck/{id}: what the checklist of completed work of the order's request is
 * filled from (the values its form starts with).
 */
export const orderForChecklistResponse = z.object({
  orderId: z.number().int(),
  number: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  requestId: z.number().int().nullable(),
  caseNumber: z.string().nullable(),
  protectedPersonName: z.string().nullable(),
  legalAid: namedRef.nullable(),
  /** The request's language of legal aid. */
  language: namedRef.nullable(),
  /** The Tashkent date of the request's attendance time. */
  attendanceDate: z.string().nullable(),
  /** The lawyer's current license type. */
  licenseType: namedRef.nullable(),
  /** The checklist already made for the request, if any. */
  checklistId: z.number().int().nullable(),
});
export type OrderForChecklist = z.infer<typeof orderForChecklistResponse>;

/** POST getInfo/addCasePerson: a person added to the case of the caller's order (DRAFT or CREATED). */
export const addCasePersonBody = z.object({
  orderId: idSchema,
  pinfl: pinflText,
  lastName: requiredLine(100),
  firstName: requiredLine(100),
  parentName: nullableText(100),
  procedureRole: z.enum(PROCEDURE_ROLE_VALUES),
});

/** POST getInfo/deleteCasePerson {orderId, casePersonId}: always refused (422, spec section 5). */
export const deleteCasePersonBody = z.object({ orderId: idSchema, casePersonId: idSchema });

/** An order with what happened to it: the answer of deleteOrder. */
export const deletedOrderResponse = idBody.extend({ status: orderListItem.shape.status });

/** Every order call (spec section 7, getInfo/…), defined once: the API's routes and the SPA's hooks. */
export const orderCalls = defineCalls(['legal aid: orders'], {
  ownOrder: get('getInfo/ownOrder', {
    query: orderListQuery,
    response: orderListResponse,
    permission: 'order.view',
  }),
  employeeOrder: get('getInfo/employeeOrder', {
    query: employeeOrderQuery,
    response: orderListResponse,
    permission: 'signedIn',
    summary:
      'Orders of structures: the director’s own structure, the regional chamber’s region, every structure for ADMIN and the republic chamber',
  }),
  orderCount: get('getInfo/orderCount', { response: orderCountResponse, permission: 'order.view' }),
  countEmployee: get('getInfo/countEmployee', {
    query: countEmployeeQuery,
    response: countEmployeeResponse,
    permission: 'signedIn',
    summary:
      'Order counts per lawyer of the structures the caller oversees (as employeeOrder), their current employees included',
  }),
  listOwnLegalAidType: get('getInfo/listOwnLegalAidType', {
    response: listOwnLegalAidTypeResponse,
    permission: 'order.view',
  }),
  orderCreateCheck: get('getInfo/orderCreateCheck', {
    response: orderCreateCheckResponse,
    permission: 'order.view',
  }),
  createDraft: post('getInfo/createDraft', {
    body: createDraftBody,
    response: orderDto,
    permission: 'order.create',
  }),
  updateDraft: post('getInfo/updateDraft', {
    body: updateDraftBody,
    response: orderDto,
    permission: 'order.create',
  }),
  deleteOrder: post('getInfo/deleteOrder', {
    body: idBody,
    response: deletedOrderResponse,
    permission: 'order.create',
  }),
  signatureDraft: post('getInfo/signatureDraft', {
    body: signBody,
    response: orderDto,
    permission: 'order.create',
    summary: 'Sign an electronic draft: the PKCS#7 (attached) over the canonical JSON of its signingContent',
  }),
  orderCreate: post('getInfo/orderCreate', {
    multipart: {
      fields: orderCreateFields,
      fileField: ORDER_CREATE_FILE_FIELD,
      maxBytes: LEGAL_AID_FILE_MAX_BYTES,
    },
    response: orderDto,
    permission: 'order.create',
    summary: 'Register a paper order: multipart fields (orderCreateFields) and the scan `file` (PDF)',
  }),
  cancelOrder: post('getInfo/cancelOrder', {
    body: idReasonBody,
    response: orderDto,
    permission: 'order.view',
  }),
  dtoByOrderId: get('getInfo/dtoByOrderId/:id', {
    params: idParams,
    response: orderDto,
    permission: 'signedIn',
  }),
  getByOrderId: get('getInfo/getByOrderId/:id', {
    params: idParams,
    response: orderFormValues,
    permission: 'signedIn',
  }),
  getByOrderIdAndLawyerPnfl: post('getInfo/getByOrderIdAndLawyerPnfl', {
    body: getByOrderIdAndLawyerPnflBody,
    response: orderListItem,
    permission: 'signedIn',
  }),
  fileDownload: get('getInfo/fileDownload', {
    query: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'A paper order’s scan; an electronic order’s PDF',
  }),
  orderPdf: get('getInfo/orderPdf/:id', {
    params: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'The order as a PDF with the QR code of its check page',
  }),
  listByCriminalCaseNumber: get('getInfo/listByCriminalCaseNumber', {
    query: listByCriminalCaseNumberQuery,
    response: orderListResponse,
    permission: 'order.view',
  }),
  ownCriminalCaseNumberList: get('getInfo/ownCriminalCaseNumberList', {
    response: ownCriminalCaseNumberListResponse,
    permission: 'order.view',
  }),
  listForRequest: get('getInfo/listForRequest', {
    query: listForRequestQuery,
    response: orgRequestListResponse,
    permission: 'investigatorRequest.respond',
    summary: 'The caller’s accepted investigator requests, with the order each made',
  }),
  dtoByOrderIdForCheck: get('getInfo/dtoByOrderIdForCheck/:id', {
    params: idParams,
    response: orderForChecklistResponse,
    permission: 'signedIn',
    summary: 'What the checklist of the order’s request is filled from',
  }),
  addCasePerson: post('getInfo/addCasePerson', {
    body: addCasePersonBody,
    response: casePersonItem,
    permission: 'order.create',
  }),
  deleteCasePerson: post('getInfo/deleteCasePerson', {
    body: deleteCasePersonBody,
    response: casePersonItem,
    permission: 'order.create',
    summary: 'Always refused: persons added to a case cannot be deleted (spec section 5)',
  }),
});

/** Criminal cases from the interior-ministry registry, for the order and request forms. */
export const criminalCaseCalls = defineCalls(['legal aid: criminal cases'], 'criminalCase.read', {
  infoFromMvd: get('getInfo/infoFromMvd', { query: infoFromMvdQuery, response: criminalCaseDto }),
  searchCriminal: post('getInfo/searchCriminal', {
    body: searchCriminalBody,
    response: criminalCaseListResponse,
  }),
});
