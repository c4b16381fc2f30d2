/** A chamber sends a note to the lawyers of its scope: a title and the text (limits from the contract). */
import { Textarea, TextInput } from '@mantine/core';
import { noteCreateBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { FormDialog, useDialogForm } from '../kit/form/form-dialog';

export function NoteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chamber');
  const create = api.notes.noteCreate.useMutation();
  const { field, dialog } = useDialogForm(noteCreateBody, { title: '', text: '' }, onClose, create, {
    label: t('notes.send'),
    body: (values) => values,
    saved: t('notes.created'),
  });
  return (
    <FormDialog opened={opened} title={t('notes.createTitle')} testId="chamber-note-dialog" {...dialog}>
      <TextInput label={t('notes.field.title')} {...field('title')} data-testid="chamber-note-title" />
      <Textarea
        label={t('notes.field.text')}
        minRows={5}
        maxRows={14}
        {...field('text')}
        data-testid="chamber-note-text"
      />
    </FormDialog>
  );
}
