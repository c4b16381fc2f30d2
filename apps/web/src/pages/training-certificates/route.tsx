/**
 * /lawyer-profile/yumom-certificate (and /profile/yumom): a lawyer's training certificates with each year's
 * confirmed hours against the required ones, and the form to add one; a chamber sees its region's and
 * confirms them (issue 14 §7).
 */
import { Group, Stack } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmTrainingCertificate, useTrainingCertificates } from '../../api/training';
import { useCurrentAccount } from '../../api/identity';
import { useDisplayName } from '../../i18n/display-name';
import { loadNamespaces } from '../../i18n/i18n';
import { type ListColumn, ListTable, QueryState } from '../../kit/list';
import { RowAction } from '../../kit/list/row-action';
import { ScanLink } from '../../lawyer-record/scan-link';
import { TrainingState } from '../../training/training-state';
import { YearHours } from '../../training/year-hours';
import { PageHeader } from '../../shell/page-header';
import { TrainingForm } from '../../training/training-form';

export async function loader() {
  await loadNamespaces(['lawyer-record']);
  return null;
}

export function Component() {
  const { t } = useTranslation('lawyer-record');
  const displayName = useDisplayName();
  const account = useCurrentAccount().data;
  const query = useTrainingCertificates({});
  const confirm = useConfirmTrainingCertificate();
  const isLawyer = ['LAWYER', 'DIRECTOR', 'NEW_DIRECTOR'].includes(account?.role ?? '');
  const columns: ListColumn<TrainingCertificateItem>[] = [
    { key: 'courseName', title: t('training.courseName'), value: (c) => c.courseName },
    { key: 'lawyer', title: t('training.lawyer'), value: (c) => displayName(c.lawyer.fullName) },
    { key: 'organizer', title: t('training.organizer'), value: (c) => c.organizer },
    {
      key: 'dates',
      title: t('training.dates'),
      value: (c) => `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`,
    },
    { key: 'hours', title: t('training.hours'), value: (c) => String(c.hours) },
    {
      key: 'scan',
      title: t('training.scan'),
      csv: false,
      render: (c) => <ScanLink fileId={c.scanFileId} name={`${c.courseName}.pdf`} row={c.courseName} />,
    },
    {
      key: 'confirmed',
      title: t('training.state'),
      value: (c) =>
        c.confirmedAt ? t('training.confirmed') : c.refusedAt ? t('training.refused') : t('training.waiting'),
      render: (c) => (
        <Group gap="xs">
          <TrainingState certificate={c} />
          {c.can.confirm && (
            <RowAction
              label={t('training.confirm')}
              row={c.courseName}
              icon={IconCheck}
              onClick={() => confirm.mutate(c.id)}
              testId="training-confirm"
            />
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('training.title')} lead={t('training.lead')} />
      <QueryState query={query}>
        {query.data && (
          <Stack gap="lg">
            {query.data.years.length > 0 && <YearHours years={query.data.years} testId="training" />}
            <ListTable
              records={query.data.list}
              columns={columns}
              label={t('training.title')}
              testId="training-list"
              rowProps={() => ({ 'data-testid': 'training-row' })}
            />
          </Stack>
        )}
      </QueryState>
      {isLawyer && <TrainingForm />}
    </>
  );
}
