/**
 * The one reason dialog: a step that needs a reason (cancel an order or a request, return a checklist,
 * mark a request not completed, block an account, restrict a structure) asks for it here. The reason is
 * required and checked with the contract's schema before anything is sent (`reasonText`, 1 to 2000
 * characters, unless the call names another: `adminReasonText`, 3 to 500); the input's length limit and
 * the localized messages come from that schema too. A step that also needs a document (closing a request)
 * names it as `attachment`: a required PDF above the reason. All of them are an `ActionDialog`.
 */
import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { reasonText } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDangerColor } from './ui';
import { zodFormValidator } from './form/form-validation';
import { pdfFile, PdfFileField } from './form/pdf-file-field';
import { toast } from '../shell/toast';
import { type ActionIcon, actionIcon } from './action-icon';
import { fieldRules } from './form/field-rules';
import { apiFieldErrors } from './form/step-form';

/** A document the step needs beside its reason: a required PDF, sent as the call's `field`. */
export interface ReasonAttachment {
  label: string;
  /** The API's name of the file (its refusal is shown under the file field). */
  field: string;
  /** The API's name of the reason, when not `reason`. */
  reasonField?: string;
}

interface ReasonValues {
  reason: string;
  file: File | null;
}

/**
 * A dialog of the kit: Mantine's modal with its close button named in the reader's language. Alone, it
 * shows something (a record's history, a text); ActionDialog adds a step's form to it.
 */
export function ShowDialog({
  opened = true,
  onClose,
  title,
  size = 'lg',
  testId,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      data-testid={testId}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {children}
    </Modal>
  );
}

/**
 * The one dialog of a step: its title, what the step needs (`children`), "Cancel" and the submit button
 * (`<testId>-submit` unless `submitTestId` says otherwise; the danger colour for a step that takes
 * something away). ReasonDialog, ConfirmDialog and the form dialogs of the screens are built on it.
 */
/** What every dialog of a step is given by its screen: ReasonDialog and ConfirmDialog pass it on as it is. */
interface DialogFrame {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  busy?: boolean;
}

