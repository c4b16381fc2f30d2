/**
 * The one reason dialog: a step that needs a reason (cancel an order or a request, return a checklist,
 * mark a request not completed, block an account, restrict a structure) asks for it here. The reason is
 * required and checked with the contract's schema before anything is sent (`reasonText`, 1 to 2000
 * characters, unless the call names another: `adminReasonText`, 3 to 500); the input's length limit and
 * the localized messages come from that schema too.
 */
import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { reasonText } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDangerColor } from '../cabinet/ui';
import { zodFormValidator } from '../legal-aid/form-validation';
import { toast } from '../shell/toast';
import { fieldRules } from './form/field-rules';

export function ReasonDialog({
  opened,
  title,
  text,
  label,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  testId,
  schema = reasonText,
}: {
  opened: boolean;
  title: string;
  text?: ReactNode;
  label: string;
  submitLabel: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  testId: string;
  /** The contract's schema of the reason (default `reasonText`). */
  schema?: z.ZodType;
}) {
  const { t } = useTranslation();
  const danger = useDangerColor();
  const { maxLength } = fieldRules(schema);
  const validate = useMemo(
    () => zodFormValidator<{ reason: string }>(z.object({ reason: schema }), t),
    [schema, t],
  );
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      data-testid={testId}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit(({ reason }) => onSubmit(reason.trim()))} noValidate>
        <Stack gap="md">
          {text && <Text>{text}</Text>}
          <Textarea
            label={label}
            required
            autosize
            minRows={3}
            maxLength={maxLength}
            data-autofocus
            data-testid={`${testId}-reason`}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={danger} loading={busy} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A step that needs a reason, as a screen offers it: a danger button (`testId`) that opens the reason
 * dialog (`testId`-dialog, submitted with the button's label); once `run` has succeeded the dialog closes
 * and `done` is shown. A refusal is shown by the API client and leaves the dialog open with the reason.
 */
export function ReasonAction({
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
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  dialogTitle: string;
  dialogText?: ReactNode;
  reasonLabel: string;
  busy: boolean;
  run: (reason: string) => Promise<unknown>;
  done: string;
  /** The contract's schema of the reason (default `reasonText`). */
  schema?: z.ZodType;
  size?: ButtonProps['size'];
  /** The button's accessible name where its label alone is ambiguous (one per table row). */
  ariaLabel?: string;
}) {
  const danger = useDangerColor();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="outline"
        color={danger}
        size={size}
        leftSection={icon}
        onClick={dialog.open}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={dialog.close}
        title={dialogTitle}
        text={dialogText}
        label={reasonLabel}
        submitLabel={label}
        busy={busy}
        schema={schema}
        testId={`${testId}-dialog`}
        onSubmit={(reason) =>
          void run(reason).then(
            () => {
              dialog.close();
              toast.success(done);
            },
            () => undefined,
          )
        }
      />
    </>
  );
}

/** "Are you sure?" before a step that cannot be undone (deleting a draft). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const danger = useDangerColor();
  return (
    <Modal opened={opened} onClose={onClose} title={title} data-testid={testId}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:actions.cancel')}
          </Button>
          <Button color={danger} loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
