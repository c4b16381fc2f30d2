/**
 * The checklist of completed work of an accepted investigator request: the legal-aid work report (spec
 * section 3), its fee, the lawyer's signature and the investigator's agreement (decisions.md "Checklist of
 * completed work"). Every path is under /api/v.1/checkList/.
 */
import { formatDate } from '@portal/domain';
import { z } from 'zod';
import { actionFlags, counts, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  idBody,
  idReasonBody,
  signBody,
  calendarDate,
  CHECKLIST_SHOWN_STATUS_VALUES,
  CHECKLIST_STATUS_VALUES,
  documentSignature,
  lawyerRef,
  signingContent,
  statusHistoryItem,
} from './common';
import { namedRef } from '../public/common';

/** Largest travel expenses of one report: 100 000 000 sum, in tiyin. */
export const TRAVEL_EXPENSES_MAX_TIYIN = 10_000_000_000;

/**
 * A day of work: a calendar date. Only done work is paid, so a day after today is refused, but "today" is
 * the Tashkent day of the portal's clock, which a schema cannot read: the API checks it with its request's
 * clock (checklists/report.ts, beside the other bound, not before the order's date, and the amount limits,
 * which need the stored data), the form with `checklistReportFieldsUntil` and its own day.
 */
export const workDay = calendarDate;

/** One day the lawyer took part at one instance (checkList/legalAidAddressList). */
export const participationDay = z.object({ date: workDay, rateId: idSchema });

/** The legal-aid work report (checkList/create, checkList/update). Amounts in tiyin (1/100 sum). */
export const checklistReportFields = z.object({
  /** The license type the work was done under (getInfo/listAllLicenseType). */
  licenseTypeId: idSchema,
  legalAidId: idSchema,
  languageId: idSchema,
  attendanceDate: workDay,
  /** Participation dates per instance: at most 366; a day counts once per instance (twice: 400). */
  participations: z.array(participationDay).max(366, 'validation.tooLarge'),
  travelExpensesTiyin: z
    .number()
    .int('validation.wrongData')
    .min(0, 'validation.tooSmall')
    .max(TRAVEL_EXPENSES_MAX_TIYIN, 'validation.tooLarge'),
});
export type ChecklistReportFields = z.infer<typeof checklistReportFields>;

/** The report's fields with no day of work after `today` (a Tashkent calendar date), as the API refuses it. */
export function checklistReportFieldsUntil(today: string) {
  return checklistReportFields.superRefine((report, ctx) => {
    const days = [
      { path: ['attendanceDate'], date: report.attendanceDate },
      ...report.participations.map((p, i) => ({ path: ['participations', i, 'date'], date: p.date })),
    ];
    for (const { path, date } of days)
      if (date > today)
        ctx.addIssue({
          code: 'custom',
          path,
          message: 'validation.dateAfterToday',
          input: date,
          params: { limit: formatDate(today) },
        });
  });
}

/** POST checkList/create: by the lawyer who accepted the request (one checklist per request). */
export const checklistCreateBody = checklistReportFields.extend({ requestId: idSchema });

/** POST checkList/update: CREATED is changed in place; SIGNED or CANCELLED (returned) go back to CREATED. */
export const checklistUpdateBody = checklistReportFields.extend({ id: idSchema });

/**
 * POST checkList/signing {id, pkcs7}; POST checkList/sendForAgreed {id}; POST checkList/agreed {id};
 * POST checkList/return {id, reason} (the investigator returns it).
 */
export {
  idBody as checklistIdBody,
  idReasonBody as checklistReturnBody,
  signBody as checklistSigningBody,
} from './common';

/**
 * What the current user may do with a checklist now (ARCHITECTURE.md convention 5).
 * - update: The lawyer, in CREATED, SIGNED or CANCELLED: checkList/update.
 * - sign: The lawyer, in CREATED: checkList/signing.
 * - sendForAgreement: The lawyer, in SIGNED: checkList/sendForAgreed.
 * - agree: The request's investigator, in FOR_AGREED: checkList/agreed.
 * - return: The request's investigator, in FOR_AGREED: checkList/return.
 */
export const checklistCan = actionFlags('update', 'sign', 'sendForAgreement', 'agree', 'return');
export type ChecklistCan = z.infer<typeof checklistCan>;

export const feeLineItem = z.object({
  rateId: z.number().int(),
  rateName: z.string(),
  amountTiyin: z.number().int(),
  days: z.number().int(),
  subtotalTiyin: z.number().int(),
});

