/**
 * Reading the multipart/form-data calls (a definition with `multipart`, see define-route.ts): text fields
 * checked by the call's zod schema from packages/contracts, and at most one file part, held in memory up
 * to the call's size limit. A larger body is refused with a localized 413 before it is read
 * (Content-Length) or as soon as the file passes the limit; the type is judged by saveFile from the bytes.
 * The same calls also accept a JSON body without a file.
 */
import '@fastify/multipart';
import { fileNameProblem, issueField, issueMessage, valueAtPath } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { assertAcceptableText } from '../plugins/text-input';

export interface UploadedFile {
  content: Buffer;
  filename: string;
}

export interface ReadForm {
  fields: Record<string, unknown>;
  /** The first file part (null when none was sent). */
  file: UploadedFile | null;
  /** Every file part, in the order sent (at most `maxFiles`). */
  files: UploadedFile[];
}

/** Room for the text fields and the multipart boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/**
 * The largest text field read: 128 KB, room for the longest text a contract allows (an appeal's 40,000
 * characters of Cyrillic are 80 KB of UTF-8). A longer value is refused, never cut short and stored.
 */
const FIELD_MAX_BYTES = 128 * 1024;

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
  options: { fileField: string; maxBytes: number; maxFiles?: number },
): Promise<ReadForm> {
  const maxFiles = options.maxFiles ?? 1;
  if (!request.isMultipart()) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'body' });
    return { fields: body as Record<string, unknown>, file: null, files: [] };
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes * maxFiles + FORM_OVERHEAD_BYTES)
    throw fileTooLarge(options.maxBytes, options.fileField);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: maxFiles,
        fields: 40,
        fieldSize: FIELD_MAX_BYTES,
        parts: 40 + maxFiles,
      },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== options.fileField)
          throw new AppError('VALIDATION_FAILED', {
            messageKey: 'errors:validation.wrongData',
            field: part.fieldname.slice(0, 60),
          });
        if (part.filename && fileNameProblem(part.filename))
          throw new AppError('VALIDATION_FAILED', {
            messageKey: 'errors:validation.fileNameNotAllowed',
            field: options.fileField,
          });
        files.push({ content, filename: part.filename || 'file' });
      } else if (part.valueTruncated) {
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:validation.tooLong',
          params: { max: FIELD_MAX_BYTES },
          field: part.fieldname.slice(0, 60),
        });
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
  assertAcceptableText(fields, 'body');
  return { fields, file: files[0] ?? null, files };
}

/**
 * Checks fields against a contract schema the way the route schemas are checked: a 400 naming the first
 * field at fault, with the message of the one mapping of zod issues (contracts kit/issue-message.ts).
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issueField(issue.path, 'body');
  const { key, params } = issueMessage(issue, valueAtPath(fields, issue.path));
  throw new AppError('VALIDATION_FAILED', {
    messageKey: key,
    params,
    field,
  });
}
