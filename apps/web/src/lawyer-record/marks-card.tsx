/**
 * A lawyer's rating marks (lawyerBallList; docs/domain.md "Rating marks"): the rating (mean of the last
 * 365 days) and every mark with who gave it and why; a chamber allowed to mark the lawyer (`can.mark`)
 * gives one here (lawyerBallCreate: 1 to 5 with the reason).
 */
import { Button, Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lawyerBallBody, type LawyerBallItem } from '@portal/contracts';
import { formatDateTime, LAWYER_MARK_MAX, LAWYER_MARK_MIN } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useGiveMark, useLawyerMarks } from '../api/lawyer-record';
import { contractFields } from '../kit/form/field-rules';
import { showApiFieldErrors } from '../kit/form/step-form';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';
import { zodFormValidator } from '../legal-aid/form-validation';
import { toast } from '../shell/toast';

const SCALE = Array.from({ length: LAWYER_MARK_MAX - LAWYER_MARK_MIN + 1 }, (_, i) => LAWYER_MARK_MAX - i);

function MarkForm({ lawyerId }: { lawyerId: number }) {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const give = useGiveMark();
  const form = useForm({
    initialValues: { lawyerId, ball: '', reason: '' },
    validate: zodFormValidator(lawyerBallBody, te),
  });
  const field = contractFields(form, lawyerBallBody);
  const submit = form.onSubmit((values) =>
    give.mutate(
      { lawyerId, ball: Number(values.ball), reason: values.reason },
      {
        onSuccess: () => {
          toast.success(t('record.markGiven'));
          form.reset();
        },
        onError: (error) => showApiFieldErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="mark-form">
      <Title order={3} size="h4" mb="sm">
        {t('record.giveMark')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('record.mark')}
          data={SCALE.map((n) => ({ value: String(n), label: t(`record.scale.${n}`) }))}
          {...field('ball')}
          data-testid="mark-ball"
        />
        <Textarea
          label={t('record.markReason')}
          autosize
          minRows={3}
          {...field('reason')}
          data-testid="mark-reason"
        />
      </Stack>
      <Button type="submit" mt="md" loading={give.isPending} data-testid="mark-submit">
        {t('record.giveMarkSubmit')}
      </Button>
    </form>
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
    <Card withBorder radius="md" padding="lg" data-testid="marks">
      <Title order={2} size="h3" mb="xs">
        {t('record.marksTitle')}
      </Title>
      <QueryState query={marks}>
        {marks.data && (
          <Stack gap="md">
            <Text data-testid="marks-rating">
              {marks.data.rating === null
                ? t('record.noRating')
                : t('record.rating', { rating: marks.data.rating, max: LAWYER_MARK_MAX })}
            </Text>
            <ListTable
              records={marks.data.list}
              columns={columns}
              label={t('record.marksTitle')}
              testId="marks-list"
              rowProps={() => ({ 'data-testid': 'mark-row' })}
            />
            {marks.data.can.mark && lawyerId !== undefined && <MarkForm lawyerId={lawyerId} />}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
