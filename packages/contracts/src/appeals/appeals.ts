/**
 * Appeals (spec sections 3 "Appeal", 5, 7 `legalAidDisabled/…` and `clients/…`, 9; decisions.md "Appeal
 * for pro bono help", "Appeal for state-funded legal aid"): a person with a disability asks for pro bono
 * help, a citizen asks for state-funded legal aid; the lawyers and directors of the chosen regions answer.
 * Both kinds are one record with one set of calls for reading and answering it; `legalAidDisabled/create`
 * and `clients/create-request` create the two kinds. Limits come from packages/domain (appeals/rules.ts).
 */
import {
  APPEAL_BRIEF_MAX_CHARS,
  APPEAL_CONTENT_MAX_CHARS,
  APPEAL_DEMANDS,
  APPEAL_FILE_MAX_BYTES,
  APPEAL_KINDS,
  APPEAL_MAX_REGIONS,
  APPEAL_MAX_WORDS,
  APPEAL_REJECT_REASONS,
  APPEAL_RESULT_MAX_CHARS,
  APPEAL_STATUSES,
  countWords,
} from '@portal/domain';
import { z } from 'zod';
import { requiredLine } from '../common/text';
import { actionFlags, counts, withId } from '../kit/fields';
import { idList, idParams, idSchema, regionFilter } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { idBody, idReasonBody, pinflText, statusHistoryItem, storedFileRef } from '../legal-aid/common';
import { namedRef } from '../public/common';

export { APPEAL_DEMANDS, APPEAL_KINDS, APPEAL_STATUSES };

/** A passport series and number: spaces dropped, upper-cased, then 2 Latin capitals and 7 digits. */
export const passportText = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{7}$/, 'validation.invalidPassport'));

/** One or two distinct regions (1..14): an array, or (a multipart form) the ids separated by commas. */
export const appealRegionIds = idList(
  z
    .array(z.coerce.number().int().min(1, 'validation.wrongData').max(14, 'validation.wrongData'))
    .min(1, 'validation.fieldMandatory')
    .max(APPEAL_MAX_REGIONS, 'validation.maxRegions')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.wrongData'),
);

/** The exact content: required, at most 2500 words (countWords) and 40,000 characters. */
export const appealContentText = z
  .string()
  .trim()
  .min(1, 'validation.fieldMandatory')
  .max(APPEAL_CONTENT_MAX_CHARS, 'validation.maxWords')
  .refine((v) => countWords(v) <= APPEAL_MAX_WORDS, 'validation.maxWords');

/** Consent to the rules of sending an appeal: must be ticked (true, or "true" in a form). */
export const appealConsent = z.preprocess(
  (v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v),
  z.literal(true, 'validation.consentRequired'),
);

/**
 * The fields of a new appeal (multipart/form-data with an optional `file` part, or JSON without one).
 * `passportSerialNumber` is the author's own: with their pinfl it is what the disability register is
 * asked by (pro bono); a state-funded appeal needs it too, so that both forms are one.
 */
export const appealCreateFields = z.object({
  regionIds: appealRegionIds,
  /** The field of application (fieldsOfApplicationList). */
  fieldId: idSchema,
  /** The brief content, shown in the inbox: 1 to 300 characters. */
  brief: requiredLine(APPEAL_BRIEF_MAX_CHARS),
  content: appealContentText,
  passportSerialNumber: passportText,
  consent: appealConsent,
});
export type AppealCreateFields = z.infer<typeof appealCreateFields>;
/** The fields of a state-funded appeal: the same without the passport (the social register is asked by pinfl). */
export const stateFundedCreateFields = appealCreateFields.omit({ passportSerialNumber: true });
export const APPEAL_FILE_FIELD = 'file';

/**
 * What the caller may do with an appeal now (from the workflow table and the record rules).
 * - accept: a lawyer or director of its regions, while open.
 * - complete: the accepted lawyer.
 * - cancel: its author, while open.
 * - downloadFile: The attached file (legalAidDisabled/file).
 */
