/**
 * Bar candidates and interns (docs/domain.md "Bar candidates", "Interns"): the candidate's
 * photos and filing (`candidateDocument/…`), the registry prefill (`passportDataByPinFL`), the regional
 * chamber's interview, the internships and the restrictions on taking interns. Statuses: the `candidate`
 * and `internship` workflows of packages/domain.
 */
import {
  CANDIDATE_DOC_TYPE_IDS,
  CANDIDATE_MAX_FILES,
  CANDIDATE_PHOTO_COUNT,
  CANDIDATE_PHOTO_MAX_BYTES,
  CANDIDATE_STATUSES,
  INTERNSHIP_STATUSES,
} from '@portal/domain';
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { idList, idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  calendarDate,
  idBody,
  idReasonBody,
  reasonText,
  statusHistoryItem,
  storedFileRef,
  typedPinfl,
} from '../legal-aid/common';
import { namedRef } from '../public/common';

/** The largest document a candidate files (PDF or image). */
export const CANDIDATE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** createCandidateDoc's fields: the region, the license types, and one document type per file sent. */
export const candidateDocFields = z.object({
  regionId: idSchema,
  licenceTypeIds: idList(z.array(idSchema).min(1, 'validation.fieldMandatory').max(10)),
  docTypeIds: idList(
    z
      .array(
        z.coerce
          .number()
          .int()
          .refine((v) => (CANDIDATE_DOC_TYPE_IDS as number[]).includes(v), 'validation.wrongData'),
      )
      .min(1, 'validation.fileRequired')
      .max(CANDIDATE_MAX_FILES),
  ),
});
export type CandidateDocFields = z.infer<typeof candidateDocFields>;
export const CANDIDATE_DOC_FILE_FIELD = 'files';
export const CANDIDATE_PHOTO_FILE_FIELD = 'photos';

export const candidateStatus = z.enum(CANDIDATE_STATUSES);
export const internshipStatus = z.enum(INTERNSHIP_STATUSES);

/** One of the candidate's two photos: the file and the day it was taken (its metadata, else the upload). */
export const candidatePhoto = z.object({ file: storedFileRef, takenOn: z.string() });
export const candidatePhotosDto = z.object({
  photos: z.array(candidatePhoto),
  uploadedAt: z.string(),
});
export type CandidatePhotosDto = z.infer<typeof candidatePhotosDto>;

/** The person a filing or an internship is of. */
const candidatePerson = z.object({ id: z.number().int(), fullName: z.string(), pinfl: z.string() });

