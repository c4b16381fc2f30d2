/**
 * /lawyer-profile/checklists: the checklists of completed work the user may see (checkList/list) with a
 * status filter in the URL; the investigator's work list (FOR_AGREED first by default: "to agree").
 */
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { CHECKLIST_STATUS_VALUES, type ChecklistListItem } from '@portal/contracts';
import { formatDateTime, formatTiyin } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChecklistInfo, useChecklists } from '../api/legal-aid';
import { DataList, FilterSelect, ListFilters, type ListColumn, useListUrl } from '../kit/list';
import { checklistPath } from '../investigator-requests/request-links';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { useDisplayName } from '../i18n/display-name';

const LIMIT = 20;

function Counts() {
  const { t } = useTranslation('legal-aid-screens');
  const info = useChecklistInfo();
  if (!info.data) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} mb="lg" data-testid="checklist-counts">
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.awaitingMe')}
        </Text>
        <Text fw={700} size="xl" data-testid="checklist-awaiting">
          {info.data.awaitingMe}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.total')}
        </Text>
        <Text fw={700} size="xl">
          {info.data.total}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.finishedFee')}
        </Text>
        <Text fw={700} size="xl">
          {formatTiyin(info.data.finishedFeeTiyin)}
        </Text>
      </Card>
    </SimpleGrid>
  );
}

export function ChecklistList() {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const list = useListUrl({ limit: LIMIT });
  const status = CHECKLIST_STATUS_VALUES.find((s) => s === list.url.get('status'));
  const checklists = useChecklists({ status, ...list.query });
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
    {
      key: 'status',
      title: t('request.status'),
      value: (c) => t(`common:status.${c.status}`),
      render: (c) => <StatusBadge status={c.status} />,
      sortable: true,
    },
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
        <FilterSelect
          name="status"
          label={t('requests.status')}
          data={CHECKLIST_STATUS_VALUES.map((s) => ({ value: s, label: t(`common:status.${s}`) }))}
          testId="checklist-filter-status"
        />
      </ListFilters>
      <DataList
        query={checklists}
        list={list}
        columns={columns}
        label={t('checklists.title')}
        testId="checklist-table"
        csv="checklists"
        rowProps={(c) => ({
          'data-testid': 'checklist-row',
          'data-checklist-id': c.id,
          'data-status': c.status,
        })}
      />
    </>
  );
}