export const appealCan = actionFlags('accept', 'complete', 'cancel', 'downloadFile');
export type AppealCan = z.infer<typeof appealCan>;

/**
 * An appeal as lists show it. For a lawyer or director of its regions who did not take it, once another
 * lawyer took it, only what makes it recognisable stays (`taken`): no author, no brief.
 */
export const appealListItem = withId({
  kind: z.enum(APPEAL_KINDS),
  status: z.enum(APPEAL_STATUSES),
  field: namedRef,
  regions: z.array(namedRef),
  /** null when the caller may no longer read it (taken by another lawyer). */
  brief: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The lawyer who took it (for the author, the lawyer and ADMIN). */
  lawyerName: z.string().nullable(),
  /** Taken by a lawyer other than the caller. */
  taken: z.boolean(),
  createdAt: z.string(),
  can: appealCan,
});
export type AppealListItem = z.infer<typeof appealListItem>;
export const appealListResponse = listOf(appealListItem);

/** Who read a person's appeal (the query log of its reads by others), shown to its author. */
export const appealReadItem = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
});

/** What the register said when the appeal was created. */
export const appealRegisterCheck = z.object({
  /** Pro bono: the disability group and the last day of its confirmation. */
  disabilityGroup: z.number().int().nullable(),
  disabilityValidUntil: z.string().nullable(),
  /** State-funded: the programme of social protection (its code) and since when. */
  socialProgramme: z.string().nullable(),
  socialSince: z.string().nullable(),
});

