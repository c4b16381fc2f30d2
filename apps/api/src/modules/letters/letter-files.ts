/**
 * The files of letters: uploads (a PDF, JPEG or PNG judged by its bytes; a PDF pdf-lib cannot read is
 * refused, since it could never be merged), attaching an upload to a draft, removing it, and reading
 * them back for the exchange, the merged PDF and the viewer.
 */
import type { CallBody, letterFileCalls } from '@portal/contracts';
import { LETTER_FILE_MAX_BYTES, LETTER_MAX_FILES } from '@portal/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { files, letterAdditions, letterFiles, letters } from '../../db/schema';
import { isReadablePdf } from '../../documents/letter-pdf';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { type FileStorage, saveFile, transactionWithFiles, type TransactionFiles } from '../../storage';
import type { LegalAidCaller } from '../legal-aid';
import { lockVisible } from '../../kit/lock';
import { rowById } from '../../kit/visible';
import { letterPolicy, uploadPolicy } from './policy';

export const LETTER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

type FileRow = typeof files.$inferSelect;

/** Stores one letter file in the caller's transaction; refusals name `field`. */
export async function saveLetterFile(
  tx: TransactionFiles,
  caller: LegalAidCaller,
  upload: UploadedFile,
  field = 'file',
): Promise<FileRow> {
  try {
    const row = await saveFile(tx, {
      content: upload.content,
      originalName: upload.filename,
      maxBytes: LETTER_FILE_MAX_BYTES,
      allowedTypes: LETTER_FILE_TYPES,
      ownerPersonId: caller.personId,
    });
    if (row.contentType === 'application/pdf' && !(await isReadablePdf(upload.content)))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'letters:error.pdfUnreadable', field });
    return row;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE' && error.field === 'file')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'letters:error.fileType', field });
    throw error;
  }
}

export function uploadLetterFile(
  deps: { db: Database; storage: FileStorage },
  caller: LegalAidCaller,
  upload: UploadedFile | null,
) {
  if (!upload)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  return transactionWithFiles(deps.db, deps.storage, (_tx, tx) => saveLetterFile(tx, caller, upload));
}

/** The caller's own upload, locked; 404 (the refusal `fileNotYours`) for anyone else's. */
function ownUpload(tx: Transaction, caller: LegalAidCaller, id: string) {
  return lockVisible(
    tx,
    uploadPolicy,
    caller,
    files,
    id,
    () => new AppError('NOT_FOUND', { messageKey: 'letters:error.fileNotYours', field: 'fileId' }),
  );
}

/** Deletes an upload of the caller that no letter or addition uses (file/deleteById). */
export async function deleteUpload(
  deps: { db: Database; storage: FileStorage },
  caller: LegalAidCaller,
  id: string,
) {
  const key = await deps.db.transaction(async (tx) => {
    const row = await ownUpload(tx, caller, id);
    // One statement at a time: a transaction's queries share one connection.
    const [inLetter] = await tx.select({ n: count() }).from(letterFiles).where(eq(letterFiles.fileId, id));
    const [inAddition] = await tx
      .select({ n: count() })
      .from(letterAdditions)
      .where(eq(letterAdditions.fileId, id));
    if (inLetter!.n > 0 || inAddition!.n > 0)
      throw new AppError('CONFLICT', { messageKey: 'letters:error.fileInUse', field: 'id' });
    await tx.delete(files).where(eq(files.id, id));
    return row.storageKey;
  });
  await deps.storage.delete(key);
}

/** Attaches an upload to a draft as its main PDF or an attachment (pdfFiles/create). */
export async function attachFile(
  db: Database,
  caller: LegalAidCaller,
  input: CallBody<typeof letterFileCalls.pdfFileCreate, 'server'>,
) {
  await db.transaction(async (tx) => {
    const letter = await lockVisible(tx, letterPolicy, caller, letters, input.letterId);
    letterPolicy.authorize(caller, 'edit', letter);
    const file = await ownUpload(tx, caller, input.fileId);
    const [used] = await tx.select({ n: count() }).from(letterFiles).where(eq(letterFiles.fileId, file.id));
    const [stats] = await tx
      .select({ n: count(), last: max(letterFiles.position) })
      .from(letterFiles)
      .where(eq(letterFiles.letterId, letter.id));
    const [main] = await tx
      .select({ n: count() })
      .from(letterFiles)
      .where(and(eq(letterFiles.letterId, letter.id), eq(letterFiles.kind, 'MAIN')));
    if (used!.n > 0)
      throw new AppError('CONFLICT', { messageKey: 'letters:error.fileInUse', field: 'fileId' });
    if (stats!.n >= LETTER_MAX_FILES)
      throw new AppError('BUSINESS_RULE', {
        messageKey: 'letters:error.tooManyFiles',
        params: { max: LETTER_MAX_FILES },
      });
    if (input.kind === 'MAIN' && main!.n > 0)
      throw new AppError('CONFLICT', { messageKey: 'letters:error.mainExists', field: 'kind' });
    if (input.kind === 'MAIN' && file.contentType !== 'application/pdf')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        messageKey: 'legal-aid:error.pdfOnly',
        field: 'fileId',
      });
    await tx.insert(letterFiles).values({
      letterId: letter.id,
      fileId: file.id,
      kind: input.kind,
      position: input.kind === 'MAIN' ? 0 : (stats!.last ?? 0) + 1,
    });
  });
}

/** Removes one file from a draft (pdfFiles/deleteById); the upload stays the caller's. */
export async function detachFile(db: Database, caller: LegalAidCaller, letterFileId: number) {
  await db.transaction(async (tx) => {
    const row = await rowById(tx, letterFiles, letterFileId);
    const letter = await lockVisible(tx, letterPolicy, caller, letters, row.letterId);
    letterPolicy.authorize(caller, 'edit', letter);
    await tx.delete(letterFiles).where(eq(letterFiles.id, letterFileId));
  });
}

/** A letter's files with their rows, in order (main first). */
export function filesOfLetter(db: Database, letterId: number) {
  return db
    .select({ lf: letterFiles, file: files })
    .from(letterFiles)
    .innerJoin(files, eq(files.id, letterFiles.fileId))
    .where(eq(letterFiles.letterId, letterId))
    .orderBy(asc(letterFiles.position), asc(letterFiles.id));
}

/** The stored bytes of a file. */
export async function bytesOf(storage: FileStorage, file: FileRow): Promise<Buffer> {
  const content = await storage.get(file.storageKey);
  if (!content) throw new AppError('NOT_FOUND');
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The documents of a letter as the exchange takes them (base64). */
export async function exchangeDocuments(
  db: Database,
  storage: FileStorage,
  rows: (typeof letterFiles.$inferSelect)[],
) {
  const out = [];
  for (const row of rows) {
    const [file] = await db.select().from(files).where(eq(files.id, row.fileId));
    out.push({
      kind: row.kind as 'MAIN' | 'ATTACHMENT',
      name: file!.originalName,
      contentBase64: (await bytesOf(storage, file!)).toString('base64'),
    });
  }
  return out;
}

/** The letter a letter file belongs to (404 when there is no such file); who may read it is the caller's check. */
export async function letterIdOfFile(db: Database, letterFileId: number): Promise<number> {
  const [lf] = await db
    .select({ letterId: letterFiles.letterId })
    .from(letterFiles)
    .where(eq(letterFiles.id, letterFileId));
  if (!lf) throw new AppError('NOT_FOUND');
  return lf.letterId;
}
