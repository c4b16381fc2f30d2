/**
 * /lawyer-profile/reports/review (report.review): for a half-year, the sums of the reports the regional
 * chambers accepted, region by region and form by form with the country's total (a regional chamber sees
 * its region only), the reports to review, and the structures that have not signed theirs (who is late).
 */
import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import type { HalfYearReportSums, LateReportItem, RegionReportSum } from '@portal/contracts';
import {
  HALF_YEAR_REPORT_FORM_KEYS,
  HALF_YEAR_REPORT_FORMS,
  type HalfYearReportFormKey,
  nextDuePeriod,
  tashkentToday,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type ListColumn, ListSection, ListTable, QueryState, useListUrl, useUrlState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { TitledSection } from '../kit/titled-section';
import { PageHeader } from '../shell/page-header';
import { useReportList } from './my-reports';
import { REVIEW_REPORTS } from './paths';
import { parsePeriod, periodValue, usePeriodOptions } from './periods';

type SumRow = Pick<
  RegionReportSum,
  'regionName' | 'structures' | 'handedIn' | 'accepted' | 'late' | 'forms'
> & {
  id: number;
};

function Sums({ sums }: { sums: HalfYearReportSums }) {
  const { t } = useTranslation('reports');
  const [form, setForm] = useState<HalfYearReportFormKey>('form1');
  const figure = (row: SumRow, field: string) => (row.forms[form] as Record<string, number>)[field] ?? 0;
  const rows: SumRow[] = sums.regions.map((r) => ({ ...r, id: r.regionId }));
  if (rows.length > 1) {
    const count = (k: 'structures' | 'handedIn' | 'accepted' | 'late') => rows.reduce((n, r) => n + r[k], 0);
    rows.push({
      id: 0,
      regionName: t('total'),
      structures: count('structures'),
      handedIn: count('handedIn'),
      accepted: count('accepted'),
      late: count('late'),
      forms: sums.total,
    });
  }
  const columns: ListColumn<SumRow>[] = [
    { key: 'regionName', title: t('region') },
    { key: 'structures', title: t('structures'), align: 'right' },
    { key: 'handedIn', title: t('handedIn'), align: 'right' },
    { key: 'accepted', title: t('acceptedCount'), align: 'right' },
    { key: 'late', title: t('lateCount'), align: 'right' },
    // The chosen form's figures are what the table is for: the counts of structures give way first, and
    // when the figures alone do not fit, the rows become cards holding every one of them.
    ...HALF_YEAR_REPORT_FORMS[form].map((field) => ({
      key: field,
      title: t(`field.${field}`),
      align: 'right' as const,
      priority: 1,
      value: (r: SumRow) => figure(r, field),
    })),
  ];
  return (
    <TitledSection title={t('sums')}>
      <SegmentedControl
        mb="sm"
        value={form}
        onChange={(v) => setForm(v as HalfYearReportFormKey)}
        aria-label={t('sumsForm')}
        data={HALF_YEAR_REPORT_FORM_KEYS.map((f) => ({ value: f, label: t(`form.${f}`).split('.')[0]! }))}
        data-testid="report-sums-form"
      />
      <ListTable
        empty={{ text: t('emptyList.sums') }}
        testId={{ table: 'report-sums', row: 'report-sum-row' }}
        columns={columns}
        records={rows}
        rowProps={(r) => ({ 'data-region-id': r.id })}
      />
    </TitledSection>
  );
}

function Late({ year, half }: { year: number; half: 1 | 2 }) {
  const { t } = useTranslation('reports');
  const list = useListUrl({ limit: 20, pageParam: 'latePage', sortParam: 'lateSort' });
  const late = api.halfYearReports.halfYearReportLate.useQuery(
    { query: { year, half, ...list.query } },
    { keep: true },
  );
  const columns: ListColumn<LateReportItem>[] = [
    { key: 'name', title: t('structure') },
    { key: 'regionName', title: t('region') },
    { key: 'directorName', title: t('director'), value: (r) => r.directorName ?? '—' },
    {
      key: 'status',
      title: t('status'),
      value: (r) => r.status ?? t('noReport'),
      render: (r) => (r.status ? <StatusBadge status={r.status} /> : t('noReport')),
    },
    { key: 'daysLate', title: t('daysLate'), align: 'right' },
  ];
  return (
    <ListSection
      empty={{ text: t('emptyList.late') }}
      title={t('late')}
      query={late}
      list={list}
      columns={columns}
      csv="late-half-year-reports"
      rowKey="contragentId"
      rowProps={(r) => ({ 'data-testid': 'report-late-row', 'data-contragent-id': r.contragentId })}
    />
  );
}

export function ReviewReports() {
  const { t } = useTranslation('reports');
  const url = useUrlState();
  const options = usePeriodOptions();
  const period = parsePeriod(url.get('period')) ?? nextDuePeriod(tashkentToday());
  const list = useListUrl({ limit: 20 });
  const reports = api.halfYearReports.halfYearReportList.useQuery({
    query: { year: period.year, half: period.half, ...list.query },
  });
  const sums = api.halfYearReports.halfYearReportSums.useQuery(
    { query: { year: period.year, half: period.half } },
    { keep: true },
  );
  const reportList = useReportList((id) => `${REVIEW_REPORTS}/view/${id}`, true);
  return (
    <Stack gap="xl">
      <PageHeader title={t('reviewTitle')} />
      <Group>
        <Select
          label={t('choosePeriod')}
          data={options}
          value={periodValue(period)}
          onChange={(v) => url.set({ period: v ?? undefined, page: undefined })}
          allowDeselect={false}
          data-testid="review-period"
        />
      </Group>
      <QueryState query={sums}>{sums.data && <Sums sums={sums.data} />}</QueryState>
      <ListSection
        title={t('reports')}
        query={reports}
        list={list}
        empty={{ text: t('emptyList.review') }}
        {...reportList}
      />
      <Late year={period.year} half={period.half} />
    </Stack>
  );
}
