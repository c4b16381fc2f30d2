/**
 * The investigator's request for a state-funded lawyer (spec section 7, the org-request calls;
 * decisions.md "Investigator request"). Every path is under /api/v.1/getInfo/.
 */
import { ORDER_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { idParams, idSchema, regionFilter } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  calendarDate,
  caseNumberText,
  CHECKLIST_SHOWN_STATUS_VALUES,
  idBody,
  INVESTIGATOR_REQUEST_STATUS_VALUES,
  lawyerRef,
  LEGAL_AID_FILE_MAX_BYTES,
  pinflText,
  idReasonBody,
  statusHistoryItem,
  storedFileRef,
} from './common';
import { namedRef } from '../public/common';

/**
 * POST getInfo/org-request_create-send: the request, as JSON or as multipart/form-data fields (numbers
 * and the time as text) with an optional `file` part: the request document, a PDF of at most 20 MB.
 * The person is looked up in the person registry; the answer is the stored request (SEND: a lawyer was
 * drawn; WAIT: nobody eligible is on duty; PERSON_NOT_FOUND: the pinfl is not in the registry).
 */
export const orgRequestCreateFields = z.object({
  caseNumber: caseNumberText,
  caseArticle: optionalLine(200),
  caseSummary: optionalLine(5000),
  /** The investigator's body (inquiry department, investigation department, court). */
  organizationName: optionalLine(300),
  personPinfl: pinflText,
  /** Region of attendance (1..14): the draw picks among that region's duty lawyers. */
  regionId: z.coerce.number().int().min(1, 'validation.wrongData').max(14, 'validation.wrongData'),
  /** Language the legal aid is given in (getInfo/directoryLanguageList). */
  languageId: idSchema,
  /** Kind of legal aid (getInfo/legalAidList). */
  legalAidId: idSchema,
  attendancePlace: requiredLine(500),
  /** When the lawyer must attend: ISO 8601 with offset, in the future. Its Tashkent date is the duty day. */
  attendanceAt: z.iso.datetime({ offset: true, message: 'validation.wrongData' }),
  /**
   * Send even though a request on this case and person is still at work (SEND, WAIT, ACCEPTED). Without
   * it such a request is refused with a 409 naming the one at work (field `confirmDuplicate`).
   * Multipart sends it as the text `true`.
   */
  confirmDuplicate: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
});
/** The multipart part name of the request document. */
export const ORG_REQUEST_FILE_FIELD = 'file';

/**
 * What the current user may do with a request now (ARCHITECTURE.md convention 5).
 * - accept: The picked lawyer, in SEND, before the time to accept runs out: acceptOrgRequestNew.
 * - cancel: Its investigator, in SEND or WAIT: cancelOrgRequestNew.
 * - close: The lawyer who accepted, in ACCEPTED: closeOrganizationRequest.
 * - notComplete: Its investigator, in ACCEPTED: notCompletedOrgRequest.
 * - createChecklist: The lawyer who accepted, in ACCEPTED, while there is no checklist: checkList/create.
 * - downloadFile: The request document can be downloaded (getOrgRequestFile kind=REQUEST).
 * - downloadCloseFile: The closing document can be downloaded (getOrgRequestFile kind=CLOSE).
 * - viewDraws: The draws and their re-check can be seen (investigator, chambers, ADMIN).
 */
export const orgRequestCan = actionFlags(
  'accept',
  'cancel',
  'close',
  'notComplete',
  'createChecklist',
  'downloadFile',
  'downloadCloseFile',
  'viewDraws',
);
export type OrgRequestCan = z.infer<typeof orgRequestCan>;

/** A request as lists and cards show it. */
export const orgRequestItem = withId({
  status: z.enum(INVESTIGATOR_REQUEST_STATUS_VALUES),
  caseNumber: z.string(),
  caseArticle: z.string().nullable(),
  organizationName: z.string().nullable(),
  investigatorName: z.string(),
  personPinfl: z.string(),
  /** From the person registry; null when not found. */
  personName: z.string().nullable(),
  region: namedRef,
  language: namedRef,
  legalAid: namedRef,
  attendancePlace: z.string(),
  attendanceAt: z.string(),
  createdAt: z.string(),
  /** The lawyer the request is with now (SEND) or who accepted it (ACCEPTED and after); null otherwise. */
  lawyer: lawyerRef.nullable(),
  /** When the picked lawyer's time to accept runs out (SEND only). */
  acceptDeadlineAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The order the acceptance created. */
  order: z
    .object({ id: z.number().int(), number: z.string().nullable(), status: z.enum(ORDER_STATUSES) })
    .nullable(),
  /** The checklist of completed work: its id, or null while NOT_CREATED. */
  checklistId: z.number().int().nullable(),
  checklistStatus: z.enum(CHECKLIST_SHOWN_STATUS_VALUES),
  can: orgRequestCan,
});
export type OrgRequestItem = z.infer<typeof orgRequestItem>;
export const orgRequestListResponse = listOf(orgRequestItem);

