/**
 * Shapes shared by the calls of state-funded legal aid: statuses (the workflow tables of packages/domain,
 * read from there), the status history every item shows, stored files, signatures.
 *
 * Conventions of every legal-aid call (docs/domain.md "State-funded legal aid, the HTTP calls"):
 * - lists answer `{list, total}`; `page` counts from 0;
 * - a record carries `can`: what the current user may do with it now (the screen shows only those actions);
 * - dates are `YYYY-MM-DD`, instants ISO 8601 with offset (UTC `Z`); amounts are whole tiyin (1/100 sum);
 * - names (regions, kinds of legal aid, languages…) come already in the caller's language (Accept-Language).
 */
import { CHECKLIST_STATUSES, INVESTIGATOR_REQUEST_STATUSES, PINFL_REGEX, TIN_REGEX } from '@portal/domain';
import { z } from 'zod';
import { requiredLine } from '../common/text';
import { withId } from '../kit/fields';
import { idSchema } from '../common/ids';
import { lawyerPerson } from '../common/person-name';

/** The statuses of the workflow tables (packages/domain), as the calls carry them. */
export const INVESTIGATOR_REQUEST_STATUS_VALUES = INVESTIGATOR_REQUEST_STATUSES;
export const CHECKLIST_STATUS_VALUES = CHECKLIST_STATUSES;
/** A checklist status as the screen shows it: NOT_CREATED while the request has none. */
export const CHECKLIST_SHOWN_STATUS_VALUES = [...CHECKLIST_STATUS_VALUES, 'NOT_CREATED'] as const;

export const PROCEDURE_ROLE_VALUES = [
  'SUSPECT',
  'ACCUSED',
  'DEFENDANT',
  'VICTIM',
  'WITNESS',
  'OTHER',
] as const;

/** A lawyer as the legal-aid screens show one. */
export const lawyerRef = z.object({ id: z.number().int(), ...lawyerPerson });
export type LawyerRef = z.infer<typeof lawyerRef>;

/** One row of an item's status history (decisions.md "Workflows"): oldest first. */
export const statusHistoryItem = z.object({
  at: z.string(),
  /** Null for the row of the item's creation. */
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** The workflow event (CREATE, SIGN, ACCEPT, REDRAW, …). */
  event: z.string(),
  /** SYSTEM for the portal's own steps (draw timeouts, expiry, payment). */
  actorRole: z.string(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
});
export type StatusHistoryItem = z.infer<typeof statusHistoryItem>;

/** A stored file (a scan, a request document); downloaded through the call that names its owner. */
export const storedFileRef = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type StoredFileRef = z.infer<typeof storedFileRef>;

/** The e-signature of a document as the portal accepted it (the `signatures` row). */
export const documentSignature = withId({
  signerName: z.string().nullable(),
  signerPinfl: z.string(),
  certificateSerial: z.string(),
  certificateSubject: z.string().nullable(),
  signingTime: z.string(),
});
export type DocumentSignature = z.infer<typeof documentSignature>;

/**
 * The data a document is signed over: the screen passes it as is to `useSignContent().sign(...)`, which
 * signs its canonical JSON; the API recomputes the same object from what it stores and compares.
 */
export const signingContent = z.record(z.string(), z.unknown());

/** `{id}`: the item a POST acts on. */
export const idBody = z.object({ id: idSchema });

/** A reason (cancelling, returning, not completed): 1 to 2000 characters after trimming. */
export const reasonText = requiredLine(2000);

/** `{id, reason}`. */
export const idReasonBody = z.object({ id: idSchema, reason: reasonText });

/** An attached PKCS#7 (base64) as the signing client made it: at most 256 KB. */
export const pkcs7Text = z
  .string()
  .min(1, 'validation.fieldMandatory')
  .max(256 * 1024, 'validation.tooLong')
  .regex(/^[A-Za-z0-9+/\r\n]+={0,2}\s*$/, 'validation.wrongData');

/** `{id, pkcs7}`: signing a document (signatureDraft, checkList/signing). */
export const signBody = z.object({ id: idSchema, pkcs7: pkcs7Text });

/** A date `YYYY-MM-DD` that exists in the calendar. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'validation.invalidDate');

/** A month as `YYYY-MM`. */
export const calendarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidDate');

/** A PINFL: 14 digits. */
export const pinflText = z.string().regex(PINFL_REGEX, 'validation.invalidPinfl');

/** A PINFL typed into a field: its surrounding spaces dropped, then 14 digits. */
export const typedPinfl = z.string().trim().regex(PINFL_REGEX, 'validation.invalidPinfl');

/** A tax number (STIR, INN): 9 digits. */
export const tinText = z.string().regex(TIN_REGEX, 'validation.invalidTin');

/** A criminal case number as the interior-ministry registry writes it: 6 to 20 digits. */
export const caseNumberText = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/, 'validation.wrongData');

/** Largest upload of the legal-aid calls (request documents, closing documents, paper-order scans). */
export const LEGAL_AID_FILE_MAX_BYTES = 20 * 1024 * 1024;
