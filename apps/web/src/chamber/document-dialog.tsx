/**
 * Publishing a chamber document or correcting one: title, number, date, kind and the PDF (PDF only, at
 * most CHAMBER_DOCUMENT_MAX_BYTES; checked here first, and by the API from the bytes). Correcting keeps
 * the current PDF unless a new one is chosen.
 */
import { FileInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CHAMBER_DOCUMENT_MAX_BYTES,
  type ChamberDocumentItem,
  chamberDocumentFields,
} from '@portal/contracts';
import { CHAMBER_DOCUMENT_KINDS } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useClearFileButton } from '../kit/form/pdf-file-field';
import { contractFields } from '../kit/form/field-rules';
import { formDataOf, showApiErrorsWithFile } from '../kit/form/step-form';
import { ActionDialog } from '../kit/reason-dialog';
import { zodFormValidator } from '../kit/form/form-validation';
import { toast } from '../shell/toast';
import { TextDayField } from '../kit/form/date-fields';

const MAX_MB = CHAMBER_DOCUMENT_MAX_BYTES / 1024 / 1024;

/** `editing`: the document to correct; undefined: a new one. */
export function DocumentDialog({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  editing?: ChamberDocumentItem;
}) {
  const { t } = useTranslation('chamber');
  const { t: te } = useTranslation('errors');
  const clearFile = useClearFileButton();
  const publish = api.chamberDocuments.chamberDocumentCreate.useMutation();
  const correct = api.chamberDocuments.chamberDocumentUpdate.useMutation();
  const busy = publish.isPending || correct.isPending;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      title: editing?.title ?? '',
      number: editing?.number ?? '',
      documentDate: editing?.documentDate ?? '',
      kind: (editing?.kind ?? '') as string,
    },
    validate: zodFormValidator(chamberDocumentFields, te),
  });
  const field = contractFields(form, chamberDocumentFields);

  const fileProblem = (f: File | null): string | null => {
    if (!f) return editing ? null : te('validation.fileRequired');
    if (f.type !== 'application/pdf' && !f.name.toLowerCase().endsWith('.pdf')) return t('docs.pdfOnly');
    if (f.size > CHAMBER_DOCUMENT_MAX_BYTES) return t('docs.fileTooLarge', { max: MAX_MB });
    return null;
  };
  const close = () => {
    form.reset();
    setFile(null);
    setFileError(null);
    onClose();
  };
  const submit = form.onSubmit(
    (values) => {
      const problem = fileProblem(file);
      setFileError(problem);
      if (problem) return;
      const body = formDataOf(values, file, editing?.id);
      const options = {
        onSuccess: () => {
          toast.success(t(editing ? 'docs.saved' : 'docs.published'));
          close();
        },
        onError: (error: unknown) => showApiErrorsWithFile(form, error, setFileError),
      };
      if (editing) correct.mutate(body, options);
      else publish.mutate(body, options);
    },
    () => setFileError(fileProblem(file)),
  );

  return (
    <ActionDialog
      opened={opened}
      onClose={close}
      title={t(editing ? 'docs.editTitle' : 'docs.publishTitle')}
      testId="chamber-doc-dialog"
      submitLabel={t(editing ? 'docs.save' : 'docs.publish')}
      onSubmit={submit}
      busy={busy}
    >
      <TextInput label={t('docs.field.title')} {...field('title')} data-testid="chamber-doc-title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('docs.field.number')} {...field('number')} data-testid="chamber-doc-number" />
        <TextDayField
          label={t('docs.field.documentDate')}
          {...field('documentDate')}
          data-testid="chamber-doc-date"
        />
      </SimpleGrid>
      <Select
        label={t('docs.field.kind')}
        data={CHAMBER_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`docs.kind.${k}`) }))}
        {...field('kind')}
        data-testid="chamber-doc-kind"
      />
      <FileInput
        label={t('docs.field.file')}
        description={t('docs.fileHint', { max: MAX_MB })}
        required={!editing}
        accept="application/pdf"
        value={file}
        onChange={(f) => {
          setFile(f);
          setFileError(f ? fileProblem(f) : null);
        }}
        error={fileError}
        clearable
        clearButtonProps={clearFile}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        data-testid="chamber-doc-file"
      />
      {editing && (
        <Text size="sm" c="dimmed">
          {t('docs.fileKeep')} ({editing.fileName})
        </Text>
      )}
    </ActionDialog>
  );
}