/** One candidate of a recorded draw. */
export const drawCandidateItem = z.object({
  lawyerId: z.number().int(),
  fullName: z.string(),
  acceptedThisMonth: z.number().int(),
  weight: z.number().int(),
});

/** A recorded draw (docs/domain.md "The pick") with the portal's re-check of it. */
export const drawItem = z.object({
  round: z.number().int(),
  createdAt: z.string(),
  dutyDate: z.string(),
  algorithm: z.string(),
  seed: z.string(),
  candidates: z.array(drawCandidateItem),
  excludedLawyerIds: z.array(z.number().int()),
  totalWeight: z.number().int(),
  point: z.number().int(),
  pickedLawyer: lawyerRef.nullable(),
  /** PENDING, ACCEPTED, TIMED_OUT, EMPTY (nobody eligible), ENDED. */
  outcome: z.string(),
  acceptDeadlineAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  recheck: z.object({
    valid: z.boolean(),
    expectedLawyerId: z.number().int().nullable(),
    problems: z.array(z.string()),
  }),
});
export type DrawItem = z.infer<typeof drawItem>;

/** The criminal case as the interior-ministry registry gave it (cached with its fetch time). */
export const criminalCaseDto = z.object({
  caseNumber: z.string(),
  openedOn: z.string(),
  article: z.string(),
  status: z.string(),
  regionId: z.number().int(),
  investigator: z.object({
    pinfl: z.string(),
    fullName: z.string(),
    rank: z.string(),
    organization: z.string(),
    regionId: z.number().int(),
  }),
  accused: z.object({ pinfl: z.string(), fullName: z.string(), birthDate: z.string(), address: z.string() }),
  court: z.object({ code: z.string(), name: z.string() }).nullable(),
  adjournmentAt: z.string().nullable(),
  fetchedAt: z.string(),
  /** True when the registry was down and this is the cached copy. */
  stale: z.boolean(),
});
export type CriminalCaseDto = z.infer<typeof criminalCaseDto>;

/** GET getInfo/orgRequestDtoById/{id}: the whole request. */
export const orgRequestDto = orgRequestItem.extend({
  caseSummary: z.string().nullable(),
  file: storedFileRef.nullable(),
  closeFile: storedFileRef.nullable(),
  closeComment: z.string().nullable(),
  cancelReason: z.string().nullable(),
  notCompletedReason: z.string().nullable(),
  /** The cached registry entry of the case, when the registry knew it. */
  criminalCase: criminalCaseDto.nullable(),
  history: z.array(statusHistoryItem),
  /** Every draw, oldest first (empty unless `can.viewDraws`). */
  draws: z.array(drawItem),
  /**
   * Why a waiting request (WAIT) has nobody to be drawn to, now: the duty lawyers of its region, day and
   * language, and how many of them may not issue orders for want of the order permission (their
   * director or the administrator grants it), an unrestricted structure (the republic chamber lifts the
   * restriction) or an active license (the ministry of justice). Null in any other status.
   */
  waitReason: z
    .object({
      onDuty: z.number().int(),
      eligible: z.number().int(),
      noOrderPermission: z.number().int(),
      structureRestricted: z.number().int(),
      licenseNotActive: z.number().int(),
    })
    .nullable(),
});
export type OrgRequestDto = z.infer<typeof orgRequestDto>;

/** POST getInfo/acceptOrgRequestNew {id}: the request and the order draft the acceptance created. */
export const acceptOrgRequestResponse = z.object({ request: orgRequestItem, orderId: z.number().int() });

/**
 * POST getInfo/closeOrganizationRequest/{id}: multipart/form-data with the part `closeFile` (PDF, at
 * most 20 MB) and the field `comment`. Both are required.
 */
export const closeOrgRequestFields = z.object({
  comment: requiredLine(2000),
});
export const CLOSE_ORG_REQUEST_FILE_FIELD = 'closeFile';

/** Filters of the request lists. */
export const orgRequestListQuery = pageQuery(20, 1000).extend({
  status: z.enum(INVESTIGATOR_REQUEST_STATUS_VALUES).optional(),
  /** Part of the case number, or the person's pinfl. */
  search: searchText,
  regionId: regionFilter,
  /** Attendance from / to (Tashkent dates, inclusive). */
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
});
export type OrgRequestListQuery = z.infer<typeof orgRequestListQuery>;

/**
 * POST getInfo/organizationRequestListByPnfl {pnfl, page, limit}: the requests about one person that the
 * caller may see (the pinfl stays out of the URL).
 */
export const orgRequestListByPnflBody = pageQuery(20, 1000).extend({ pnfl: pinflText });

