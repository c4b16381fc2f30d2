/**
 * The one file of a form that writes a record or corrects one (a chamber document, a news item): the file
 * chosen and its problem, shown as soon as it is chosen (`problemOf`: type and size, and whether a new
 * record needs one), and the form's `submit`, which shows the problem and sends nothing, or sends the
 * values with the file as FormData to `create`, or to `correct` with the record's `editingId`; once saved,
 * the toast `saved`, then `after` (as `savedOr`). The API's refusals go under their fields, the file's by
 * the file field. Correcting without a new file keeps the current one.
 */
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { toast } from '../../shell/toast';
import type { FormSubmit } from './contract-form';
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
  const send = (values: V) => {
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
  };
  return {
    file,
    /** The file field's message (the file's problem, or the API's refusal of it). */
    error,
    /** The file field's onChange: a file removed again shows no problem until the form is sent. */
    choose: (chosen: File | null) => {
      setFile(chosen);
      setError(chosen ? problemOf(chosen) : null);
    },
    clear: () => {
      setFile(null);
      setError(null);
    },
    /**
     * The form's submit (what `FormDialog` takes), its button saying `label`; when the schema refuses the
     * values, the file's problem is shown with the form's, and `onInvalid` follows.
     */
    submit: (label: string, onInvalid?: (errors: FormErrors) => void): FormSubmit => ({
      onSubmit: form.onSubmit(send, (errors) => {
        setError(problemOf(file));
        onInvalid?.(errors);
      }),
      busy: create.isPending || correct.isPending,
      label,
      form,
    }),
  };
}
