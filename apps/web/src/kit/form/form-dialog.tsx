/**
 * A one-step contract form in a dialog (a chamber's note, a forum topic, reception hours, a legislation
 * entry): `useDialogForm` is `useContractForm` sent through its call, with the dialog's `close` (the form
 * emptied, then the screen's `onClose`), and `FormDialog` the `ActionDialog` whose button is the form's
 * `submitThrough` (chamber/note-dialog.tsx).
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ActionDialog } from '../reason-dialog';
import {
  type FormSubmit,
  type SubmitMutation,
  type SubmitOptions,
  submitThrough,
  useContractForm,
} from './contract-form';

/**
 * The dialog's form, sent through `mutation` as `submitThrough` sends it; the dialog closes (the form
 * emptied) when saved, before `after`. `dialog` is what `FormDialog` takes besides its frame.
 */
export function useDialogForm<V extends Record<string, unknown>, B, A>(
  schema: z.ZodObject,
  initialValues: V,
  onClose: () => void,
  mutation: SubmitMutation<V, B, A>,
  options: SubmitOptions<V, B, A>,
) {
  const { form, field } = useContractForm(schema, initialValues);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = submitThrough(form, mutation, {
    ...options,
    after: (answer) => {
      close();
      options.after?.(answer);
    },
  });
  return { form, field, dialog: { close, submit } };
}

export function FormDialog({
  close,
  submit,
  ...frame
}: {
  opened: boolean;
  /** `useDialogForm`'s close. */
  close: () => void;
  title: string;
  testId: string;
  /** The modal's width, as `ActionDialog`'s. */
  size?: string;
  submit: FormSubmit;
  children: ReactNode;
}) {
  return (
    <ActionDialog
      {...frame}
      onClose={close}
      submitLabel={submit.label}
      onSubmit={submit.onSubmit}
      busy={submit.busy}
    />
  );
}
