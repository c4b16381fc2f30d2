/** The lawyer adds a training certificate: course, organiser, first and last day, hours and the scan. */
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { trainingCertificateFields } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { ScanField, SubmitForm, submitThrough, useContractForm, useUpload } from '../kit/form/contract-form';
import { TextDayField } from '../kit/form/date-fields';

const EMPTY = { courseName: '', organizer: '', startDate: '', endDate: '', hours: '' as number | string };

export function TrainingForm() {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const add = api.trainingCertificates.trainingCertificateCreate.useMutation();
  const scan = useUpload();
  const [scanError, setScanError] = useState<string | null>(null);
  const { form, field } = useContractForm(trainingCertificateFields, EMPTY);
  const submit = submitThrough(form, add, {
    label: t('training.submit'),
    check: () => {
      setScanError(scan.file ? null : te('validation.fileRequired'));
      return scan.file !== null;
    },
    body: scan.body,
    saved: t('training.added'),
    after: () => {
      form.reset();
      scan.clear();
    },
  });
  return (
    <SubmitForm card title={t('training.addTitle')} submit={submit} testId="training">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('courseName', t('training.courseName'), 'training-course')} />
        <TextInput {...field('organizer', t('training.organizer'), 'training-organizer')} />
        <TextDayField {...field('startDate', t('training.startDate'), 'training-start')} />
        <TextDayField {...field('endDate', t('training.endDate'), 'training-end')} />
        <NumberInput min={1} max={500} {...field('hours', t('training.hours'), 'training-hours')} />
        <ScanField
          label={t('training.scan')}
          required
          {...scan.input}
          error={scanError}
          data-testid="training-scan"
        />
      </SimpleGrid>
    </SubmitForm>
  );
}
