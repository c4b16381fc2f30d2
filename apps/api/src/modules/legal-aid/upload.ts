/** Storing the PDF a legal-aid call uploads (the form itself is read by the call kit, http/multipart.ts). */
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { saveFile, type TransactionFiles } from '../../storage';

/** An uploaded file with the limit it was read under. */
export interface PdfUpload extends UploadedFile {
  maxBytes: number;
}

/**
 * Stores an uploaded PDF (size and real type judged from the bytes) in the caller's transactionWithFiles:
 * anything that is not a PDF is a 415 saying only PDF files are accepted. Answers the `files` row.
 */
export async function savePdf(
  files: TransactionFiles,
  upload: PdfUpload,
  options: { ownerPersonId: number; field: string },
) {
  try {
    return await saveFile(files, {
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