/** A checklist as lists show it. */
export const checklistListItem = withId({
  requestId: z.number().int(),
  orderId: z.number().int().nullable(),
  status: z.enum(CHECKLIST_STATUS_VALUES),
  caseNumber: z.string(),
  personName: z.string().nullable(),
  lawyer: lawyerRef,
  investigatorName: z.string(),
  feeTiyin: z.number().int(),
  sentForAgreementAt: z.string().nullable(),
  updatedAt: z.string(),
  can: checklistCan,
});
export type ChecklistListItem = z.infer<typeof checklistListItem>;
export const checklistListResponse = listOf(checklistListItem);

/** GET checkList/get-by-id/{id}: the whole checklist. */
export const checklistDto = checklistListItem.extend({
  licenseType: namedRef,
  legalAid: namedRef,
  language: namedRef,
  attendanceDate: z.string(),
  participations: z.array(z.object({ date: z.string(), rateId: z.number().int(), rateName: z.string() })),
  travelExpensesTiyin: z.number().int(),
  /** The fee by instance: what the total is made of. */
  feeLines: z.array(feeLineItem),
  signature: documentSignature.nullable(),
  agreedAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(statusHistoryItem),
  /** What checkList/signing must be signed over (null unless `can.sign`). */
  signingContent: signingContent.nullable(),
});
export type ChecklistDto = z.infer<typeof checklistDto>;

/** GET checkList/getByOrgRequestId/{id}: the request's checklist, or NOT_CREATED and whether one can be made. */
export const checklistByRequestResponse = z.object({
  requestId: z.number().int(),
  status: z.enum(CHECKLIST_SHOWN_STATUS_VALUES),
  checklist: checklistDto.nullable(),
  can: actionFlags('create'),
});
export type ChecklistByRequest = z.infer<typeof checklistByRequestResponse>;

/** GET checkList/list: the checklists the caller may see (lawyer: own; investigator: of own requests). */
export const checklistListQuery = pageQuery(20, 100).extend({
  status: z.enum(CHECKLIST_STATUS_VALUES).optional(),
});

/** GET checkList/legalAidAddressList: the instances a participation day can be at, with the rate of a day. */
export const legalAidAddressItem = withId({
  code: z.string(),
  name: z.string(),
  amountTiyin: z.number().int(),
});
export const legalAidAddressListResponse = listOf(legalAidAddressItem);

/** GET checkList/info: the caller's checklists counted by status, and the fees handed over for payment. */
export const checklistInfoResponse = z.object({
  total: z.number().int(),
  byStatus: counts(...CHECKLIST_STATUS_VALUES),
  /** The checklists waiting for the caller's next step (lawyer: CREATED, SIGNED, CANCELLED; investigator: FOR_AGREED). */
  awaitingMe: z.number().int(),
  finishedFeeTiyin: z.number().int(),
});

/** Every checklist call (spec section 7, checkList/…), defined once. */
export const checklistCalls = defineCalls(['legal aid: checklists of completed work'], {
  checklistLegalAidAddressList: get('checkList/legalAidAddressList', {
    response: legalAidAddressListResponse,
    summary: 'The instances a participation day can be at, with the rate of one day (tiyin)',
    permission: 'signedIn',
  }),
  checklistCreate: post('checkList/create', {
    body: checklistCreateBody,
    response: checklistDto,
    permission: 'checklist.fill',
  }),
  checklistUpdate: post('checkList/update', {
    body: checklistUpdateBody,
    response: checklistDto,
    permission: 'checklist.fill',
  }),
  checklistSigning: post('checkList/signing', {
    body: signBody,
    response: checklistDto,
    summary: 'Sign the report: the PKCS#7 (attached) over the canonical JSON of its signingContent',
    permission: 'checklist.fill',
  }),
  checklistSendForAgreed: post('checkList/sendForAgreed', {
    body: idBody,
    response: checklistDto,
    permission: 'checklist.fill',
  }),
  checklistAgreed: post('checkList/agreed', {
    body: idBody,
    response: checklistDto,
    permission: 'checklist.agree',
  }),
  checklistReturn: post('checkList/return', {
    body: idReasonBody,
    response: checklistDto,
    permission: 'checklist.agree',
  }),
  checklistGetById: get('checkList/get-by-id/:id', {
    params: idParams,
    response: checklistDto,
    permission: 'signedIn',
  }),
  checklistGetByOrgRequestId: get('checkList/getByOrgRequestId/:id', {
    params: idParams,
    response: checklistByRequestResponse,
    permission: 'signedIn',
  }),
  checklistList: get('checkList/list', {
    query: checklistListQuery,
    response: checklistListResponse,
    permission: 'signedIn',
  }),
  checklistInfo: get('checkList/info', { response: checklistInfoResponse, permission: 'signedIn' }),
});