export const candidateDocItem = withId({
  status: candidateStatus,
  person: candidatePerson,
  region: namedRef,
  interviewAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CandidateDocItem = z.infer<typeof candidateDocItem>;

/** What the caller may do with a filing now (the screen shows only these actions). */
export const candidateDocCan = actionFlags('setInterview', 'startInterview', 'pass', 'fail', 'markAbsent');

export const candidateDocDto = candidateDocItem.extend({
  licenceTypes: z.array(namedRef),
  documents: z.array(z.object({ docTypeId: z.number().int(), file: storedFileRef })),
  photos: z.array(candidatePhoto),
  convictionCheckedAt: z.string().nullable(),
  interviewPlace: z.string().nullable(),
  /** The internship that followed, if the candidate passed and was accepted. */
  internshipId: z.number().int().nullable(),
  history: z.array(statusHistoryItem),
  can: candidateDocCan,
});
export type CandidateDocDto = z.infer<typeof candidateDocDto>;

/** GET candidateDocument/own: the caller's photos, filings, and whether they may file now. */
export const ownCandidateDto = z.object({
  photos: candidatePhotosDto.nullable(),
  list: z.array(candidateDocItem),
  can: actionFlags('file'),
});
export type OwnCandidateDto = z.infer<typeof ownCandidateDto>;

/** GET candidateDocument/passportDataByPinFL: the caller's record in the person registry (form prefill). */
export const passportDataDto = z.object({
  pinfl: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  parentName: z.string(),
  birthDate: z.string(),
  birthPlace: z.string(),
  passport: z.string(),
  passportIssuedBy: z.string(),
  passportIssueDate: z.string(),
  passportExpiryDate: z.string(),
  address: z.string(),
  regionId: z.number().int().nullable(),
});
export type PassportDataDto = z.infer<typeof passportDataDto>;

export const candidateListQuery = pageQuery(20, 100).extend({
  status: candidateStatus.optional(),
  search: searchText,
});

/** The interview's time (an instant, ISO with offset) and place. */
export const setInterviewBody = z.object({
  id: idSchema,
  at: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
  place: requiredLine(300),
});
export const INTERVIEW_RESULTS = ['PASSED', 'FAILED', 'ABSENT'] as const;
export const interviewResultBody = z.object({
  id: idSchema,
  result: z.enum(INTERVIEW_RESULTS),
  comment: optionalLine(2000),
});

export const candidateFileParams = z.object({ id: idSchema, fileId: z.uuid() });

/** An internship as lists and its page show it. */
export const internshipItem = withId({
  status: internshipStatus,
  person: candidatePerson,
  contragent: namedRef,
  region: namedRef,
  startDate: z.string(),
  endDate: z.string(),
});
export type InternshipItem = z.infer<typeof internshipItem>;
export const internshipDto = internshipItem.extend({
  candidateDocumentId: z.number().int(),
  vacancyId: z.number().int().nullable(),
  history: z.array(statusHistoryItem),
  can: actionFlags('complete', 'terminate'),
});
export type InternshipDto = z.infer<typeof internshipDto>;
export const internListQuery = pageQuery(20, 100).extend({
  status: internshipStatus.optional(),
  search: searchText,
});

export const internRestrictionDto = withId({
  contragent: namedRef,
  region: namedRef,
  reason: z.string(),
  fromDate: z.string(),
  untilDate: z.string().nullable(),
  /** In force today: from fromDate, not lifted and untilDate not passed. */
  inForce: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
  can: actionFlags('lift'),
});
export type InternRestrictionDto = z.infer<typeof internRestrictionDto>;
export const internRestrictionQuery = pageQuery(20, 100).extend({
  inForce: z.enum(['true', 'false']).optional(),
});
/**
 * GET intern-restr/structures: the structures the caller may restrict from taking interns (the create
 * form's choice): a regional chamber's region only; the republic chamber and ADMIN any region, filtered
 * by `regionId`. Not archived, by name, searched by name.
 */
export const internRestrictionStructuresQuery = z.object({
  regionId: idSchema.optional(),
  search: searchText,
});
export const internRestrictionStructuresDto = z.object({
  /** The region the caller is bound to (a regional chamber's), or null: they pick one. */
  fixedRegion: namedRef.nullable(),
  list: z.array(z.object({ id: z.number().int(), name: z.string(), region: namedRef })),
});
export type InternRestrictionStructuresDto = z.infer<typeof internRestrictionStructuresDto>;

export const internRestrictionCreateBody = z
  .object({
    contragentId: idSchema,
    reason: reasonText,
    fromDate: calendarDate,
    untilDate: calendarDate.nullish().transform((v) => v ?? null),
  })
  .refine((b) => b.untilDate === null || b.untilDate >= b.fromDate, {
    message: 'validation.invalidDate',
    path: ['untilDate'],
  });

export const candidateCalls = defineCalls(['candidates'], {
  passportDataByPinFL: get('candidateDocument/passportDataByPinFL', {
    response: passportDataDto,
    permission: 'application.form',
    summary: 'The caller in the person registry, to prefill the candidate form (the read is query-logged)',
  }),
  ownCandidate: get('candidateDocument/own', { response: ownCandidateDto, permission: 'application.form' }),
  updatePhoto: post('candidateDocument/updatePhoto', {
    multipart: {
      fields: z.object({}),
      fileField: CANDIDATE_PHOTO_FILE_FIELD,
      maxBytes: CANDIDATE_PHOTO_MAX_BYTES,
      maxFiles: CANDIDATE_PHOTO_COUNT,
    },
    response: candidatePhotosDto,
    permission: 'application.form',
    summary: 'Two photos 3×4 taken within the last 6 months (JPEG, PNG or WebP), as `photos` parts',
  }),
  createCandidateDoc: post('candidateDocument/createCandidateDoc', {
    multipart: {
      fields: candidateDocFields,
      fileField: CANDIDATE_DOC_FILE_FIELD,
      maxBytes: CANDIDATE_FILE_MAX_BYTES,
      maxFiles: CANDIDATE_MAX_FILES,
    },
    response: candidateDocDto,
    permission: 'application.form',
    summary: 'Files the documents (`files` parts, one docTypeId each, in order); refused with a conviction',
  }),
  candidateDoc: get('candidateDocument/get-by-candidateId/:id', {
    params: idParams,
    response: candidateDocDto,
    permission: 'signedIn',
  }),
  candidateDocHistory: get('candidateDocument/history-by-candidateDocId/:id', {
    params: idParams,
    response: z.array(statusHistoryItem),
    permission: 'signedIn',
  }),
  candidateFile: get('candidateDocument/file/:id/:fileId', {
    params: candidateFileParams,
    binary: true,
    permission: 'signedIn',
  }),
  candidateDocList: get('candidateDocument/list', {
    query: candidateListQuery,
    response: listOf(candidateDocItem),
    permission: 'candidate.review',
  }),
  findNewLawyerByPnfl: post('getInfo/findNewLawyerByPnfl', {
    body: z.object({ pnfl: typedPinfl }),
    response: candidateDocDto,
    permission: 'candidate.review',
    summary: 'The latest filing of the candidate with this PINFL in the chamber’s region',
  }),
  setInterview: post('candidateDocument/interview/set', {
    body: setInterviewBody,
    response: candidateDocDto,
    permission: 'candidate.review',
  }),
  startInterview: post('candidateDocument/interview/start', {
    body: idBody,
    response: candidateDocDto,
    permission: 'candidate.review',
  }),
  interviewResult: post('candidateDocument/interview/result', {
    body: interviewResultBody,
    response: candidateDocDto,
    permission: 'candidate.review',
  }),
});

export const internCalls = defineCalls(['interns'], {
  internList: get('intern/list', {
    query: internListQuery,
    response: listOf(internshipItem),
    permission: 'intern.view',
  }),
  ownInternships: get('intern/own', { response: z.array(internshipItem), permission: 'internship.own' }),
  internship: get('intern/:id', { params: idParams, response: internshipDto, permission: 'signedIn' }),
  completeInternship: post('intern/complete', {
    body: idBody,
    response: internshipDto,
    permission: 'intern.manage',
  }),
  terminateInternship: post('intern/terminate', {
    body: idReasonBody,
    response: internshipDto,
    permission: 'intern.manage',
  }),
  internRestrictionList: get('intern-restr/list', {
    query: internRestrictionQuery,
    response: listOf(internRestrictionDto),
    permission: 'intern.view',
  }),
  internRestriction: get('intern-restr/:id', {
    params: idParams,
    response: internRestrictionDto,
    permission: 'intern.view',
  }),
  internRestrictionStructures: get('intern-restr/structures', {
    query: internRestrictionStructuresQuery,
    response: internRestrictionStructuresDto,
    permission: 'internRestriction.manage',
  }),
  createInternRestriction: post('intern-restr/create', {
    body: internRestrictionCreateBody,
    response: internRestrictionDto,
    permission: 'internRestriction.manage',
  }),
  liftInternRestriction: post('intern-restr/lift', {
    body: idReasonBody,
    response: internRestrictionDto,
    permission: 'internRestriction.manage',
  }),
});
