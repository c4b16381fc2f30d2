/**
 * /lawyer-profile/checklists: the checklists of completed work the user may see (checkList/list) with a
 * status filter in the URL; the investigator's work list (FOR_AGREED first by default: "to agree").
 */
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { CHECKLIST_STATUS_VALUES, type ChecklistListItem } from '@portal/contracts';
import { formatDateTime, formatTiyin } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { Filter, ListFilters, type ListColumn, column, useRegister } from '../kit/list';
import { checklistPath } from '../investigator-requests/request-links';
import { useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { useDisplayName } from '../i18n/display-name';
import { RecordList } from '../kit/list/record-list';

function Counts() {
  const { t } = useTranslation('legal-aid-screens');
  const info = api.checklists.checklistInfo.useQuery();
  if (!info.data) return null;
  const counts = [
    { label: t('checklists.awaitingMe'), value: info.data.awaitingMe, testId: 'checklist-awaiting' },
    { label: t('checklists.total'), value: info.data.total },
    { label: t('checklists.finishedFee'), value: formatTiyin(info.data.finishedFeeTiyin) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} mb="lg" data-testid="checklist-counts">
      {counts.map((count) => (
        <Card key={count.label} withBorder padding="sm">
          <Text size="sm" c="dimmed">
            {count.label}
          </Text>
          <Text fw={700} size="xl" data-testid={count.testId}>
            {count.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ChecklistList() {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const statusLabel = useStatusLabel();
  const checklists = useRegister(api.checklists.checklistList, (url) => ({
    status: CHECKLIST_STATUS_VALUES.find((s) => s === url.get('status')),
  }));
  const columns: ListColumn<ChecklistListItem>[] = [
    {
      key: 'caseNumber',
      title: t('request.caseNumber'),
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={checklistPath(c.id)} fw={600} data-testid="checklist-link">
          {c.caseNumber}
        </Anchor>
      ),
    },
    {
      key: 'person',
      title: t('request.person'),
      value: (c) => displayName(c.personName) ?? '—',
      sortable: true,
    },
    {
      key: 'lawyer',
      title: t('request.lawyer'),
      value: (c) => displayName(c.lawyer.fullName),
      sortable: true,
    },
    {
      key: 'feeTiyin',
      title: t('checklist.total'),
      render: (c) => formatTiyin(c.feeTiyin),
      csv: (c) => formatTiyin(c.feeTiyin),
      sortable: true,
      align: 'right',
    },
    {
      key: 'sentForAgreementAt',
      title: t('checklist.sentAt'),
      render: (c) => formatDateTime(c.sentForAgreementAt) || '—',
      csv: (c) => formatDateTime(c.sentForAgreementAt),
      sortable: true,
    },
    column.status({ title: t('request.status'), label: statusLabel }),
  ];
  return (
    <>
      <PageHeader title={t('checklists.title')} lead={t('checklists.lead')} />
      <Counts />
      <ListFilters
        label={t('checklists.title')}
        names={['status']}
        testId="checklist-filter"
        withSubmit={false}
      >
        <Filter.Status statuses={CHECKLIST_STATUS_VALUES} label={t('requests.status')} />
      </ListFilters>
      <RecordList
        record="checklist"
        csv
        {...checklists}
        columns={columns}
        label={t('checklists.title')}
        empty={{ text: t('emptyList.checklists') }}
      />
    </>
  );
}
