/**
 * A PDF to attach (a request document, a closing document, the scan of a paper order). The browser
 * checks what it can before anything is sent (a file is chosen, it is named or typed as a PDF, at most
 * LEGAL_AID_FILE_MAX_BYTES); the API checks the real content (magic bytes), and its refusal is shown
 * under the same field.
 */
import { FileInput, type FileInputProps } from '@mantine/core';
import { LEGAL_AID_FILE_MAX_BYTES } from '@portal/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export const PDF_MAX_MB = LEGAL_AID_FILE_MAX_BYTES / (1024 * 1024);

function looksLikePdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** A required PDF of at most 20 MB (the message keys are errors:validation.*). */
export const pdfFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'validation.fileRequired')
  .refine((f) => f.size <= LEGAL_AID_FILE_MAX_BYTES, 'validation.fileTooLarge')
  .refine(looksLikePdf, 'validation.fileTypeNotAllowed');

/** The same, or nothing. */
export const optionalPdfFile = z.union([z.null(), pdfFile]);

/** The props of a file field's "remove the file" button: its name, in the interface language. */
export function useClearFileButton() {
  const { t } = useTranslation('common');
  return { 'aria-label': t('actions.clearFile') };
}

export function PdfFileField(props: Omit<FileInputProps, 'accept' | 'multiple'>) {
  return (
    <FileInput
      accept="application/pdf,.pdf"
      clearable
      clearButtonProps={useClearFileButton()}
      leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
      {...props}
    />
  );
}
