/** The lawyer closes an accepted request (closeOrganizationRequest): a closing document (PDF) and a comment, both required. */
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLOSE_ORG_REQUEST_FILE_FIELD, closeOrgRequestFields } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCloseRequest } from '../api/legal-aid';
import { useDangerColor } from '../cabinet/ui';
import { zodFormValidator } from '../legal-aid/form-validation';
import { pdfFile, PdfFileField } from '../legal-aid/pdf-file-field';
import { showApiFieldErrors } from '../kit/form/step-form';
import { toast } from '../shell/toast';

const schema = closeOrgRequestFields.extend({ closeFile: pdfFile });

interface Values {
  comment: string;
  closeFile: File | null;
}

export function CloseDialog({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const danger = useDangerColor();
  const close = useCloseRequest();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { comment: '', closeFile: null },
    validate: zodFormValidator<Values>(schema, tAll),
  });
  const submit = (values: Values) => {
    const body = new FormData();
    body.append('comment', values.comment.trim());
    body.append(CLOSE_ORG_REQUEST_FILE_FIELD, values.closeFile!);
    close.mutate(
      { id, form: body },
      {
        onSuccess: () => {
          toast.success(tAll('errors:success.completed'));
          onClose();
        },
        onError: (error) => showApiFieldErrors(form, error),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('actions.closeTitle')}
      data-testid="request-close-dialog"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PdfFileField
            label={t('request.closeFile')}
            required
            data-testid="request-close-file"
            {...form.getInputProps('closeFile')}
          />
          <Textarea
            label={t('request.closeComment')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            data-testid="request-close-comment"
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tAll('common:actions.cancel')}
            </Button>
            <Button type="submit" color={danger} loading={close.isPending} data-testid="request-close-submit">
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
