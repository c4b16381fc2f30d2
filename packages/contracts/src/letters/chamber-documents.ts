/**
 * The chamber's documents (spec section 7 getInfo/listDirectoryChamberDocs;
 * /lawyer-profile/document-chamber): decisions, regulations and forms a chamber publishes as PDFs. A regional
 * chamber publishes for its region, the republic chamber for every region; lawyers read their region's and
 * the republic's. Workflow `chamber-document` (packages/domain): PUBLISHED -> WITHDRAWN.
 */
import { CHAMBER_DOCUMENT_KINDS, CHAMBER_DOCUMENT_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate, idBody, reasonText } from '../legal-aid/common';

/** The largest PDF of a chamber document: 20 MB (the message names the limit). */
export const CHAMBER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The multipart fields of publishing (the PDF is the `file` part) and of correcting (a new PDF is optional). */
export const chamberDocumentFields = z.object({
  title: requiredLine(300),
  number: requiredLine(50),
  documentDate: calendarDate,
  kind: z.enum(CHAMBER_DOCUMENT_KINDS, { message: 'validation.fieldMandatory' }),
});

export const chamberDocumentUpdateFields = chamberDocumentFields.extend({ id: idSchema });

export const chamberDocumentItem = withId({
  title: z.string(),
  number: z.string(),
  documentDate: z.string(),
  kind: z.enum(CHAMBER_DOCUMENT_KINDS),
  status: z.enum(CHAMBER_DOCUMENT_STATUSES),
  /** The publishing chamber's region; null: the republic chamber's. */
  regionName: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  withdrawReason: z.string().nullable(),
  can: actionFlags('edit', 'withdraw'),
});
export type ChamberDocumentItem = z.infer<typeof chamberDocumentItem>;

export const chamberDocumentListQuery = pageQuery(10, 50).extend({
  search: searchText,
  kind: z.enum(CHAMBER_DOCUMENT_KINDS).optional(),
  /** Documents dated from / to this day (the document's own date). */
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  /** A publisher may list the withdrawn ones; readers only ever see PUBLISHED. */
  status: z.enum(CHAMBER_DOCUMENT_STATUSES).optional(),
});

export const chamberDocumentCalls = defineCalls(['chamber-documents'], {
  listDirectoryChamberDocs: get('getInfo/listDirectoryChamberDocs', {
    query: chamberDocumentListQuery,
    response: listOf(chamberDocumentItem).extend({ canPublish: z.boolean() }),
    permission: 'chamberDocument.view',
    summary: 'The chamber documents the caller reads (their region’s and the republic’s), 10 a page',
  }),
  chamberDocumentFile: get('getInfo/chamberDocumentFile/:id', {
    params: idParams,
    binary: true,
    permission: 'chamberDocument.view',
    summary: 'The document’s PDF',
  }),
  chamberDocumentCreate: post('getInfo/chamberDocumentCreate', {
    multipart: { fields: chamberDocumentFields, fileField: 'file', maxBytes: CHAMBER_DOCUMENT_MAX_BYTES },
    response: chamberDocumentItem,
    permission: 'chamberDocument.manage',
    summary: 'A chamber publishes a document: multipart fields and the PDF `file` (at most 20 MB)',
  }),
  chamberDocumentUpdate: post('getInfo/chamberDocumentUpdate', {
    multipart: {
      fields: chamberDocumentUpdateFields,
      fileField: 'file',
      maxBytes: CHAMBER_DOCUMENT_MAX_BYTES,
    },
    response: chamberDocumentItem,
    permission: 'chamberDocument.manage',
    summary: 'Corrects a published document; a `file` part replaces its PDF',
  }),
  chamberDocumentWithdraw: post('getInfo/chamberDocumentWithdraw', {
    body: idBody.extend({ reason: reasonText }),
    response: chamberDocumentItem,
    permission: 'chamberDocument.manage',
  }),
});
