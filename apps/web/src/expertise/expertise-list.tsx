/**
 * The expertise requests as a register: the body's queue (expertise/queue, filtered by status,
 * organization, research type and overdue) or the lawyer's own (expertise/list-own, by status). The page
 * and the filters live in the URL; an overdue request is marked in its row.
 */
import { Badge, Group, Stack } from '@mantine/core';
import type { ExpertiseItem } from '@portal/contracts';
import { EXPERTISE_STATUSES } from '@portal/domain';
import { formatDate, formatTiyin } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import {
  Filter,
  filterReader,
  flagLabels,
  ListFilters,
  type ListColumn,
  column,
  linkColumn,
  useListUrl,
} from '../kit/list';
import { RecordList } from '../kit/list/record-list';
import { useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { useDisplayName } from '../i18n/display-name';
import { EXPERTISE_LINKS } from './links';

const QUEUE_FILTERS = ['status', 'organizationId', 'researchTypeId', 'overdue'] as const;

/** "Overdue": the request is past its deadline and still at work. */
export function OverdueBadge({ item }: { item: Pick<ExpertiseItem, 'overdue'> }) {
  const { t } = useTranslation('expertise');
  return item.overdue ? (
    <Badge color="red" variant="outline" data-testid="expertise-overdue">
      {t('flag.overdue.title')}
    </Badge>
  ) : null;
}

function QueueFilters() {
  const { t } = useTranslation('expertise');
  const organizations = api.expertise.expertiseOrganizations.useQuery({}).data?.list ?? [];
  const researchTypes = api.expertise.expertiseResearchTypes.useQuery({}).data?.list ?? [];
  return (
    <ListFilters
      label={t('screen.filters')}
      names={QUEUE_FILTERS}
      testId="expertise-filter"
      cols={{ base: 1, xs: 2, md: 4 }}
    >
      <Filter.Status statuses={EXPERTISE_STATUSES} kind="expertise" label={t('screen.status')} />
      <Filter.Named
        name="organizationId"
        label={t('screen.organization')}
        options={organizations}
        searchable
      />
      <Filter.Named
        name="researchTypeId"
        label={t('screen.researchType')}
        options={researchTypes}
        searchable
      />
      <Filter.YesNo flag={flagLabels(t, 'overdue')} />
    </ListFilters>
  );
}

function OwnFilters() {
  const { t } = useTranslation('expertise');
  return (
    <ListFilters
      label={t('screen.filters')}
      names={['status']}
      testId="expertise-filter"
      cols={{ base: 1, sm: 2 }}
    >
      <Filter.Status statuses={EXPERTISE_STATUSES} kind="expertise" label={t('screen.status')} />
    </ListFilters>
  );
}

/** The page of the lawyer's own requests or of the expertise body's queue: its heading and the list. */
export function ExpertiseList({ source }: { source: 'queue' | 'own' }) {
  const { t } = useTranslation('expertise');
  const displayName = useDisplayName();
  const statusLabel = useStatusLabel();
  const list = useListUrl();
  const read = filterReader(list.url.get);
  const page = { page: list.query.page, size: list.query.limit };
  const queue = api.expertise.expertiseQueue.useList(
    {
      status: read.oneOf('status', EXPERTISE_STATUSES),
      organizationId: list.url.get('organizationId'),
      researchTypeId: list.url.get('researchTypeId'),
      overdue: read.oneOf('overdue', ['true', 'false'] as const),
      ...page,
    },
    { enabled: source === 'queue' },
  );
  const own = api.expertise.expertiseListOwn.useList(
    { status: read.oneOf('status', EXPERTISE_STATUSES), ...page },
    { enabled: source === 'own' },
  );
  const path = source === 'queue' ? EXPERTISE_LINKS.record : EXPERTISE_LINKS.view;
  const columns: ListColumn<ExpertiseItem>[] = [
    linkColumn({
      key: 'id',
      title: t('screen.request'),
      value: (r) => t('screen.titleShort', { id: r.id }),
      to: (r) => path(r.id),
      testId: 'expertise-link',
      sortable: true,
    }),
    {
      key: 'researchType',
      title: t('screen.researchType'),
      value: (r) => r.researchType.name,
      sortable: true,
    },
    {
      key: 'organization',
      title: t('screen.organization'),
      value: (r) => r.organization.name,
      sortable: true,
    },
    source === 'queue'
      ? {
          key: 'lawyer',
          title: t('screen.lawyer'),
          value: (r) => displayName(r.lawyer.fullName) ?? '',
          sortable: true,
        }
      : {
          key: 'order',
          title: t('screen.order'),
          value: (r) => r.order.number ?? `#${r.order.id}`,
          sortable: true,
        },
    {
      key: 'amount',
      title: t('screen.amount'),
      value: (r) => `${formatTiyin(r.amountTiyin)} ${t('screen.sum')}`,
      sortable: true,
    },
    {
      key: 'deadline',
      title: t('screen.deadline'),
      value: (r) => formatDate(r.deadline) ?? '',
      render: (r) => (
        <Group gap={6}>
          {formatDate(r.deadline)}
          <OverdueBadge item={r} />
        </Group>
      ),
      sortable: true,
    },
    column.status({
      title: t('screen.status'),

      label: statusLabel,
      kind: 'expertise',
    }),
  ];
  return (
    <>
      <PageHeader title={t(`screen.${source}Title`)} lead={t(`screen.${source}Lead`)} />
      <Stack gap={0} data-testid={`expertise-list-${source}`}>
        {source === 'queue' ? <QueueFilters /> : <OwnFilters />}
        <RecordList
          empty={{ text: t(source === 'queue' ? 'emptyList.queue' : 'emptyList.own') }}
          record="expertise"
          csv
          query={source === 'queue' ? queue : own}
          list={list}
          columns={columns}
          label={t(source === 'queue' ? 'screen.queueTitle' : 'screen.ownTitle')}
        />
      </Stack>
    </>
  );
}