export function ActionDialog({
  opened,
  onClose,
  title,
  testId,
  submitLabel,
  submitTestId = `${testId}-submit`,
  onSubmit,
  busy,
  disabled,
  danger = false,
  focusCancel = false,
  size = 'md',
  children,
}: DialogFrame & {
  submitLabel: string;
  /** The modal's width (Mantine's size): a long form asks for more than the default `md`. */
  size?: string;
  submitTestId?: string;
  /** The form's submit handler (a `useForm().onSubmit(…)`, or a plain function). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  disabled?: boolean;
  danger?: boolean;
  /** Focus "Cancel" first (a step that cannot be undone). */
  focusCancel?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dangerColor = useDangerColor();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <ShowDialog opened={opened} onClose={onClose} title={title} size={size} testId={testId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus={focusCancel || undefined}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              color={danger ? dangerColor : undefined}
              loading={busy}
              disabled={disabled}
              data-testid={submitTestId}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </ShowDialog>
  );
}

export function ReasonDialog({
  text,
  label,
  submitLabel,
  onSubmit,
  schema = reasonText,
  attachment,
  ...frame
}: DialogFrame & {
  text?: ReactNode;
  label: string;
  submitLabel: string;
  /** A promise that fails with the API's field errors shows them under the fields. */
  onSubmit: (reason: string, file: File | null) => void | Promise<unknown>;
  /** The contract's schema of the reason (default `reasonText`). */
  schema?: z.ZodType;
  attachment?: ReasonAttachment;
}) {
  const { t } = useTranslation();
  const { maxLength } = fieldRules(schema);
  const validate = useMemo(
    () =>
      zodFormValidator<ReasonValues>(z.object({ reason: schema, file: attachment ? pdfFile : z.null() }), t),
    [schema, attachment, t],
  );
  const form = useForm<ReasonValues>({
    mode: 'controlled',
    initialValues: { reason: '', file: null },
    validate,
  });
  const submit = ({ reason, file }: ReasonValues) => {
    const sent = onSubmit(reason.trim(), file);
    if (!sent) return;
    sent.catch((error: unknown) => {
      const names: Record<string, keyof ReasonValues> = {
        [attachment?.reasonField ?? 'reason']: 'reason',
        ...(attachment && { [attachment.field]: 'file' }),
      };
      for (const { field, message } of apiFieldErrors(error))
        if (names[field]) form.setFieldError(names[field], message);
    });
  };
  return (
    <ActionDialog {...frame} submitLabel={submitLabel} danger onSubmit={form.onSubmit(submit)}>
      {text && <Text>{text}</Text>}
      {attachment && (
        <PdfFileField
          label={attachment.label}
          required
          data-testid={`${frame.testId}-file`}
          {...form.getInputProps('file')}
        />
      )}
      <Textarea
        label={label}
        required
        minRows={3}
        maxLength={maxLength}
        data-autofocus
        data-testid={`${frame.testId}-reason`}
        {...form.getInputProps('reason')}
      />
    </ActionDialog>
  );
}

/** What a step that needs a reason is given by its screen. */
export interface ReasonActionProps {
  /** Offered only while this holds (the DTO's `can.*`, as an `ItemAction`'s `when`); without it, always. */
  when?: unknown;
  label: string;
  icon: ActionIcon;
  testId: string;
  /** The dialog's title: the button's label by default. */
  dialogTitle?: string;
  dialogText?: ReactNode;
  reasonLabel: string;
  busy: boolean;
  run: (reason: string, file: File | null) => Promise<unknown>;
  done: string;
  /** The contract's schema of the reason (default `reasonText`). */
  schema?: z.ZodType;
  size?: ButtonProps['size'];
  /** The button's accessible name where its label alone is ambiguous (one per table row). */
  ariaLabel?: string;
  /** A required PDF the step sends beside the reason (closing a request). */
  attachment?: ReasonAttachment;
}

/**
 * A step that needs a reason, as a screen offers it: a danger button (`testId`) that opens the reason
 * dialog (`testId`-dialog, submitted with the button's label); once `run` has succeeded the dialog closes
 * and `done` is shown. A refusal is shown by the API client and leaves the dialog open with the reason.
 * `{...reasonOnRecord(mutation, id)}` (call-on-record.ts) gives `busy` and `run` of a call on a record.
 */
export function ReasonAction(props: ReasonActionProps) {
  return 'when' in props && !props.when ? null : <ReasonButton {...props} />;
}

function ReasonButton({
  label,
  icon,
  testId,
  dialogTitle,
  dialogText,
  reasonLabel,
  busy,
  run,
  done,
  schema,
  size,
  ariaLabel,
  attachment,
}: ReasonActionProps) {
  const danger = useDangerColor();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="outline"
        color={danger}
        size={size}
        leftSection={actionIcon(icon)}
        onClick={dialog.open}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={dialog.close}
        title={dialogTitle ?? label}
        text={dialogText}
        label={reasonLabel}
        submitLabel={label}
        busy={busy}
        schema={schema}
        attachment={attachment}
        testId={`${testId}-dialog`}
        onSubmit={(reason, file) =>
          run(reason, file).then(() => {
            dialog.close();
            toast.success(done);
          })
        }
      />
    </>
  );
}

/**
 * "Are you sure?" before a step that cannot be undone (deleting a draft): confirmed, `run` makes the call;
 * once it has succeeded the dialog closes, `done` is shown and `onDone` runs (leave the page, forget a
 * value). A refusal is shown by the API client and leaves the dialog open. `run` answering nothing (no
 * target any more) does nothing.
 */
export function ConfirmDialog({
  text,
  confirmLabel,
  run,
  done,
  onDone,
  ...frame
}: DialogFrame & {
  text: string;
  confirmLabel: string;
  run: () => Promise<unknown> | undefined | null | false;
  done: string;
  onDone?: () => void;
}) {
  const confirm = () => {
    const sent = run();
    if (!sent) return;
    sent.then(
      () => {
        frame.onClose();
        toast.success(done);
        onDone?.();
      },
      () => undefined, // shown by the API client; the dialog stays open
    );
  };
  return (
    <ActionDialog
      {...frame}
      submitLabel={confirmLabel}
      submitTestId={`${frame.testId}-confirm`}
      danger
      focusCancel
      onSubmit={confirm}
    >
      <Text>{text}</Text>
    </ActionDialog>
  );
}
