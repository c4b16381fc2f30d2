/**
 * A list of investigator requests with status, search and attendance-date filters and paging in the
 * URL: the investigator's own (ownOrgRequestList) or those drawn to or accepted by the lawyer
 * (legal-aid-list-by-user-type).
 */
import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { INVESTIGATOR_REQUEST_STATUS_VALUES, type OrgRequestItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Params, useLawyerRequests, useOwnRequests } from '../api/legal-aid';
import { PagingBar } from '../cabinet/paged-table';
import { QueryState } from '../cabinet/query-state';
import { ScrollTable } from '../cabinet/ui';
import { DatesLanguage, DayField } from '../legal-aid/date-fields';
import { StatusBadge } from '../kit/status-badge';
import { useUrlState } from '../public/url-state';
import { useDisplayName } from '../i18n/display-name';

const LIMIT = 20;
const FILTERS = ['status', 'search', 'dateFrom', 'dateTo'] as const;

function filtersFrom(get: (name: string) => string | undefined): Params {
  const status = get('status');
  const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  return {
    status: (INVESTIGATOR_REQUEST_STATUS_VALUES as readonly string[]).includes(status ?? '')
      ? status
      : undefined,
    search: get('search')?.slice(0, 200) || undefined,
    dateFrom: day(get('dateFrom')),
    dateTo: day(get('dateTo')),
  };
}

function RequestFilters() {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tc } = useTranslation('common');
  const { get, set } = useUrlState();
  const filters = filtersFrom(get);
  const [search, setSearch] = useState(String(filters.search ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() || undefined });
  };
  return (
    <form onSubmit={submit} aria-label={t('requests.filters')} data-testid="request-filters">
      <DatesLanguage>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md">
          <TextInput
            label={t('requests.search')}
            description={t('requests.searchHint')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="request-filter-search"
          />
          <Select
            label={t('requests.status')}
            data={INVESTIGATOR_REQUEST_STATUS_VALUES.map((s) => ({
              value: s,
              label: t(`common:status.${s}`),
            }))}
            value={(filters.status as string | undefined) ?? null}
            onChange={(v) => set({ status: v })}
            clearable
            placeholder={tc('actions.all')}
            data-testid="request-filter-status"
          />
          <DayField
            label={t('requests.dateFrom')}
            value={(filters.dateFrom as string | undefined) ?? null}
            onChange={(v) => set({ dateFrom: v })}
          />
          <DayField
            label={t('requests.dateTo')}
            value={(filters.dateTo as string | undefined) ?? null}
            onChange={(v) => set({ dateTo: v })}
          />
        </SimpleGrid>
      </DatesLanguage>
      <Group mb="lg" gap="sm">
        <Button
          type="submit"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          data-testid="request-filter-submit"
        >
          {tc('actions.search')}
        </Button>
        {FILTERS.some((f) => get(f) !== undefined) && (
          <Button
            variant="subtle"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={() => {
              setSearch('');
              set(Object.fromEntries(FILTERS.map((f) => [f, undefined])));
            }}
          >
            {tc('actions.reset')}
          </Button>
        )}
      </Group>
    </form>
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
  const { get, page, set } = useUrlState();
  const query = { ...filtersFrom(get), page, limit: LIMIT };
  const own = useOwnRequests(query, source === 'own');
  const lawyer = useLawyerRequests(query, source === 'lawyer');
  const list = source === 'own' ? own : lawyer;
  const rows = list.data?.list ?? [];
  return (
    <Stack gap={0} data-testid={`request-list-${source}`}>
      <RequestFilters />
      <QueryState query={list} empty={list.data?.total === 0}>
        {compact ? (
          <Stack gap="sm">
            {rows.map((r) => (
              <Card
                key={r.id}
                withBorder
                padding="sm"
                data-testid="request-row"
                data-request-id={r.id}
                data-status={r.status}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <RequestLink request={r} path={path} />
                  <StatusBadge status={r.status} />
                </Group>
                <Text size="sm">{displayName(r.personName) ?? r.personPinfl}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(r.attendanceAt)} · {r.attendancePlace}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <ScrollTable minWidth={900} label={t('requests.tableLabel')}>
            <Table striped highlightOnHover data-testid="request-table">
              <Table.Caption>{t('requests.caption', { total: list.data?.total ?? 0 })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('request.request')}</Table.Th>
                  <Table.Th scope="col">{t('request.person')}</Table.Th>
                  <Table.Th scope="col">{t('request.attendance')}</Table.Th>
                  <Table.Th scope="col">{t('request.region')}</Table.Th>
                  <Table.Th scope="col">
                    {source === 'own' ? t('request.lawyer') : t('request.investigator')}
                  </Table.Th>
                  <Table.Th scope="col">{t('request.status')}</Table.Th>
                  <Table.Th scope="col">{t('request.checklist')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr
                    key={r.id}
                    data-testid="request-row"
                    data-request-id={r.id}
                    data-status={r.status}
                  >
                    <Table.Td>
                      <RequestLink request={r} path={path} />
                    </Table.Td>
                    <Table.Td>{displayName(r.personName) ?? r.personPinfl}</Table.Td>
                    <Table.Td>
                      {formatDateTime(r.attendanceAt)}
                      <Text size="sm" c="dimmed">
                        {r.attendancePlace}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.region.name}</Table.Td>
                    <Table.Td>
                      {source === 'own'
                        ? (displayName(r.lawyer?.fullName) ?? '—')
                        : displayName(r.investigatorName)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.checklistStatus} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <PagingBar
          page={page}
          limit={LIMIT}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p + 1 })}
        />
      </QueryState>
    </Stack>
  );
}
