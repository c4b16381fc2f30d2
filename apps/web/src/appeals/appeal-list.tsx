/**
 * A list of appeals with its filters and paging in the URL: the author's own (my-appeals), the inbox of
 * the lawyers and directors of the regions (my-appeals/appeals), a citizen's state-funded applications
 * (my-applications), and the phone's list (/mobile/appeals). A table on wide screens, cards in the phone
 * layout. It takes the query's result (api/appeals.ts hooks), so every screen shares one list.
 */
import { Anchor, Card, Group, Text } from '@mantine/core';
import { APPEAL_KINDS, APPEAL_STATUSES, type AppealListItem } from '@portal/contracts';
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
  type EmptyState,
} from '../kit/list';
import { StatusBadge, useStatusLabel } from '../kit/status-badge';
import { formatDate } from '@portal/domain';
import { useAppealLinks } from './appeal-links';
import { RecordList } from '../kit/list/record-list';

export const APPEAL_PAGE_SIZE = 20;

export type AppealFilter = 'status' | 'kind' | 'region';

/** The filters of the URL as the list calls take them. */
export function appealFiltersFrom(get: (name: string) => string | undefined) {
  const read = filterReader(get);
  return {
    status: read.oneOf('status', APPEAL_STATUSES),
    kind: read.oneOf('kind', APPEAL_KINDS),
    regionId: read.int('region', 1, 14),
  };
}

export function AppealFilters({ show }: { show: readonly AppealFilter[] }) {
  const { t } = useTranslation('appeals');
  return (
    <ListFilters
      label={t('list.filters')}
      names={show}
      testId="appeals-filters"
      withSubmit={false}
      cols={{ base: 1, sm: show.length }}
    >
      {show.includes('region') && <Filter.Region label={t('view.regions')} testId="appeals-filter-region" />}
      {show.includes('kind') && (
        <Filter.Choice
          name="kind"
          label={t('view.kind')}
          values={APPEAL_KINDS}
          optionLabel={(k) => t(`kind.${k}`)}
          testId="appeals-filter-kind"
        />
      )}
      {show.includes('status') && (
        <Filter.Status
          statuses={APPEAL_STATUSES}
          label={t('list.status')}
          kind="appeal"
          testId="appeals-filter-status"
        />
      )}
    </ListFilters>
  );
}

function AppealTitle({ appeal }: { appeal: AppealListItem }) {
  const { t } = useTranslation('appeals');
  const links = useAppealLinks();
  return (
    <Anchor
      component={Link}
      to={links.view(appeal.id)}
      fw={600}
      data-testid="appeal-link"
      // A phone's target is at least 44 px high (WCAG 2.5.5).
      style={links.phone ? { display: 'inline-flex', alignItems: 'center', minHeight: 44 } : undefined}
    >
      {t('view.title', { id: appeal.id })}
    </Anchor>
  );
}

export function AppealCard({ appeal, showAuthor }: { appeal: AppealListItem; showAuthor: boolean }) {
  const { t } = useTranslation('appeals');
  const displayName = useDisplayName();
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <AppealTitle appeal={appeal} />
        <StatusBadge status={appeal.status} kind="appeal" />
      </Group>
      {appeal.brief && <Text size="sm">{appeal.brief}</Text>}
      <Text size="sm" c="dimmed">
        {t(`kind.${appeal.kind}`)} · {appeal.field.name} · {formatDate(appeal.createdAt)}
      </Text>
      <Text size="sm" c="dimmed">
        {appeal.regions.map((r) => r.name).join(', ')}
      </Text>
      {showAuthor && appeal.authorName && <Text size="sm">{displayName(appeal.authorName)}</Text>}
      {appeal.taken && !showAuthor ? null : appeal.lawyerName ? (
        <Text size="sm">{t('list.lawyer', { name: displayName(appeal.lawyerName) })}</Text>
      ) : null}
    </Card>
  );
}

export function AppealList({
  query,
  list,
  showAuthor = false,
  label,
  empty,
}: {
  query: ListQueryResult<ListPage<AppealListItem>>;
  list: ListUrl;
  /** The inbox: who wrote it (when the caller may see it) instead of who took it. */
  showAuthor?: boolean;
  label: string;
  /** What the list says before the person has any (what it is for, the action that fills it). */
  empty: EmptyState;
}) {
  const { t } = useTranslation('appeals');
  const displayName = useDisplayName();
  const statusLabel = useStatusLabel();
  const links = useAppealLinks();
  const columns: ListColumn<AppealListItem>[] = [
    { key: 'id', title: t('list.number'), render: (a) => <AppealTitle appeal={a} />, sortable: true },
    { key: 'createdAt', title: t('view.createdAt'), render: (a) => formatDate(a.createdAt), sortable: true },
    { key: 'kind', title: t('view.kind'), value: (a) => t(`kind.${a.kind}`), sortable: true },
    { key: 'field', title: t('view.field'), value: (a) => a.field.name, sortable: true },
    { key: 'regions', title: t('view.regions'), value: (a) => a.regions.map((r) => r.name).join(', ') },
    { key: 'brief', title: t('view.brief'), value: (a) => a.brief ?? (a.taken ? t('list.taken') : '—') },
    showAuthor
      ? {
          key: 'author',
          title: t('view.author'),
          value: (a) => (a.authorName ? displayName(a.authorName) : '—'),
        }
      : {
          key: 'lawyer',
          title: t('view.lawyer'),
          value: (a) => (a.lawyerName ? displayName(a.lawyerName) : '—'),
        },
    column.status({ title: t('list.status'), label: statusLabel, kind: 'appeal' }),
  ];
  return (
    <RecordList
      record="appeal"
      query={query}
      list={list}
      columns={columns}
      label={label}
      empty={empty}
      layout={links.phone ? 'cards' : 'table'}
      cards={{ render: (a) => <AppealCard appeal={a} showAuthor={showAuthor} />, testId: 'appeal-cards' }}
    />
  );
}
