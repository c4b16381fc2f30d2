/**
 * A one-step contract form in a dialog (a chamber's note, a forum topic, reception hours, a legislation
 * entry): `useDialogForm` is `useContractForm` with the dialog's `close` (the form emptied, then the
 * screen's `onClose`), and `FormDialog` the `ActionDialog` whose button is the form's `submitThrough`
 * (chamber/note-dialog.tsx).
 */
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ActionDialog } from '../reason-dialog';
import { type FormSubmit, useContractForm } from './contract-form';

export function useDialogForm<V extends Record<string, unknown>>(
  schema: z.ZodObject,
  initialValues: V,
  onClose: () => void,
  also?: (values: V) => FormErrors,
) {
  const { form, field } = useContractForm(schema, initialValues, also);
  const close = () => {
    form.reset();
    onClose();
  };
  return { form, field, close };
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
