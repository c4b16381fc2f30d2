/**
 * Publishing a chamber document or correcting one: title, number, date, kind and the PDF (PDF only, at
 * most CHAMBER_DOCUMENT_MAX_BYTES; checked here first, and by the API from the bytes). Correcting keeps
 * the current PDF unless a new one is chosen.
 */
import { FileInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  CHAMBER_DOCUMENT_MAX_BYTES,
  type ChamberDocumentItem,
  chamberDocumentFields,
} from '@portal/contracts';
import { CHAMBER_DOCUMENT_KINDS } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useClearFileButton } from '../kit/form/pdf-file-field';
import { useContractForm } from '../kit/form/contract-form';
import { FormDialog } from '../kit/form/form-dialog';
import { useOneFile } from '../kit/form/one-file';
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
  const { form, field } = useContractForm(chamberDocumentFields, {
    title: editing?.title ?? '',
    number: editing?.number ?? '',
    documentDate: editing?.documentDate ?? '',
    kind: (editing?.kind ?? '') as string,
  });

  const close = () => {
    form.reset();
    pdf.clear();
    onClose();
  };
  const pdf = useOneFile(form, {
    problemOf: (f) => {
      if (!f) return editing ? null : te('validation.fileRequired');
      if (f.type !== 'application/pdf' && !f.name.toLowerCase().endsWith('.pdf')) return t('docs.pdfOnly');
      if (f.size > CHAMBER_DOCUMENT_MAX_BYTES) return t('docs.fileTooLarge', { max: MAX_MB });
      return null;
    },
    editingId: editing?.id,
    create: publish,
    correct,
    saved: t(editing ? 'docs.saved' : 'docs.published'),
    after: close,
  });

  return (
    <FormDialog
      opened={opened}
      close={close}
      title={t(editing ? 'docs.editTitle' : 'docs.publishTitle')}
      testId="chamber-doc-dialog"
      submit={pdf.submit(t(editing ? 'docs.save' : 'docs.publish'))}
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
        value={pdf.file}
        onChange={pdf.choose}
        error={pdf.error}
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
    </FormDialog>
  );
}
