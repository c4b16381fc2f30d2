/** A chamber sends a note to the lawyers of its scope: a title and the text (limits from the contract). */
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { noteCreateBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { contractFields } from '../kit/form/field-rules';
import { showApiFieldErrors } from '../kit/form/step-form';
import { ActionDialog } from '../kit/reason-dialog';
import { zodFormValidator } from '../kit/form/form-validation';
import { toast } from '../shell/toast';

export function NoteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chamber');
  const { t: te } = useTranslation('errors');
  const create = api.notes.noteCreate.useMutation();
  const form = useForm({
    initialValues: { title: '', text: '' },
    validate: zodFormValidator(noteCreateBody, te),
  });
  const field = contractFields(form, noteCreateBody);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('notes.created'));
        close();
      },
      onError: (error) => showApiFieldErrors(form, error),
    }),
  );
  return (
    <ActionDialog
      opened={opened}
      onClose={close}
      title={t('notes.createTitle')}
      testId="chamber-note-dialog"
      submitLabel={t('notes.send')}
      onSubmit={submit}
      busy={create.isPending}
    >
      <TextInput label={t('notes.field.title')} {...field('title')} data-testid="chamber-note-title" />
      <Textarea
        label={t('notes.field.text')}
        autosize
        minRows={5}
        maxRows={14}
        {...field('text')}
        data-testid="chamber-note-text"
      />
    </ActionDialog>
  );
}
