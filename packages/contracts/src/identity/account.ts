import { z } from 'zod';
import { namedRef } from '../public/common';
import { accountPerson, personName } from '../common/person-name';
import { CANDIDATE_STATUSES, CERTIFICATE_EXPIRY_STATUSES } from '@portal/domain';
import { defineCalls, get } from '../kit/define-call';
import { statusHistoryItem } from '../legal-aid/common';

/** GET account/current: the signed-in user, their role and what they may do (the sidebar follows it). */
export const currentAccountResponse = z.object({
  ...accountPerson,
  email: z.string().nullable(),
  role: z.string(),
  status: z.string().nullable(),
  contragentId: z.number().int().nullable(),
  /** Every permission the role holds now (packages/domain PERMISSIONS), as the ADMIN's table says. */
  permissions: z.array(z.string()),
  signInMethod: z.string(),
  sessionExpiresAt: z.string(),
});
export type CurrentAccount = z.infer<typeof currentAccountResponse>;

const lawyerSummary = z.object({
  /** The lawyer record's id (achievementByLawyerId, the public card). */
  id: z.number().int(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  /** The current certificate's end date and the expiry job's mark on it (WARNING, DANGER, EXPIRED). */
  certificateEndDate: z.string().nullable(),
  certificateExpiry: z.enum(CERTIFICATE_EXPIRY_STATUSES).nullable(),
  status: z.string(),
  regionName: z.string().nullable(),
  contragent: namedRef.nullable(),
  licenses: z.array(
    z.object({
      serial: z.string().nullable(),
      number: z.string(),
      givenDate: z.string().nullable(),
      endDate: z.string().nullable(),
      status: z.string(),
    }),
  ),
});

/** A person's name, gender and birth date as the single sign-on and the person registry give them. */
const personIdentity = {
  ...personName,
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
};

/** GET account/profile-info: the cabinet's profile page (own data only). */
export const profileInfoResponse = z.object({
  fullName: z.string(),
  ...personIdentity,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  accountCreatedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  orderPermission: z.boolean(),
  lawyer: lawyerSummary.nullable(),
  directs: z.object({ id: z.number().int(), name: z.string(), orderRestricted: z.boolean() }).nullable(),
});
export type ProfileInfo = z.infer<typeof profileInfoResponse>;

const personData = z.object({
  pinfl: z.string(),
  ...personIdentity,
  birthPlace: z.string().nullable(),
  nationality: z.string().nullable(),
  citizenship: z.string().nullable(),
  passport: z.string().nullable(),
  passportIssuedBy: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
  address: z.string().nullable(),
  temporaryAddress: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tin: z.string().nullable(),
});
export type PersonData = z.infer<typeof personData>;

/**
 * GET account/user-info: the person's data as the single sign-on gave it at the last sign-in, and as the
 * person registry holds it now (null with `registryError` when the registry could not be asked).
 */
export const userInfoResponse = z.object({
  signOn: personData.extend({ source: z.string(), fetchedAt: z.string().nullable() }),
  registry: personData.extend({ fetchedAt: z.string() }).nullable(),
  registryError: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoResponse>;

/**
 * GET currentLawyerCandidate (spec section 7): the signed-in person's standing toward the bar, for the
 * applicant page: a lawyer already, the director of a structure, or neither (may apply).
 */
export const currentLawyerCandidateResponse = z.object({
  pinfl: z.string(),
  fullName: z.string(),
  lawyer: lawyerSummary.nullable(),
  directs: namedRef.nullable(),
  /** Whether the person may apply to the bar now (not a lawyer). */
  canApply: z.boolean(),
  /**
   * The person's latest filing to the bar (candidateDocument): its status, interview and history, so the
   * applicant page shows where the filing stands; null when the person never filed.
   */
  filing: z
    .object({
      id: z.number().int(),
      status: z.enum(CANDIDATE_STATUSES),
      regionName: z.string(),
      createdAt: z.string(),
      interviewAt: z.string().nullable(),
      interviewPlace: z.string().nullable(),
      /** The internship that followed a PASSED filing (its page), if any. */
      internshipId: z.number().int().nullable(),
      history: z.array(statusHistoryItem),
    })
    .nullable(),
});
export type CurrentLawyerCandidate = z.infer<typeof currentLawyerCandidateResponse>;

export const accountCalls = defineCalls(['account'], {
  currentAccount: get('account/current', { response: currentAccountResponse, permission: 'signedIn' }),
  profileInfo: get('account/profile-info', { response: profileInfoResponse, permission: 'signedIn' }),
  userInfo: get('account/user-info', {
    response: userInfoResponse,
    permission: 'userInfo.view',
    summary: 'The person data of the sign-on and of the person registry now (the read is on the query log)',
  }),
  currentLawyerCandidate: get('currentLawyerCandidate', {
    response: currentLawyerCandidateResponse,
    permission: 'applicant.view',
  }),
});
