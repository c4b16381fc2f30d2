/**
 * Training certificates (/lawyer-profile/yumom-certificate and /profile/yumom): the lawyer adds
 * a course (name, organiser, dates, hours) with its scan; the chamber of the lawyer's region confirms it;
 * each year's confirmed hours against the required ones (packages/domain training.ts).
 */
import { TRAINING_HOURS_MAX } from '@portal/domain';
import { z } from 'zod';
import { lawyerName } from '../common/person-name';
import { requiredLine } from '../common/text';
import { actionFlags, counts, withId } from '../kit/fields';
import { idSchema } from '../common/ids';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate, idBody, idReasonBody, LEGAL_AID_FILE_MAX_BYTES } from '../legal-aid/common';

const text300 = requiredLine(300);

/** trainingCertificateCreate: the multipart fields (the scan is the `file` part, PDF or image). */
export const trainingCertificateFields = z
  .object({
    courseName: text300,
    organizer: text300,
    startDate: calendarDate,
    endDate: calendarDate,
    hours: z.coerce
      .number({ message: 'validation.fieldMandatory' })
      .int('validation.wrongData')
      .min(1, 'validation.wrongData')
      .max(TRAINING_HOURS_MAX, 'validation.wrongData'),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'validation.endBeforeStart' });

export const trainingCertificateItem = withId({
  lawyer: lawyerName,
  courseName: z.string(),
  organizer: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number().int(),
  /** The scan: getInfo/lawyerRecordScan/{id}. */
  scanFileId: z.string(),
  confirmedAt: z.string().nullable(),
  /** The chamber refused it, with the reason the lawyer reads (it counts for nothing). */
  refusedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  can: actionFlags('confirm', 'refuse'),
});
export type TrainingCertificateItem = z.infer<typeof trainingCertificateItem>;

/** One year of one lawyer: confirmed and waiting hours against the required ones. */
export const trainingYear = counts('year', 'confirmedHours', 'pendingHours', 'requiredHours');
export type TrainingYear = z.infer<typeof trainingYear>;

export const trainingCertificateListQuery = z.object({
  /** A chamber: one lawyer of its scope; a lawyer: always their own. */
  lawyerId: idSchema.optional(),
  /** Only courses ending in that year. */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Only those waiting for the chamber (neither confirmed nor refused). */
  unconfirmedOnly: z.enum(['true', 'false']).optional(),
});

export const trainingCertificateListAnswer = z.object({
  list: z.array(trainingCertificateItem),
  total: z.number().int(),
  /** The caller's own yearly totals (a lawyer), or the chosen lawyer's (a chamber with lawyerId). */
  years: z.array(trainingYear),
});

export const trainingCertificateCalls = defineCalls(['training-certificates'], {
  trainingCertificateList: get('getInfo/trainingCertificateList', {
    query: trainingCertificateListQuery,
    response: trainingCertificateListAnswer,
    permission: 'signedIn',
  }),
  trainingCertificateCreate: post('getInfo/trainingCertificateCreate', {
    multipart: { fields: trainingCertificateFields, fileField: 'file', maxBytes: LEGAL_AID_FILE_MAX_BYTES },
    response: trainingCertificateItem,
    permission: 'trainingCertificate.view',
    summary: 'A lawyer adds a training certificate: multipart fields and the scan `file` (PDF or image)',
  }),
  trainingCertificateConfirm: post('getInfo/trainingCertificateConfirm', {
    body: idBody,
    response: trainingCertificateItem,
    permission: 'request.review',
  }),
  trainingCertificateRefuse: post('getInfo/trainingCertificateRefuse', {
    body: idReasonBody,
    response: trainingCertificateItem,
    permission: 'request.review',
    summary: 'The chamber refuses a waiting training certificate, with the reason the lawyer reads',
  }),
});
