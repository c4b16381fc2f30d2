/**
 * The lawyer's record kept by the lawyer and the chambers (spec section 7 names): the own
 * license types, contacts and documents (updateNew), achievements, main fields of practice, the
 * legal-service information of /lawyer-profile/yur-xizmat, and the chambers' rating marks
 * (docs/domain.md "Rating marks", "Legal-service information").
 */
import {
  LAWYER_MARK_MAX,
  LAWYER_MARK_MIN,
  LAWYER_MARK_REASON_MIN,
  PRACTICE_FIELDS_MAX,
} from '@portal/domain';
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { optionalEmail, optionalPhone } from '../common/contacts';
import { fileIdParams, idParams, idSchema } from '../common/ids';
import { listOf } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate, LEGAL_AID_FILE_MAX_BYTES } from '../legal-aid/common';
import { namedRef } from '../public/common';
import { licenseFields } from '../public/lawyers';
import { referenceItemSchema } from '../reference/reference-lists';

const title300 = requiredLine(300);

/** listOwnLicenseType: a license type the caller holds, with the license it comes from. */
export const ownLicenseType = referenceItemSchema.extend({ ...licenseFields, current: z.boolean() });

/** updateNew: the multipart fields (a document is the `file` part, `resultList` its title). */
export const lawyerContactFields = z
  .object({
    email: optionalEmail,
    phone: optionalPhone,
    ownAddress: optionalLine(500),
    resultList: optionalLine(200),
  })
  .strict();

export const lawyerDocument = withId({
  title: z.string(),
  fileId: z.string(),
  addedAt: z.string(),
});

/** The lawyer's own contacts and documents (lawyerContacts, the answer of updateNew). */
export const lawyerContacts = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ownAddress: z.string().nullable(),
  documents: z.array(lawyerDocument),
});
export type LawyerContacts = z.infer<typeof lawyerContacts>;

/** lawyerAchievementCreate: title, date, issuer; the scan is the optional `file` part. */
export const achievementFields = z.object({
  title: title300,
  issuer: optionalLine(300),
  date: calendarDate,
});

export const achievementItem = withId({
  title: z.string(),
  issuer: z.string().nullable(),
  date: z.string(),
  /** The scan: GET /api/files/{id} (the lawyer and the chambers). */
  scanFileId: z.string().nullable(),
});
export type AchievementItem = z.infer<typeof achievementItem>;

/** lawyerMainTypes / lawyerBallList: one lawyer (a chamber, any signed-in user for fields), or the caller. */
export const lawyerQuery = z.object({ lawyerId: idSchema.optional() });

/** lawyerMainTypeCreate: the whole set of the caller's main fields of practice (1 to 5). */
export const mainTypeBody = z.object({
  mainTypeIds: z
    .array(idSchema)
    .min(1, 'validation.fieldMandatory')
    .max(PRACTICE_FIELDS_MAX, 'validation.tooManyPracticeFields')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.wrongData'),
});

/** lawyerBallCreate: a chamber's mark of a lawyer, with the reason. */
export const lawyerBallBody = z.object({
  lawyerId: idSchema,
  ball: z.coerce
    .number({ message: 'validation.fieldMandatory' })
    .int('validation.wrongData')
    .min(LAWYER_MARK_MIN, 'validation.markOutOfScale')
    .max(LAWYER_MARK_MAX, 'validation.markOutOfScale'),
  reason: z
    .string()
    .trim()
    .min(1, 'validation.fieldMandatory')
    .min(LAWYER_MARK_REASON_MIN, 'validation.tooShort')
    .max(2000, 'validation.tooLong'),
});

export const lawyerBallItem = withId({
  ball: z.number().int(),
  reason: z.string(),
  givenBy: z.object({ role: z.string(), fullName: z.string() }),
  givenAt: z.string(),
});
export type LawyerBallItem = z.infer<typeof lawyerBallItem>;

export const lawyerBallList = z.object({
  list: z.array(lawyerBallItem),
  total: z.number().int(),
  /** The mean of the last 365 days' marks, or null. */
  rating: z.number().nullable(),
  /** Whether the caller may give this lawyer a mark. */
  can: actionFlags('mark'),
});

/** /lawyer-profile/yur-xizmat: what clients read about the lawyer's legal service. */
export const legalServiceInfo = z.object({
  mainTypes: z.array(namedRef),
  languages: z.array(namedRef),
  officeAddress: z.string().nullable(),
  receptionHours: z.string().nullable(),
  structure: namedRef.nullable(),
  licenseTypes: z.array(ownLicenseType),
});
export type LegalServiceInfo = z.infer<typeof legalServiceInfo>;

/** legalServiceUpdate: languages of work, office address and reception hours (fields: lawyerMainTypeCreate). */
export const legalServiceBody = z.object({
  languageIds: z
    .array(idSchema)
    .min(1, 'validation.fieldMandatory')
    .max(10, 'validation.wrongData')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.wrongData'),
  officeAddress: optionalLine(500),
  receptionHours: optionalLine(200),
});

export const lawyerRecordCalls = defineCalls(['lawyer record'], {
  listOwnLicenseType: get('getInfo/listOwnLicenseType', {
    response: listOf(ownLicenseType),
    permission: 'request.own',
    summary: "The caller lawyer's license types: the current license first, then the replaced ones",
  }),
  lawyerContacts: get('getInfo/lawyerContacts', { response: lawyerContacts, permission: 'request.own' }),
  updateNew: post('getInfo/updateNew', {
    multipart: { fields: lawyerContactFields, fileField: 'file', maxBytes: LEGAL_AID_FILE_MAX_BYTES },
    response: lawyerContacts,
    permission: 'request.own',
    summary:
      'The lawyer updates e-mail, phone, own address; a `file` part adds a document titled `resultList`',
  }),
  achievementByLawyerId: get('getInfo/achievementByLawyerId/:id', {
    params: idParams,
    response: listOf(achievementItem),
    permission: 'signedIn',
  }),
  lawyerAchievementCreate: post('getInfo/lawyerAchievementCreate', {
    multipart: { fields: achievementFields, fileField: 'file', maxBytes: LEGAL_AID_FILE_MAX_BYTES },
    response: achievementItem,
    permission: 'request.own',
  }),
  lawyerMainTypes: get('getInfo/lawyerMainTypes', {
    query: lawyerQuery,
    response: listOf(namedRef),
    permission: 'signedIn',
  }),
  lawyerMainTypeCreate: post('getInfo/lawyerMainTypeCreate', {
    body: mainTypeBody,
    response: listOf(namedRef),
    permission: 'legalService.view',
  }),
  lawyerBallList: get('getInfo/lawyerBallList', {
    query: lawyerQuery,
    response: lawyerBallList,
    permission: 'signedIn',
  }),
  lawyerBallCreate: post('getInfo/lawyerBallCreate', {
    body: lawyerBallBody,
    response: lawyerBallItem,
    permission: 'request.review',
  }),
  lawyerRecordScan: get('getInfo/lawyerRecordScan/:id', {
    params: fileIdParams,
    binary: true,
    permission: 'signedIn',
    summary: "A scan of a lawyer's record (training certificate, achievement, document) the caller may see",
  }),
  legalServiceInfo: get('getInfo/legalServiceInfo', {
    response: legalServiceInfo,
    permission: 'legalService.view',
  }),
  legalServiceUpdate: post('getInfo/legalServiceUpdate', {
    body: legalServiceBody,
    response: legalServiceInfo,
    permission: 'legalService.view',
  }),
});
