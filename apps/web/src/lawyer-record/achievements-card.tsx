/**
 * A lawyer's achievements (achievementByLawyerId): title, issuer, date and the scan; the lawyer adds one
 * (lawyerAchievementCreate) with an optional scan. A chamber sees the same list without the form.
 */
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AchievementItem, achievementFields } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { ScanField, SubmitForm, submitThrough, useContractForm, useUpload } from '../kit/form/contract-form';
import { type ListColumn, ListSection } from '../kit/list';
import { ScanLink } from './scan-link';
import { TextDayField } from '../kit/form/date-fields';

const EMPTY = { title: '', issuer: '', date: '' };

function AchievementForm() {
  const { t } = useTranslation('lawyer-record');
  const add = api.lawyerRecord.lawyerAchievementCreate.useMutation();
  const scan = useUpload();
  const { form, field } = useContractForm(achievementFields, EMPTY);
  const submit = submitThrough(form, add, {
    label: t('record.add'),
    body: scan.body,
    saved: t('record.achievementAdded'),
    after: () => {
      form.reset();
      scan.clear();
    },
  });
  return (
    <SubmitForm title={t('record.addAchievement')} submit={submit} testId="achievement">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('record.achievementTitle')} {...field('title')} data-testid="achievement-title" />
        <TextInput label={t('record.issuer')} {...field('issuer')} data-testid="achievement-issuer" />
        <TextDayField label={t('record.date')} {...field('date')} data-testid="achievement-date" />
        <ScanField label={t('record.scan')} {...scan.input} clearable data-testid="achievement-scan" />
      </SimpleGrid>
    </SubmitForm>
  );
}

export function Achievements({ lawyerId, editable }: { lawyerId: number; editable: boolean }) {
  const { t } = useTranslation('lawyer-record');
  const list = api.lawyerRecord.achievementByLawyerId.useQuery(
    { params: { id: lawyerId ?? 0 } },
    { enabled: lawyerId !== null },
  );
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
      <ListSection
        empty={{ text: t('emptyList.achievements') }}
        title={t('record.achievementsTitle')}
        query={list}
        columns={columns}
        testId={{ table: 'achievements-list', row: 'achievement-row' }}
      />
      {editable && <AchievementForm />}
    </Stack>
  );
}
