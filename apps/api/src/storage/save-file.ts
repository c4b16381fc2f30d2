import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { files as fileRows } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { TransactionFiles } from './transaction-files';

/** Content types the portal accepts, by use. Checked against the bytes, never the name or the client's claim. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;

export interface SaveFileInput {
  content: Buffer;
  /** The name the uploader gave (kept for downloads; never trusted for the type). */
  originalName: string;
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** Accepted content types (sniffed from magic bytes). */
  allowedTypes: readonly string[];
  ownerPersonId?: number | null;
}

/** Keeps at most 200 characters of a file name, without path parts or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Checks a file (size, real content type by its magic bytes), stores it under a fresh random key,
 * and writes its `files` row (size, sniffed type, SHA-256) in the caller's transaction
 * (`transactionWithFiles`): the row commits with whatever points to it, and the bytes go if it fails.
 * Bad input is a 413 or 415 and stores nothing.
 */
export async function saveFile(files: TransactionFiles, input: SaveFileInput) {
  if (input.content.length === 0)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  if (input.content.length > input.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: 'errors:validation.fileTooLarge',
      params: { max: Math.floor(input.maxBytes / 1024 / 1024) || 1 },
      field: 'file',
    });
  }
  const sniffed = await fileTypeFromBuffer(input.content);
  if (!sniffed || !input.allowedTypes.includes(sniffed.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      messageKey: 'errors:validation.fileTypeNotAllowed',
      field: 'file',
    });
  }
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}.${sniffed.ext}`;
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  await files.put(storageKey, input.content);
  const [row] = await files.tx
    .insert(fileRows)
    .values({
      id,
      storageKey,
      originalName: cleanFileName(input.originalName),
      size: input.content.length,
      contentType: sniffed.mime,
      sha256,
      ownerPersonId: input.ownerPersonId ?? null,
    })
    .returning();
  return row!;
}

/** An upload as a multipart route hands it on (http/multipart.ts UploadedFile) with its call's size limit. */
export interface LimitedUpload {
  content: Buffer;
  filename: string;
  maxBytes: number;
}

/** `saveFile` of an uploaded document (a PDF or an image) owned by the person who sent it. */
export function saveDocument(files: TransactionFiles, upload: LimitedUpload, ownerPersonId: number) {
  return saveFile(files, {
    content: upload.content,
    originalName: upload.filename,
    maxBytes: upload.maxBytes,
    allowedTypes: DOCUMENT_TYPES,
    ownerPersonId,
  });
}
