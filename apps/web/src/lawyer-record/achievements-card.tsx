/**
 * A lawyer's achievements (achievementByLawyerId): title, issuer, date and the scan; the lawyer adds one
 * (lawyerAchievementCreate) with an optional scan. A chamber sees the same list without the form.
 */
import { Button, FileInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AchievementItem, achievementFields } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAchievements, useAddAchievement } from '../api/lawyer-record';
import { contractFields } from '../kit/form/field-rules';
import { showApiFieldErrors } from '../kit/form/step-form';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { zodFormValidator } from '../legal-aid/form-validation';
import { toast } from '../shell/toast';
import { ScanLink } from './scan-link';

const EMPTY = { title: '', issuer: '', date: '' };

function AchievementForm() {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const add = useAddAchievement();
  const [scan, setScan] = useState<File | null>(null);
  const form = useForm({ initialValues: EMPTY, validate: zodFormValidator(achievementFields, te) });
  const field = contractFields(form, achievementFields);
  const submit = form.onSubmit((values) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.append(k, v);
    if (scan) body.append('file', scan);
    add.mutate(body, {
      onSuccess: () => {
        toast.success(t('record.achievementAdded'));
        form.reset();
        setScan(null);
      },
      onError: (error) => showApiFieldErrors(form, error),
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="achievement-form">
      <Title order={3} size="h4" mb="sm">
        {t('record.addAchievement')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('record.achievementTitle')} {...field('title')} data-testid="achievement-title" />
        <TextInput label={t('record.issuer')} {...field('issuer')} data-testid="achievement-issuer" />
        <TextInput type="date" label={t('record.date')} {...field('date')} data-testid="achievement-date" />
        <FileInput
          label={t('record.scan')}
          accept="application/pdf,image/jpeg,image/png,image/webp"
          value={scan}
          onChange={setScan}
          clearable
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          data-testid="achievement-scan"
        />
      </SimpleGrid>
      <Button type="submit" mt="md" loading={add.isPending} data-testid="achievement-submit">
        {t('record.add')}
      </Button>
    </form>
  );
}

export function Achievements({ lawyerId, editable }: { lawyerId: number; editable: boolean }) {
  const { t } = useTranslation('lawyer-record');
  const list = useAchievements(lawyerId);
  const columns: ListColumn<AchievementItem>[] = [
    { key: 'title', title: t('record.achievementTitle'), value: (a) => a.title },
    { key: 'issuer', title: t('record.issuer'), value: (a) => a.issuer ?? '—' },
    { key: 'date', title: t('record.date'), value: (a) => formatDate(a.date) },
    {
      key: 'scan',
      title: t('record.scan'),
      csv: false,
      render: (a) =>
        a.scanFileId ? <ScanLink fileId={a.scanFileId} name={`${a.title}.pdf`} row={a.title} /> : '—',
    },
  ];
  return (
    <Stack gap="md" data-testid="achievements">
      <Title order={2} size="h3">
        {t('record.achievementsTitle')}
      </Title>
      <QueryState query={list}>
        {list.data && (
          <ListTable
            records={list.data.list}
            columns={columns}
            label={t('record.achievementsTitle')}
            testId="achievements-list"
            rowProps={() => ({ 'data-testid': 'achievement-row' })}
          />
        )}
      </QueryState>
      {editable && <AchievementForm />}
    </Stack>
  );
}