/** legalAidDisabled/get-by-id?id: the whole appeal as its page shows it. */
export const appealDto = appealListItem.extend({
  /** null when the caller may no longer read it. */
  content: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  file: storedFileRef.nullable(),
  result: z.string().nullable(),
  demand: z.enum(APPEAL_DEMANDS).nullable(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  rejectReason: z.enum(APPEAL_REJECT_REASONS).nullable(),
  registerCheck: appealRegisterCheck.nullable(),
  history: z.array(statusHistoryItem),
  /** The reads by others (author, ADMIN); empty for anyone else. */
  reads: z.array(appealReadItem),
});
export type AppealDto = z.infer<typeof appealDto>;

/** The filters of the appeal lists. */
export const appealListQuery = pageQuery(20, 1000).extend({
  kind: z.enum(APPEAL_KINDS).optional(),
  status: z.enum(APPEAL_STATUSES).optional(),
  regionId: regionFilter,
  fieldId: idSchema.optional(),
  /** 'true': only appeals a lawyer has taken (ACCEPTED, COMPLETED); 'false': only those nobody took. */
  taken: z.enum(['true', 'false']).optional(),
});
export type AppealListQuery = z.infer<typeof appealListQuery>;

/**
 * POST legalAidDisabled/checkDisability {pinfl, passportSerialNumber}: the caller's own standing in the
 * register (the pinfl and the passport stay out of the URL).
 */
export const checkDisabilityBody = z.object({ pinfl: pinflText, passportSerialNumber: passportText });
export const checkDisabilityResponse = z.object({
  confirmed: z.boolean(),
  group: z.number().int().nullable(),
  validUntil: z.string().nullable(),
});

/** legalAidDisabled/fieldsOfApplicationList: the fields of law an appeal can be about. */
export const applicationFieldItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const applicationFieldListResponse = listOf(applicationFieldItem);

/** legalAidDisabled/complete?demand&legalAidDisabledId {result}: the accepted lawyer completes it. */
export const completeAppealQuery = z.object({
  legalAidDisabledId: idSchema,
  demand: z.enum(APPEAL_DEMANDS),
});
export const completeAppealBody = z.object({
  result: requiredLine(APPEAL_RESULT_MAX_CHARS),
});

/** legalAidDisabled/cancel {id, reason}: its author cancels it while nobody has taken it. */
export const cancelAppealBody = idReasonBody;

/** clients/clientsInfo: the citizen as the appeal forms start from, and their appeals by state. */
export const clientsInfoResponse = z.object({
  fullName: z.string(),
  pinfl: z.string(),
  /** The passport on record (the forms start from it); null when the portal has none. */
  passport: z.string().nullable(),
  appeals: counts('total', 'open', 'accepted', 'completed', 'rejected'),
});

/** clients/listRequest?isClient {page, limit, …}: own state-funded appeals (true) or the inbox of them. */
export const listRequestQuery = z.object({
  isClient: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const listRequestBody = appealListQuery.omit({ kind: true });

const upload = { fileField: APPEAL_FILE_FIELD, maxBytes: APPEAL_FILE_MAX_BYTES };

/** The calls of spec section 7 `legalAidDisabled/…` (both kinds are read and answered through them). */
export const appealCalls = defineCalls(['appeals: pro bono help'], {
  checkDisability: post('legalAidDisabled/checkDisability', {
    body: checkDisabilityBody,
    response: checkDisabilityResponse,
    permission: 'appeal.createOwn',
    summary: 'The caller’s own standing in the disability register (pinfl and passport)',
  }),
  fieldsOfApplicationList: get('legalAidDisabled/fieldsOfApplicationList', {
    response: applicationFieldListResponse,
    permission: 'signedIn',
  }),
  createAppeal: post('legalAidDisabled/create', {
    name: 'legalAidDisabledCreate',
    multipart: { ...upload, fields: appealCreateFields },
    response: appealDto,
    permission: 'appeal.createOwn',
    summary: 'A pro bono appeal of a person whose disability the register confirms',
  }),
  inbox: get('legalAidDisabled/legalAidDisabledListSend', {
    name: 'legalAidDisabledListSend',
    query: appealListQuery,
    response: appealListResponse,
    permission: 'appeal.respond',
    summary: 'Appeals to the caller’s regions (lawyers, directors; every appeal for ADMIN)',
  }),
  own: get('legalAidDisabled/ownLegalAidDisabledList', {
    name: 'ownLegalAidDisabledList',
    query: appealListQuery,
    response: appealListResponse,
    permission: 'appeal.createOwn',
  }),
  ownAccepted: get('legalAidDisabled/ownAccepted', {
    query: appealListQuery,
    response: appealListResponse,
    permission: 'appeal.respond',
  }),
  accept: post('legalAidDisabled/accept', {
    name: 'legalAidDisabledAccept',
    body: idBody,
    response: appealDto,
    permission: 'appeal.respond',
  }),
  getById: get('legalAidDisabled/get-by-id', {
    name: 'legalAidDisabledGetById',
    query: idParams,
    response: appealDto,
    permission: 'signedIn',
  }),
  complete: post('legalAidDisabled/complete', {
    name: 'legalAidDisabledComplete',
    query: completeAppealQuery,
    body: completeAppealBody,
    response: appealDto,
    permission: 'appeal.respond',
  }),
  cancel: post('legalAidDisabled/cancel', {
    name: 'legalAidDisabledCancel',
    body: cancelAppealBody,
    response: appealDto,
    permission: 'appeal.createOwn',
  }),
  file: get('legalAidDisabled/file', {
    name: 'legalAidDisabledFile',
    query: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'The file attached to an appeal (for whoever may read its content)',
  }),
});

/** The calls of spec section 7 `clients/…`: the citizen's state-funded legal aid. */
export const clientCalls = defineCalls(['appeals: state-funded legal aid'], {
  clientsInfo: get('clients/clientsInfo', { response: clientsInfoResponse, permission: 'signedIn' }),
  listRequest: post('clients/listRequest', {
    name: 'clientsListRequest',
    query: listRequestQuery,
    body: listRequestBody,
    response: appealListResponse,
    permission: 'signedIn',
    summary: 'State-funded appeals: the caller’s own (isClient=true) or those sent to the caller’s regions',
  }),
  createRequest: post('clients/create-request', {
    name: 'clientsCreateRequest',
    multipart: { ...upload, fields: stateFundedCreateFields },
    response: appealDto,
    permission: 'appeal.createOwn',
    summary:
      'A state-funded appeal; REJECTED at once when the social protection register does not hold the author',
  }),
});
