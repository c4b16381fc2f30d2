/**
 * Every status a portal item can show (spec section 4), by kind, and the one table of what each means to
 * the reader (its tone: the badge's colour hint). The workflows that exist give their own states; the
 * kinds whose workflow is still to come are listed as the spec names them, and their workflow table takes
 * its `states` from here. The label of a status is `common:status.<STATUS>` (packages/i18n, four
 * languages), or `common:status.<kind>.<STATUS>` where one kind says it otherwise (a lawyer is "active",
 * a license "in force"). The web kit's `StatusBadge` (apps/web/src/kit/status-badge.tsx) reads both.
 */
import { MAIL_DELIVERY_STATUSES } from './mail-delivery';
import { APPEAL_STATUSES } from './workflows/appeal-workflow';
import { CANDIDATE_STATUSES, INTERNSHIP_STATUSES } from './workflows/candidate-workflows';
import { CHAMBER_DOCUMENT_STATUSES } from './workflows/chamber-document-workflow';
import { CHECKLIST_STATUSES } from './workflows/checklist-workflow';
import { EXPERTISE_STATUSES } from './workflows/expertise-workflow';
import { DUTY_SCHEDULE_STATUSES } from './workflows/duty-schedule-workflow';
import { RECEPTION_BOOKING_STATUSES } from './workflows/reception-workflow';
import { HALF_YEAR_REPORT_STATUSES } from './workflows/half-year-report-workflow';
import { INVESTIGATOR_REQUEST_STATUSES } from './workflows/investigator-request-workflow';
import { LAWYER_REQUEST_STATUSES } from './workflows/lawyer-request-workflow';
import { LETTER_STATUSES } from './workflows/letter-workflow';
import { ORDER_STATUSES } from './workflows/order-workflow';

/** Appeals, applications and contracts (spec section 4 "General"). */
export const GENERAL_STATUSES = [
  'CREATED',
  'DRAFT',
  'SEND',
  'SEEN',
  'ACCEPTED',
  'CANCELLED',
  'PAYMENT',
  'COMPLETED',
  'CLOSED',
  'REJECTED',
  'SIGNED',
  'SEND_CONVICTION',
  'CONFIRM',
  'CANCELLED_BY_DIRECTOR',
  'CANCELLED_BY_LAWYER',
] as const;

export const INTERVIEW_STATUSES = [
  'MEETING',
  'MEETING_PROCESS',
  'PASSED',
  'FAILED',
  'ABSENT',
  'PENDING',
] as const;
/** A half-year report (its workflow: workflows/half-year-report-workflow.ts). */
export const REPORT_STATUSES = HALF_YEAR_REPORT_STATUSES;
/** A lawyer's license (spec: active, inactive, temporarily or permanently inactive). */
export const LICENSE_STATUSES = ['ACTIVE', 'INACTIVE', 'INACTIVE_TEMPORARY', 'INACTIVE_PERMANENT'] as const;
/** A lawyer in the directory: the status of their current license, ACTIVE or inactive for a while or for good. */
export const LAWYER_STATUSES = ['ACTIVE', 'INACTIVE_TEMPORARY', 'INACTIVE_PERMANENT'] as const;
export const CERTIFICATE_EXPIRY_STATUSES = ['WARNING', 'DANGER', 'EXPIRED'] as const;

