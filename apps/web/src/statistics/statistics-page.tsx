/**
 * /lawyer-profile/statistics (statistics/dashboard, statistics/export): the figures of a month for the
 * country or a region (a regional chamber: its own) and when they were counted, each group as a bar chart
 * with the same figures in a table beside it (screen readers, copying), and the CSV and XLSX export of the
 * filters shown.
 */
import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StatisticsDashboard } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { DownloadButtons } from '../kit/download-buttons';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { ListTable, QueryState, useUrlState } from '../kit/list';
import { monthFromNow, PeriodSelect, shownMonth, useUrlPeriod } from '../kit/period-select';
import { RegionSelect } from '../public/region-select';
import { PageHeader } from '../shell/page-header';

type Group = StatisticsDashboard['groups'][number];
type Figure = Group['figures'][number];

/** Bars of the figures: drawn only (hidden from screen readers), the table beside says the same. */
function Bars({ figures }: { figures: Figure[] }) {
  const max = Math.max(1, ...figures.map((f) => f.value));
  return (
    <Stack gap={4} aria-hidden="true">
      {figures.map((f) => (
        <Group key={f.key} gap="xs" wrap="nowrap">
          <Text size="xs" w="45%" truncate>
            {f.label}
          </Text>
          <Box
            h={12}
            bg="blue.7"
            style={{ width: `${Math.max(1, (f.value / max) * 45)}%`, borderRadius: 2 }}
          />
          <Text size="xs">{f.value}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function GroupCard({ group }: { group: Group }) {
  const { t } = useTranslation('statistics');
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={`stat-${group.id}`}
      data-testid={`stat-${group.id}`}
    >
      <Title order={2} size="h4" id={`stat-${group.id}`} mb="sm">
        {group.title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Bars figures={group.figures} />
        <ListTable
          empty={{ text: t('emptyList.figures') }}
          records={group.figures}
          rowKey="key"
          label={t('table', { title: group.title })}
          testId={{ table: `stat-${group.id}-table`, row: 'stat-row' }}
          rowProps={(f) => ({ 'data-key': f.key, 'data-value': f.value })}
          columns={[
            { key: 'label', title: t('column.figure') },
            { key: 'value', title: t('column.value'), value: (f) => f.value },
          ]}
        />
      </SimpleGrid>
    </Card>
  );
}

export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const account = useCurrentAccount().data;
  const url = useUrlState();
  /** The last twelve months, newest first. */
  const months = Array.from({ length: 12 }, (_, i) => monthFromNow(-i));
  const month = useUrlPeriod('month', months, months[0]!);
  const ownRegion = account?.role === 'REGION_CHAMBER';
  const regionId = ownRegion ? undefined : url.getId('regionId');
  const query = { month, ...(regionId ? { regionId } : {}) };
  const dashboard = api.statistics.statisticsDashboard.useQuery(
    { query },
    { enabled: account !== undefined },
  );
  const download = (format: 'csv' | 'xlsx') =>
    api.statistics.statisticsExport.download(
      { query: { ...query, format } },
      `statistics-${regionId ?? (ownRegion ? 'region' : 'all')}-${month}.${format}`,
    );
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Group mb="md" align="flex-end" wrap="wrap">
        <PeriodSelect
          name="month"
          label={t('month')}
          periods={months}
          value={month}
          optionLabel={shownMonth}
          width={180}
          testId="stat-month"
        />
        {!ownRegion && (
          <RegionSelect value={regionId} onChange={(id) => url.set({ regionId: id })} testId="stat-region" />
        )}
        <DownloadButtons formats={['csv', 'xlsx'] as const} label={t} download={download} testId="stat" />
      </Group>
      <QueryState query={dashboard}>
        {dashboard.data && (
          <Stack gap="md" data-testid="stat-dashboard">
            <div>
              <Text fw={600}>
                {dashboard.data.region?.name ?? t('country')} · {shownMonth(dashboard.data.month)}
              </Text>
              <Text size="sm" c="dimmed" data-testid="stat-counted-at">
                {t('countedAt', { time: formatDateTime(dashboard.data.countedAt) })}
              </Text>
            </div>
            {dashboard.data.groups.map((g) => (
              <GroupCard key={g.id} group={g} />
            ))}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