/** GET getInfo/getOrgRequestFile?id&kind: the request document (REQUEST) or the closing document (CLOSE). */
export const orgRequestFileQuery = z.object({
  id: idSchema,
  kind: z.enum(['REQUEST', 'CLOSE']).default('REQUEST'),
});

/**
 * GET getInfo/listLawyerForSend?regionId&languageId&date: the lawyers a request for that region, language
 * and duty day would be drawn among now, with their weights and chances (before the request is sent).
 */
export const listLawyerForSendQuery = z.object({
  regionId: z.coerce.number().int().min(1, 'validation.wrongData').max(14, 'validation.wrongData'),
  languageId: idSchema,
  date: calendarDate,
});
export const lawyerForSendItem = z.object({
  lawyerId: z.number().int(),
  fullName: z.string(),
  certificateNumber: z.string(),
  contragentName: z.string().nullable(),
  acceptedThisMonth: z.number().int(),
  weight: z.number().int(),
  /** The chance of being drawn, in percent, rounded to one decimal. */
  chancePercent: z.number(),
});
export const listLawyerForSendResponse = listOf(lawyerForSendItem);
export type LawyerForSendItem = z.infer<typeof lawyerForSendItem>;

/**
 * The multipart fields of closeOrganizationRequest as the route reads them: the comment may be left out
 * here, so that a missing comment or file gets the one message saying both are required (the service).
 */
const closeOrgRequestForm = z.object({
  comment: z.string().trim().max(2000, 'validation.tooLong').optional().default(''),
});

export const orgRequestCalls = defineCalls(['legal aid: investigator requests'], {
  orgRequestCreateSend: post('getInfo/org-request_create-send', {
    multipart: {
      fields: orgRequestCreateFields,
      fileField: ORG_REQUEST_FILE_FIELD,
      maxBytes: LEGAL_AID_FILE_MAX_BYTES,
    },
    response: orgRequestItem,
    permission: 'investigatorRequest.create',
    summary: 'Ask for a state-funded lawyer: JSON or multipart (fields + optional PDF `file`)',
  }),
  organizationRequestById: get('getInfo/organizationRequestById/:id', {
    params: idParams,
    response: orgRequestItem,
    permission: 'signedIn',
  }),
  orgRequestDtoById: get('getInfo/orgRequestDtoById/:id', {
    params: idParams,
    response: orgRequestDto,
    permission: 'signedIn',
  }),
  acceptOrgRequestNew: post('getInfo/acceptOrgRequestNew', {
    body: idBody,
    response: acceptOrgRequestResponse,
    permission: 'investigatorRequest.respond',
  }),
  cancelOrgRequestNew: post('getInfo/cancelOrgRequestNew', {
    body: idReasonBody,
    response: orgRequestItem,
    permission: 'investigatorRequest.create',
  }),
  notCompletedOrgRequest: post('getInfo/notCompletedOrgRequest', {
    body: idReasonBody,
    response: orgRequestItem,
    permission: 'investigatorRequest.create',
  }),
  closeOrganizationRequest: post('getInfo/closeOrganizationRequest/:id', {
    params: idParams,
    multipart: {
      fields: closeOrgRequestForm,
      fileField: CLOSE_ORG_REQUEST_FILE_FIELD,
      maxBytes: LEGAL_AID_FILE_MAX_BYTES,
    },
    response: orgRequestItem,
    permission: 'investigatorRequest.respond',
    summary: 'Close an accepted request: multipart `closeFile` (PDF) and `comment`',
  }),
  legalAidListByUserType: get('getInfo/legal-aid-list-by-user-type', {
    query: orgRequestListQuery,
    response: orgRequestListResponse,
    permission: 'signedIn',
    summary:
      'Investigator requests as the caller’s kind of user sees them: own (investigator), drawn to me (lawyer), region (regional chamber), all (ADMIN, republic chamber)',
  }),
  ownOrgRequestList: get('getInfo/ownOrgRequestList', {
    query: orgRequestListQuery,
    response: orgRequestListResponse,
    permission: 'investigatorRequest.create',
    summary: 'The investigator’s own requests',
  }),
  organizationRequestListByPnfl: post('getInfo/organizationRequestListByPnfl', {
    body: orgRequestListByPnflBody,
    response: orgRequestListResponse,
    permission: 'signedIn',
    summary: 'The requests about one person (by pinfl) that the caller may see',
  }),
  getOrgRequestFile: get('getInfo/getOrgRequestFile', {
    query: orgRequestFileQuery,
    binary: true,
    permission: 'signedIn',
    summary: 'The request document or the closing document (PDF)',
  }),
  listLawyerForSend: get('getInfo/listLawyerForSend', {
    query: listLawyerForSendQuery,
    response: listLawyerForSendResponse,
    permission: 'investigatorRequest.create',
    summary: 'The duty lawyers a request for this region, language and day would be drawn among now',
  }),
});