/** The statuses of each kind of item. NOT_CREATED is what a request shows while it has no checklist. */
export const STATUS_KINDS = {
  order: ORDER_STATUSES,
  investigatorRequest: INVESTIGATOR_REQUEST_STATUSES,
  checklist: [...CHECKLIST_STATUSES, 'NOT_CREATED'],
  general: GENERAL_STATUSES,
  appeal: APPEAL_STATUSES,
  lawyerRequest: LAWYER_REQUEST_STATUSES,
  interview: INTERVIEW_STATUSES,
  candidate: CANDIDATE_STATUSES,
  internship: INTERNSHIP_STATUSES,
  report: REPORT_STATUSES,
  letter: LETTER_STATUSES,
  chamberDocument: CHAMBER_DOCUMENT_STATUSES,
  dutySchedule: DUTY_SCHEDULE_STATUSES,
  receptionBooking: RECEPTION_BOOKING_STATUSES,
  /** An expertise request: the spec's codes -2 to 12, in that order. */
  expertise: EXPERTISE_STATUSES,
  lawyer: LAWYER_STATUSES,
  license: LICENSE_STATUSES,
  certificateExpiry: CERTIFICATE_EXPIRY_STATUSES,
  /** A parcel of mail delivery (labels `common:status.mailDelivery.<STATUS>`: FAILED is "not delivered"). */
  mailDelivery: MAIL_DELIVERY_STATUSES,
} as const;
export type StatusKind = keyof typeof STATUS_KINDS;
export type KnownStatus = (typeof STATUS_KINDS)[StatusKind][number];

/**
 * What a status tells the reader: done well (good), stopped or refused (bad), needs attention (warn),
 * on its way (progress), not started or not applicable (neutral). The colour only hints; the label says it.
 */
export type StatusTone = 'good' | 'bad' | 'warn' | 'progress' | 'neutral';

/** The one table: every known status and its tone. */
export const STATUS_TONE: Record<KnownStatus, StatusTone> = {
  DRAFT: 'neutral',
  CREATED: 'good',
  SEND: 'progress',
  SEEN: 'progress',
  ACCEPTED: 'good',
  CANCELLED: 'bad',
  DELETED: 'bad',
  PAYMENT: 'good',
  COMPLETED: 'good',
  CLOSED: 'bad',
  REJECTED: 'bad',
  SIGNED: 'good',
  SEND_CONVICTION: 'progress',
  CONFIRM: 'good',
  CANCELLED_BY_DIRECTOR: 'bad',
  CANCELLED_BY_LAWYER: 'bad',
  WAIT: 'warn',
  NOT_COMPLETED: 'bad',
  EXPIRED: 'bad',
  PERSON_NOT_FOUND: 'bad',
  FOR_AGREED: 'progress',
  AGREED: 'good',
  FINISHED: 'good',
  NOT_CREATED: 'neutral',
  MEETING: 'progress',
  MEETING_PROCESS: 'progress',
  PASSED: 'good',
  FAILED: 'bad',
  ABSENT: 'bad',
  PENDING: 'neutral',
  DIRECTOR_SIGNED: 'progress',
  REGION_PALATA_ACCEPTED: 'progress',
  REPUBLIC_PALATA_ACCEPTED: 'progress',
  MINISTRY_SIGNED: 'good',
  CANCELED: 'bad',
  DIRECTED: 'progress',
  TEMPORARY: 'neutral',
  NEW: 'progress',
  UNDER_CONSIDERATION: 'progress',
  ON_APPROVAL_FOR_DIRECTOR: 'progress',
  ON_APPROVAL_FOR_DEPUTY_DIRECTOR: 'progress',
  IN_PRODUCTION: 'progress',
  ON_AGREEMENT: 'progress',
  SENT: 'progress',
  PAUSED: 'warn',
  FOR_REJECTION: 'warn',
  NOT_APPLICABLE: 'neutral',
  ACTIVE: 'good',
  INACTIVE: 'neutral',
  INACTIVE_TEMPORARY: 'warn',
  INACTIVE_PERMANENT: 'neutral',
  WARNING: 'warn',
  DANGER: 'bad',
  REGISTERED: 'progress',
  IN_TRANSIT: 'progress',
  DELIVERED: 'good',
  RECALLED: 'neutral',
  RECEIVED: 'progress',
  ANSWERED: 'good',
  PUBLISHED: 'good',
  WITHDRAWN: 'bad',
  BOOKED: 'progress',
  CAME: 'good',
  NO_SHOW: 'warn',
};

/** Every status of every kind, once. */
export const ALL_STATUSES = Object.keys(STATUS_TONE) as KnownStatus[];

/** The tone of a status; one the table does not know is neutral. */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(STATUS_TONE, status) ? STATUS_TONE[status as KnownStatus] : 'neutral';
}
