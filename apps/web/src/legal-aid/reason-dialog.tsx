/**
 * A dialog that asks for a reason before a step that needs one (cancelling an order or a request,
 * returning a checklist, marking a request not completed): the reason is checked with the contract's
 * schema (1 to 2000 characters) before anything is sent.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { reasonText } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDangerColor } from '../cabinet/ui';
import { toast } from '../shell/toast';
import { zodFormValidator } from './form-validation';

const schema = z.object({ reason: reasonText });

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
}: {
  opened: boolean;
  title: string;
  text?: string;
  label: string;
  submitLabel: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const danger = useDangerColor();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: zodFormValidator<{ reason: string }>(schema, t),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={title} data-testid={testId}>
      <form onSubmit={form.onSubmit(({ reason }) => onSubmit(reason.trim()))} noValidate>
        <Stack gap="md">
          {text && <Text>{text}</Text>}
          <Textarea
            label={label}
            required
            autosize
            minRows={3}
            maxLength={2000}
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
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  dialogTitle: string;
  dialogText?: string;
  reasonLabel: string;
  busy: boolean;
  run: (reason: string) => Promise<unknown>;
  done: string;
}) {
  const danger = useDangerColor();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" color={danger} leftSection={icon} onClick={dialog.open} data-testid={testId}>
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
