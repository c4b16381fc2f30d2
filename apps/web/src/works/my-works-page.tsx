/**
 * /lawyer-profile/my-works (works/summary, works/export): a lawyer's year of legal aid: the year's total,
 * a table by month and one by kind of aid, the months and kinds in detail, and the year as a PDF or CSV.
 */
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WorksFigures, WorksSummary } from '@portal/contracts';
import { formatTiyin, tashkentToday } from '@portal/domain';
import { DownloadButtons } from '../kit/download-buttons';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { PeriodSelect, useUrlPeriod } from '../kit/period-select';
import { PageHeader } from '../shell/page-header';
import { TitledSection } from '../kit/titled-section';

const FIRST_YEAR = 2020;
const monthOf = (year: number, month: number) => `${String(month).padStart(2, '0')}-${year}`;

/** The figure columns every table of the page ends with. */
function useFigureColumns<T extends WorksFigures>(): ListColumn<T>[] {
  const { t } = useTranslation('works');
  return [
    { key: 'orders', title: t('column.orders'), value: (r) => r.orders },
    { key: 'checklists', title: t('column.checklists'), value: (r) => r.checklists },
    { key: 'feeTiyin', title: t('column.fee'), value: (r) => formatTiyin(r.feeTiyin) },
  ];
}

function WorksTables({ works }: { works: WorksSummary }) {
  const { t } = useTranslation('works');
  const figures = useFigureColumns();
  const kind = (k: WorksSummary['kinds'][number]['legalAid']) => k?.name ?? t('noKind');
  return (
    <Stack gap="md" data-testid="works-summary" data-fee={works.total.feeTiyin}>
      <Card withBorder padding="md">
        <Text fw={600} data-testid="works-total">
          {t('summary', {
            year: works.year,
            orders: works.total.orders,
            checklists: works.total.checklists,
            fee: formatTiyin(works.total.feeTiyin),
          })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TitledSection title={t('byMonth')} size="h4" gap="xs">
          <ListTable
            records={works.months}
            rowKey="month"
            testId={{ table: 'works-months', row: 'works-month' }}
            empty={{ text: t('nothing', { year: works.year }) }}
            sortable={false}
            rowProps={(m) => ({ 'data-month': m.month })}
            columns={[
              { key: 'month', title: t('column.month'), value: (m) => monthOf(works.year, m.month) },
              ...figures,
            ]}
          />
        </TitledSection>
        <TitledSection title={t('byKind')} size="h4" gap="xs">
          <ListTable
            records={works.kinds}
            rowKey={(k) => k.legalAid?.id ?? 0}
            testId={{ table: 'works-kinds', row: 'works-kind' }}
            empty={{ text: t('nothing', { year: works.year }) }}
            columns={[{ key: 'kind', title: t('column.kind'), value: (k) => kind(k.legalAid) }, ...figures]}
          />
        </TitledSection>
      </SimpleGrid>
      {works.rows.length > 0 && (
        <TitledSection title={t('details')} size="h4" gap="xs">
          <ListTable
            records={works.rows}
            rowKey={(r) => `${r.month}-${r.legalAid?.id ?? 0}`}
            testId={{ table: 'works-rows', row: 'works-row' }}
            empty={{ text: t('nothing', { year: works.year }) }}
            columns={[
              { key: 'month', title: t('column.month'), value: (r) => monthOf(works.year, r.month) },
              { key: 'kind', title: t('column.kind'), value: (r) => kind(r.legalAid) },
              ...figures,
            ]}
          />
        </TitledSection>
      )}
    </Stack>
  );
}

export function MyWorksPage() {
  const { t } = useTranslation('works');
  const thisYear = Number(tashkentToday(new Date()).slice(0, 4));
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  const year = Number(useUrlPeriod('year', years, years[0]!));
  const works = api.works.worksSummary.useQuery({ query: { year } });
  const download = (format: 'pdf' | 'csv') =>
    api.works.worksExport.download({ query: { year, format } }, `my-works-${year}.${format}`);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Group mb="md" align="flex-end" wrap="wrap">
        <PeriodSelect
          name="year"
          label={t('year')}
          periods={years}
          value={String(year)}
          width={140}
          testId="works-year"
        />
        <DownloadButtons
          formats={['pdf', 'csv'] as const}
          label={(format) => t(`download.${format}`)}
          download={download}
          testId="works"
        />
      </Group>
      <QueryState query={works}>{works.data && <WorksTables works={works.data} />}</QueryState>
    </>
  );
}
