/**
 * /lawyer-profile/lawyer-requests/training-certificates: the chamber's training certificates to decide
 * (issue 14 §7): those of its region (the republic chamber: every region), all or only those waiting;
 * each opens its scan and is confirmed, or refused with the reason the lawyer reads.
 */
import { Anchor, Group, Text } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useConfirmTrainingCertificate,
  useRefuseTrainingCertificate,
  useTrainingCertificates,
} from '../../api/training';
import { useDisplayName } from '../../i18n/display-name';
import { loadNamespaces } from '../../i18n/i18n';
import { FilterSelect, type ListColumn, ListFilters, ListTable, QueryState } from '../../kit/list';
import { useListUrl } from '../../kit/list';
import { RowAction } from '../../kit/list/row-action';
import { ReasonAction } from '../../kit/reason-dialog';
import { ScanLink } from '../../lawyer-record/scan-link';
import { TrainingState } from '../../training/training-state';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';

export async function loader() {
  await loadNamespaces(['lawyer-record']);
  return null;
}

export function Component() {
  const { t } = useTranslation('lawyer-record');
  const displayName = useDisplayName();
  const list = useListUrl({ limit: 20 });
  const waitingOnly = list.url.get('state') === 'waiting';
  const query = useTrainingCertificates(waitingOnly ? { unconfirmedOnly: 'true' } : {});
  const confirm = useConfirmTrainingCertificate();
  const refuse = useRefuseTrainingCertificate();
  const columns: ListColumn<TrainingCertificateItem>[] = [
    {
      key: 'lawyer',
      title: t('training.lawyer'),
      value: (c) => displayName(c.lawyer.fullName),
      render: (c) => (
        <Anchor component={Link} to={`/lawyer-profile/lawyer-requests/lawyer/${c.lawyer.id}`}>
          {displayName(c.lawyer.fullName)}
        </Anchor>
      ),
    },
    { key: 'courseName', title: t('training.courseName'), value: (c) => c.courseName },
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
      key: 'state',
      title: t('training.state'),
      csv: false,
      render: (c) => (
        <Group gap="xs">
          <TrainingState certificate={c} />
          {c.can.confirm && (
            <RowAction
              label={t('training.confirm')}
              row={c.courseName}
              icon={IconCheck}
              onClick={() =>
                confirm.mutate(c.id, { onSuccess: () => toast.success(t('training.confirmedToast')) })
              }
              testId="training-confirm"
            />
          )}
          {c.can.refuse && (
            <ReasonAction
              label={t('training.refuse')}
              ariaLabel={`${t('training.refuse')}: ${c.courseName}`}
              icon={<IconX size={14} aria-hidden="true" />}
              size="compact-sm"
              testId="training-refuse"
              dialogTitle={t('training.refuseTitle')}
              dialogText={t('training.refuseText', { course: c.courseName })}
              reasonLabel={t('training.refuseReason')}
              busy={refuse.isPending}
              run={(reason) => refuse.mutateAsync({ id: c.id, reason })}
              done={t('training.refusedToast')}
            />
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('training.reviewTitle')} lead={t('training.reviewLead')} />
      <ListFilters
        label={t('training.filters')}
        names={['state']}
        testId="training-filters"
        withSubmit={false}
      >
        <FilterSelect
          name="state"
          label={t('training.show')}
          data={[{ value: 'waiting', label: t('training.showWaiting') }]}
          testId="training-filter-state"
        />
      </ListFilters>
      <QueryState query={query}>
        {query.data && (
          <>
            <Text size="sm" c="dimmed" mb="xs" data-testid="training-count">
              {t('training.count', { count: query.data.total })}
            </Text>
            <ListTable
              records={query.data.list}
              columns={columns}
              label={t('training.reviewTitle')}
              testId="training-review-list"
              rowProps={() => ({ 'data-testid': 'training-row' })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
