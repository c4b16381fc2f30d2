/** The lawyer adds a training certificate: course, organiser, first and last day, hours and the scan. */
import { Button, Card, FileInput, NumberInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { trainingCertificateFields } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTrainingCertificate } from '../api/training';
import { contractFields } from '../kit/form/field-rules';
import { showApiFieldErrors } from '../kit/form/step-form';
import { zodFormValidator } from '../legal-aid/form-validation';
import { toast } from '../shell/toast';

const EMPTY = { courseName: '', organizer: '', startDate: '', endDate: '', hours: '' as number | string };

export function TrainingForm() {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const add = useAddTrainingCertificate();
  const [scan, setScan] = useState<File | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const form = useForm({ initialValues: EMPTY, validate: zodFormValidator(trainingCertificateFields, te) });
  const field = contractFields(form, trainingCertificateFields);
  const submit = form.onSubmit((values) => {
    if (!scan) return setScanError(te('validation.fileRequired'));
    setScanError(null);
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.append(k, String(v));
    body.append('file', scan);
    add.mutate(body, {
      onSuccess: () => {
        toast.success(t('training.added'));
        form.reset();
        setScan(null);
      },
      onError: (error) => showApiFieldErrors(form, error),
    });
  });
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h3" mb="md">
        {t('training.addTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('training.courseName')} {...field('courseName')} data-testid="training-course" />
        <TextInput label={t('training.organizer')} {...field('organizer')} data-testid="training-organizer" />
        <TextInput
          type="date"
          label={t('training.startDate')}
          {...field('startDate')}
          data-testid="training-start"
        />
        <TextInput
          type="date"
          label={t('training.endDate')}
          {...field('endDate')}
          data-testid="training-end"
        />
        <NumberInput
          label={t('training.hours')}
          min={1}
          max={500}
          {...field('hours')}
          data-testid="training-hours"
        />
        <FileInput
          label={t('training.scan')}
          required
          accept="application/pdf,image/jpeg,image/png,image/webp"
          value={scan}
          onChange={setScan}
          error={scanError}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          data-testid="training-scan"
        />
      </SimpleGrid>
      <Button type="submit" mt="md" loading={add.isPending} data-testid="training-submit">
        {t('training.submit')}
      </Button>
    </Card>
  );
}
