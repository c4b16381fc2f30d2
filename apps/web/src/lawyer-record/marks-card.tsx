/**
 * A lawyer's rating marks (lawyerBallList; docs/domain.md "Rating marks"): the rating (mean of the last
 * 365 days) and every mark with who gave it and why; a chamber allowed to mark the lawyer (`can.mark`)
 * gives one here (lawyerBallCreate: 1 to 5 with the reason).
 */
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { lawyerBallBody, type LawyerBallItem } from '@portal/contracts';
import { formatDateTime, LAWYER_MARK_MAX, LAWYER_MARK_MIN } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useLawyerMarks } from '../api/lawyer-record';
import { TitledCard } from '../cabinet/titled-card';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';

const SCALE = Array.from({ length: LAWYER_MARK_MAX - LAWYER_MARK_MIN + 1 }, (_, i) => LAWYER_MARK_MAX - i);

function MarkForm({ lawyerId }: { lawyerId: number }) {
  const { t } = useTranslation('lawyer-record');
  const give = api.lawyerRecord.lawyerBallCreate.useMutation();
  const { form, field } = useContractForm(lawyerBallBody, { lawyerId, ball: '', reason: '' });
  const submit = submitThrough(form, give, {
    label: t('record.giveMarkSubmit'),
    body: (values) => ({ lawyerId, ball: Number(values.ball), reason: values.reason }),
    saved: t('record.markGiven'),
    after: () => form.reset(),
  });
  return (
    <SubmitForm title={t('record.giveMark')} submit={submit} testId="mark">
      <Stack gap="sm">
        <Select
          label={t('record.mark')}
          data={SCALE.map((n) => ({ value: String(n), label: t(`record.scale.${n}`) }))}
          {...field('ball')}
          data-testid="mark-ball"
        />
        <Textarea label={t('record.markReason')} minRows={3} {...field('reason')} data-testid="mark-reason" />
      </Stack>
    </SubmitForm>
  );
}

export function MarksCard({ lawyerId }: { lawyerId?: number }) {
  const { t } = useTranslation('lawyer-record');
  const { t: tc } = useTranslation('common');
  const displayName = useDisplayName();
  const marks = useLawyerMarks(lawyerId);
  const columns: ListColumn<LawyerBallItem>[] = [
    { key: 'ball', title: t('record.mark'), value: (m) => t(`record.scale.${m.ball}`) },
    { key: 'reason', title: t('record.markReason'), value: (m) => m.reason },
    {
      key: 'givenBy',
      title: t('record.givenBy'),
      value: (m) => `${displayName(m.givenBy.fullName)} (${tc(`role.${m.givenBy.role}`)})`,
    },
    { key: 'givenAt', title: t('record.givenAt'), value: (m) => formatDateTime(m.givenAt) },
  ];
  return (
    <TitledCard title={t('record.marksTitle')} testId="marks" gap="xs">
      <QueryState query={marks}>
        {marks.data && (
          <Stack gap="md">
            <Text data-testid="marks-rating">
              {marks.data.rating === null
                ? t('record.noRating')
                : t('record.rating', { rating: marks.data.rating, max: LAWYER_MARK_MAX })}
            </Text>
            <ListTable
              empty={{ text: t('emptyList.marks') }}
              records={marks.data.list}
              columns={columns}
              testId={{ table: 'marks-list', row: 'mark-row' }}
            />
            {marks.data.can.mark && lawyerId !== undefined && <MarkForm lawyerId={lawyerId} />}
          </Stack>
        )}
      </QueryState>
    </TitledCard>
  );
}
