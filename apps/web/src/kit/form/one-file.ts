/**
 * The one file of a form that writes a record or corrects one (a chamber document, a news item): the file
 * chosen and its problem, shown as soon as it is chosen (`problemOf`: type and size, and whether a new
 * record needs one), and `send`, which shows the problem and sends nothing, or sends the values with the
 * file as FormData to `create`, or to `correct` with the record's `editingId`; once saved, the toast `saved`,
 * then `after` (as `savedOr`). The API's refusals go under their fields, the file's by the file field.
 * Correcting without a new file keeps the current one.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { toast } from '../../shell/toast';
import { formDataOf, showApiErrorsWithFile } from './step-form';

/** A derived mutation of a multipart call, as this form uses it. */
interface FileMutation {
  mutate(body: FormData, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

export function useOneFile<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  {
    problemOf,
    editingId,
    create,
    correct,
    saved,
    after,
  }: {
    /** The chosen file's problem (or, for null, the missing file's), as a message; null when it may be sent. */
    problemOf: (file: File | null) => string | null;
    /** The record corrected; undefined when writing a new one. */
    editingId: number | undefined;
    create: FileMutation;
    correct: FileMutation;
    /** The toast once saved. */
    saved: string;
    /** What follows it (the dialog closes). */
    after: () => void;
  },
) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    /** The file field's message (the file's problem, or the API's refusal of it). */
    error,
    busy: create.isPending || correct.isPending,
    /** The file field's onChange: a file removed again shows no problem until the form is sent. */
    choose: (chosen: File | null) => {
      setFile(chosen);
      setError(chosen ? problemOf(chosen) : null);
    },
    /** Shows the file's problem (with the form's own, when the form is refused before sending). */
    check: () => setError(problemOf(file)),
    clear: () => {
      setFile(null);
      setError(null);
    },
    send: (values: V) => {
      const problem = problemOf(file);
      setError(problem);
      if (problem) return;
      const options = {
        onSuccess: () => {
          toast.success(saved);
          after();
        },
        onError: (e: unknown) => showApiErrorsWithFile(form, e, setError),
      };
      if (editingId === undefined) create.mutate(formDataOf(values, file), options);
      else correct.mutate(formDataOf(values, file, editingId), options);
    },
  };
}
