/**
 * Several files to attach at once, of the kinds and sizes a call takes (an expertise's materials: PDF,
 * JPEG or PNG). The browser checks what it can before anything is sent (the kind by type or name, each
 * file's size, how many); the API checks the real content, and its refusal is shown under the same field.
 */
import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { z } from 'zod';
import { useClearFileButton } from './pdf-file-field';

export interface FileLimits {
  /** The MIME types taken. */
  types: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

const extensionsOf = (limits: FileLimits) => limits.types.flatMap((type) => EXTENSIONS[type] ?? []);

function isOfKind(file: File, limits: FileLimits): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return limits.types.includes(file.type) || extensionsOf(limits).includes(extension);
}

/** Files within `limits` (none allowed; the message keys are errors:validation.*). */
export function filesWithin(limits: FileLimits) {
  return z
    .array(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File))
    .max(limits.maxFiles, 'validation.tooManyFiles')
    .refine((files) => files.every((f) => f.size <= limits.maxBytes), {
      message: 'validation.fileTooLarge',
      params: { max: limits.maxBytes / (1024 * 1024) },
    })
    .refine((files) => files.every((f) => isOfKind(f, limits)), 'validation.fileTypeNotAllowed');
}

export function FilesField({
  limits,
  ...props
}: Omit<FileInputProps<true>, 'accept' | 'multiple'> & { limits: FileLimits }) {
  const accept = [...limits.types, ...extensionsOf(limits).map((e) => `.${e}`)].join(',');
  return (
    <FileInput
      multiple
      accept={accept}
      clearable
      clearButtonProps={useClearFileButton()}
      leftSection={<IconPaperclip size={18} aria-hidden="true" />}
      {...props}
    />
  );
}
