/**
 * A list of investigator requests with status, search and attendance-date filters and paging in the
 * URL: the investigator's own (ownOrgRequestList) or those drawn to or accepted by the lawyer
 * (legal-aid-list-by-user-type).
 */
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { INVESTIGATOR_REQUEST_STATUS_VALUES, type OrgRequestItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import type { UrlFilters } from '../api/call';
import { Filter, filterReader, ListFilters, type ListColumn, column, useRegister } from '../kit/list';
import { StatusBadge, useStatusLabel } from '../kit/status-badge';
import { useDisplayName } from '../i18n/display-name';
import { RecordList } from '../kit/list/record-list';

const FILTERS = ['status', 'search', 'dateFrom', 'dateTo'] as const;

function filtersFrom(get: (name: string) => string | undefined): UrlFilters {
  const read = filterReader(get);
  return {
    status: read.oneOf('status', INVESTIGATOR_REQUEST_STATUS_VALUES),
    search: read.search(),
    dateFrom: read.day('dateFrom'),
    dateTo: read.day('dateTo'),
  };
}

function RequestFilters() {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <ListFilters
      label={t('requests.filters')}
      names={FILTERS}
      testId="request-filter"
      cols={{ base: 1, xs: 2, md: 4 }}
    >
      <Filter.Search label={t('requests.search')} hint={t('requests.searchHint')} />
      <Filter.Status statuses={INVESTIGATOR_REQUEST_STATUS_VALUES} label={t('requests.status')} />
      <Filter.DayRange from={t('requests.dateFrom')} to={t('requests.dateTo')} />
    </ListFilters>
  );
}

function RequestLink({ request, path }: { request: OrgRequestItem; path: (id: number) => string }) {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <Anchor component={Link} to={path(request.id)} fw={600} data-testid="request-link">
      {t('request.titleShort', { id: request.id, caseNumber: request.caseNumber })}
    </Anchor>
  );
}

export function RequestList({
  source,
  path,
  compact = false,
}: {
  source: 'own' | 'lawyer';
  path: (id: number) => string;
  compact?: boolean;
}) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const statusLabel = useStatusLabel();
  const { list, query: requests } = useRegister(
    // the list of the page's source (the same query hook whichever it is)
    (query: UrlFilters) =>
      (source === 'own' ? api.orgRequests.ownOrgRequestList : api.orgRequests.legalAidListByUserType).useList(
        query,
      ),
    (url) => filtersFrom(url.get),
  );
  const columns: ListColumn<OrgRequestItem>[] = [
    {
      key: 'id',
      title: t('request.request'),
      render: (r) => <RequestLink request={r} path={path} />,
      value: (r) => t('request.titleShort', { id: r.id, caseNumber: r.caseNumber }),
      sortable: true,
    },
    {
      key: 'person',
      title: t('request.person'),
      value: (r) => displayName(r.personName) ?? r.personPinfl,
      sortable: true,
    },
    {
      key: 'attendanceAt',
      title: t('request.attendance'),
      sortable: true,
      csv: (r) => `${formatDateTime(r.attendanceAt)} ${r.attendancePlace}`,
      render: (r) => (
        <>
          {formatDateTime(r.attendanceAt)}
          <Text size="sm" c="dimmed">
            {r.attendancePlace}
          </Text>
        </>
      ),
    },
    { key: 'region', title: t('request.region'), value: (r) => r.region.name, sortable: true },
    source === 'own'
      ? {
          key: 'lawyer',
          title: t('request.lawyer'),
          value: (r) => displayName(r.lawyer?.fullName) ?? '—',
          sortable: true,
        }
      : {
          key: 'investigator',
          title: t('request.investigator'),
          value: (r) => displayName(r.investigatorName),
          sortable: true,
        },
    column.status({ title: t('request.status'), label: statusLabel }),
    column.status({
      key: 'checklistStatus',
      title: t('request.checklist'),
      status: (r) => r.checklistStatus,
      label: statusLabel,
      sortable: false,
    }),
  ];
  return (
    <Stack gap={0} data-testid={`request-list-${source}`}>
      <RequestFilters />
      <RecordList
        empty={
          source === 'own'
            ? {
                text: t('emptyList.ownRequests'),
                link: {
                  to: '/lawyer-profile/investigator-requests/create',
                  label: t('emptyList.newRequest'),
                  permission: 'investigatorRequest.create',
                },
              }
            : { text: t('emptyList.lawyerRequests') }
        }
        record="request"
        csv
        query={requests}
        list={list}
        columns={columns}
        label={t('requests.tableLabel')}
        layout={compact ? 'cards' : 'table'}
        cards={{
          render: (r) => (
            <Card withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <RequestLink request={r} path={path} />
                <StatusBadge status={r.status} />
              </Group>
              <Text size="sm">{displayName(r.personName) ?? r.personPinfl}</Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(r.attendanceAt)} · {r.attendancePlace}
              </Text>
            </Card>
          ),
        }}
      />
    </Stack>
  );
}
