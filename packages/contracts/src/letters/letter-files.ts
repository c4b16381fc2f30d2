/**
 * The files of letters (spec section 7 "Letters and files"): an upload (`file/upload`: a PDF or an image,
 * judged by its bytes), attached to a draft as its main PDF or an attachment (`pdfFiles/create`), the
 * letter merged into one PDF with a cover and page numbers (`pdfFiles/mergePdfFiles`), an image shown as
 * a PDF (`convert/view-pdf`), additional information with a file (`additional/…`), and the look-ups of
 * the inter-agency exchange.
 */
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { wholeListOf } from '../common/paging';
import { actionFlags, withId } from '../kit/fields';
import { fileIdParams, idParams, idSchema } from '../common/ids';
import { defineCalls, del, get, post, noContent } from '../kit/define-call';
import { idBody, storedFileRef } from '../legal-aid/common';

/** Largest file of a letter: 50 MB. */
export const LETTER_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Most files one letter carries (the main PDF and attachments). */
export const LETTER_MAX_FILES = 20;

export const LETTER_FILE_KINDS = ['MAIN', 'ATTACHMENT'] as const;

export const letterFileItem = z.object({
  /** The letter file's id (pdfFiles/deleteById, convert/view-pdf). */
  id: z.number().int(),
  kind: z.enum(LETTER_FILE_KINDS),
  position: z.number().int(),
  file: storedFileRef,
});
export type LetterFileItem = z.infer<typeof letterFileItem>;

export const pdfFileCreateBody = z.object({
  letterId: idSchema,
  /** An upload of the caller (file/upload). */
  fileId: z.uuid('validation.wrongData'),
  kind: z.enum(LETTER_FILE_KINDS),
});

const additionTitle = requiredLine(300);
const additionNote = optionalLine(4000);

export const additionFields = z.object({ letterId: idSchema, title: additionTitle, note: additionNote });
export const additionUpdateBody = z.object({ id: idSchema, title: additionTitle, note: additionNote });
export const additionItem = withId({
  letterId: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  file: storedFileRef.nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  can: actionFlags('edit'),
});

export const exchangeOrganization = z.object({
  id: z.string(),
  name: z.string(),
  inn: z.string(),
  network: z.enum(['EIJRO', 'SEDO']),
  regionSoato: z.string().nullable(),
});

export const letterFileCalls = defineCalls(['letters'], 'letter.view', {
  fileUpload: post('file/upload', {
    multipart: { fields: z.object({}), fileField: 'file', maxBytes: LETTER_FILE_MAX_BYTES },
    response: storedFileRef,
    summary: 'Uploads a letter file: a PDF, JPEG or PNG (judged by its bytes), at most 50 MB',
  }),
  fileDelete: del('file/deleteById/:id', { params: fileIdParams, response: noContent }),
  pdfFileCreate: post('pdfFiles/create', {
    body: pdfFileCreateBody,
    response: wholeListOf(letterFileItem),
    summary: 'Attaches an upload to a draft letter as its main PDF or an attachment',
  }),
  pdfFilesByLetter: get('pdfFiles/getByLetterId/:id', {
    params: idParams,
    response: wholeListOf(letterFileItem),
  }),
  pdfFileDelete: del('pdfFiles/deleteById/:id', { params: idParams, response: noContent }),
  pdfFilesMerge: get('pdfFiles/mergePdfFiles/:id', {
    params: idParams,
    binary: true,
    summary:
      'The letter as one PDF: a cover with its registration data, the main PDF, the attachments, page numbers',
  }),
  viewPdf: get('convert/view-pdf/:id', {
    params: idParams,
    binary: true,
    summary: 'One file of a letter as a PDF for viewing (an image becomes a page)',
  }),
  additionList: get('additional/list', {
    query: z.object({ letterId: idSchema }),
    response: wholeListOf(additionItem),
  }),
  additionCreate: post('additional/create', {
    multipart: { fields: additionFields, fileField: 'file', maxBytes: LETTER_FILE_MAX_BYTES },
    response: additionItem,
  }),
  additionUpdate: post('additional/update', { body: additionUpdateBody, response: additionItem }),
  additionDelete: post('additional/delete', { body: idBody, response: noContent }),
  additionFile: get('additionalFiles/:id', { params: idParams, binary: true }),
  eijroList: get('eijro/list', {
    response: wholeListOf(exchangeOrganization),
    summary: 'Executive bodies reachable through E-IJRO (the inter-agency exchange)',
  }),
  sedoContragentList: get('sedoContragent/list', { response: wholeListOf(exchangeOrganization) }),
  mailRegionList: get('mailRegion/list', {
    response: wholeListOf(z.object({ soato: z.string(), name: z.string() })),
  }),
});
