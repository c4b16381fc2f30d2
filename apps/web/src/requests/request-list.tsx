/**
 * A list of lawyers' requests with its filters in the URL: the lawyer's own (`requests`) and the chambers'
 * inbox (`lawyer-requests`: the lawyer's name and region shown, the republic chamber may pick a region).
 * Filters: kind, status, sent from / to (Tashkent days).
 */
import { Anchor } from '@mantine/core';
import {
  LAWYER_REQUEST_STATUS_VALUES,
  type LawyerRequestItem,
  REQUEST_KIND_VALUES,
  type RequestListQuery,
} from '@portal/contracts';
import { formatDate, formatTiyin } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayName } from '../i18n/display-name';
import {
  column,
  Filter,
  filterReader,
  type ListColumn,
  ListFilters,
  type ListPage,
  type ListQueryResult,
  type ListUrl,
  useListUrl,
  type EmptyState,
} from '../kit/list';
import { RecordList } from '../kit/list/record-list';
import { useStatusLabel } from '../kit/status-badge';

export const REQUEST_PAGE_SIZE = 20;

type Filters = Partial<Pick<RequestListQuery, 'kind' | 'status' | 'regionId' | 'dateFrom' | 'dateTo'>>;

/** The URL's filters as the list calls take them (a value that is none of the choices is left out). */
export function requestFiltersFrom(get: (name: string) => string | undefined): Filters {
  const read = filterReader(get);
  return {
    kind: read.oneOf('kind', REQUEST_KIND_VALUES),
    status: read.oneOf('status', LAWYER_REQUEST_STATUS_VALUES),
    regionId: read.int('region', 1, 14),
    dateFrom: read.day('from'),
    dateTo: read.day('to'),
  };
}

/** A requests page's list URL (page, sort) and its filters, read from the URL. */
export function useRequestListUrl() {
  const list = useListUrl({ limit: REQUEST_PAGE_SIZE });
  return { list, filters: requestFiltersFrom(list.url.get) };
}

export function RequestFilters({ region = false }: { region?: boolean }) {
  const { t } = useTranslation('request-screens');
  const names = ['kind', 'status', 'from', 'to', ...(region ? ['region'] : [])];
  return (
    <ListFilters
      label={t('list.filters')}
      names={names}
      testId="requests-filters"
      withSubmit={false}
      cols={{ base: 1, sm: 2, lg: names.length }}
    >
      <Filter.Choice
        name="kind"
        label={t('field.kind')}
        values={REQUEST_KIND_VALUES}
        optionLabel={(k) => t(`kind.${k}`)}
        testId="requests-filter-kind"
      />
      <Filter.Status
        statuses={LAWYER_REQUEST_STATUS_VALUES}
        kind="lawyerRequest"
        label={t('field.status')}
        testId="requests-filter-status"
      />
      <Filter.Day name="from" label={t('list.from')} testId="requests-filter-from" />
      <Filter.Day name="to" label={t('list.to')} testId="requests-filter-to" />
      {region && <Filter.Region label={t('field.region')} testId="requests-filter-region" />}
    </ListFilters>
  );
}

export function RequestList({
  query,
  list,
  label,
  link,
  inbox = false,
  empty,
}: {
  query: ListQueryResult<ListPage<LawyerRequestItem>>;
  list: ListUrl;
  label: string;
  /** The page of one request. */
  link: (id: number) => string;
  /** The chambers' inbox: who sent it and from which region. */
  inbox?: boolean;
  /** What the list says before there is any request (its purpose, and the action that fills it). */
  empty: EmptyState;
}) {
  const { t } = useTranslation('request-screens');
  const statusLabel = useStatusLabel();
  const displayName = useDisplayName();
  const columns: ListColumn<LawyerRequestItem>[] = [
    {
      key: 'id',
      title: t('field.number'),
      value: (r) => String(r.id),
      render: (r) => (
        <Anchor component={Link} to={link(r.id)} fw={600} data-testid="request-link">
          {t('view.title', { id: r.id })}
        </Anchor>
      ),
      sortable: true,
    },
    {
      key: 'sentAt',
      title: t('field.sentAt'),
      value: (r) => formatDate(r.sentAt ?? r.createdAt),
      sortable: true,
    },
    { key: 'kind', title: t('field.kind'), value: (r) => t(`kind.${r.kind}`), sortable: true },
    { key: 'type', title: t('field.type'), value: (r) => r.requestType.name },
    ...(inbox
      ? [
          {
            key: 'lawyer',
            title: t('field.lawyer'),
            value: (r: LawyerRequestItem) => displayName(r.lawyer.fullName) ?? r.lawyer.fullName,
          },
          { key: 'region', title: t('field.region'), value: (r: LawyerRequestItem) => r.region.name },
        ]
      : []),
    {
      key: 'price',
      title: t('field.price'),
      value: (r) => (r.priceTiyin > 0 ? `${formatTiyin(r.priceTiyin)} ${t('sum')}` : t('free')),
    },
    column.status({
      title: t('field.status'),

      label: statusLabel,
      kind: 'lawyerRequest',
    }),
  ];
  return (
    <RecordList record="request" query={query} list={list} columns={columns} label={label} empty={empty} />
  );
}
