/**
 * Reading the multipart/form-data calls of legal aid (org-request_create-send, closeOrganizationRequest,
 * orderCreate): text fields checked by the call's zod schema from packages/contracts, and at most one file
 * part, held in memory up to the call's size limit. A larger body is refused with a localized 413 before
 * it is read (Content-Length) or as soon as the file passes the limit; the type is judged by saveFile from
 * the bytes. The same calls also accept a JSON body without a file.
 */
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type FileStorage, saveFile } from '../../storage';

export interface UploadedFile {
  content: Buffer;
  filename: string;
}

export interface ReadForm {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

/** Room for the text fields and the multipart boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export function fileTooLarge(maxBytes: number, field: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'errors:validation.fileTooLarge',
    params: { max: Math.floor(maxBytes / 1024 / 1024) },
    field,
  });
}

/** The fields and the file of a multipart call (or the fields of a JSON one). */
export async function readForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<ReadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'body' });
    return { fields: body as Record<string, unknown>, file: null };
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + FORM_OVERHEAD_BYTES)
    throw fileTooLarge(options.maxBytes, options.fileField);
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 40, fieldSize: 20_000, parts: 41 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== options.fileField)
          throw new AppError('VALIDATION_FAILED', {
            messageKey: 'errors:validation.wrongData',
            field: part.fieldname.slice(0, 60),
          });
        file = { content, filename: part.filename || 'file' };
      } else if (!Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(options.maxBytes, options.fileField);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'body' });
    throw error;
  }
  return { fields, file };
}

/**
 * Checks fields against a contract schema the way the route schemas are checked: a 400 naming the first
 * field at fault, with the schema's message key when it gives one.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const own = /^(validation|business)\.[A-Za-z]+$/.test(issue.message);
  const missing = issue.code === 'invalid_type' && (fields as Record<string, unknown>)?.[field] === undefined;
  throw new AppError('VALIDATION_FAILED', {
    messageKey: own
      ? `errors:${issue.message}`
      : missing
        ? 'errors:validation.fieldMandatory'
        : 'errors:validation.wrongData',
    params: 'maximum' in issue ? { max: issue.maximum } : 'minimum' in issue ? { min: issue.minimum } : {},
    field,
  });
}

/** An uploaded file with the limit it was read under. */
export interface PdfUpload extends UploadedFile {
  maxBytes: number;
}

/**
 * Stores an uploaded PDF (size and real type judged from the bytes) through the caller's transaction:
 * anything that is not a PDF is a 415 saying only PDF files are accepted. Answers the `files` row.
 */
export async function savePdf(
  tx: Pick<Database, 'insert'>,
  storage: FileStorage,
  upload: PdfUpload,
  options: { ownerPersonId: number; field: string },
) {
  try {
    return await saveFile(tx, storage, {
      content: upload.content,
      originalName: upload.filename,
      maxBytes: upload.maxBytes,
      allowedTypes: ['application/pdf'],
      ownerPersonId: options.ownerPersonId,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        messageKey: 'legal-aid:error.pdfOnly',
        field: options.field,
      });
    if (error instanceof AppError && error.field === 'file')
      throw new AppError(error.code, {
        messageKey: error.messageKey,
        params: error.params,
        field: options.field,
      });
    throw error;
  }
}
