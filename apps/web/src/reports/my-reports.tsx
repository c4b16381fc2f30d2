/**
 * /lawyer-profile/reports/half-yearly (report.fill): the director's half-year reports, newest first, and
 * making the report of a half-year (prefilled by the API from the portal's records), which opens its form.
 */
import { Anchor, Card, Group, Select, Stack } from '@mantine/core';
import type { HalfYearReportListItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { column, DataList, type ListColumn, useListUrl } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { DIRECTOR_REPORTS } from './paths';
import { parsePeriod, usePeriodLabel, usePeriodOptions } from './periods';

/** The columns every list of reports shows; `to` opens one. */
/**
 * The half-year reports as a register, for the director's own list and the chambers' review alike: the
 * columns (`withStructure`: whose report, from which region), the CSV and each row's marks.
 */
export function useReportList(to: (id: number) => string, withStructure: boolean) {
  const { t } = useTranslation('reports');
  const periodLabel = usePeriodLabel();
  const statusLabel = useStatusLabel();
  const columns: ListColumn<HalfYearReportListItem>[] = [
    {
      key: 'period',
      title: t('period'),
      value: (r) => periodLabel(r.period),
      render: (r) => (
        <Anchor component={Link} to={to(r.id)} data-testid="report-open">
          {periodLabel(r.period)}
        </Anchor>
      ),
    },
    ...(withStructure
      ? [
          { key: 'structure', title: t('structure'), value: (r: HalfYearReportListItem) => r.structure.name },
          { key: 'region', title: t('region'), value: (r: HalfYearReportListItem) => r.structure.regionName },
        ]
      : []),
    column.status({ title: t('status'), label: statusLabel, sortable: false }),
    { key: 'due', title: t('due'), value: (r) => formatDate(r.period.due) },
    { key: 'signedOn', title: t('signedOn'), value: (r) => (r.signedOn ? formatDate(r.signedOn) : '—') },
    { key: 'daysLate', title: t('daysLate'), value: (r) => r.daysLate || '—' },
  ];
  return {
    columns,
    csv: 'half-year-reports',
    rowProps: (r: HalfYearReportListItem) => ({
      'data-testid': 'report-row',
      'data-status': r.status,
      'data-id': r.id,
    }),
  };
}

function NewReport() {
  const { t } = useTranslation('reports');
  const options = usePeriodOptions();
  const [value, setValue] = useState<string | null>(options[0]?.value ?? null);
  const create = api.halfYearReports.halfYearReportCreate.useMutation();
  const navigate = useNavigate();
  const make = () => {
    const period = parsePeriod(value);
    if (!period) return;
    create.mutate(period, {
      onSuccess: (report) => void navigate(`${DIRECTOR_REPORTS}/update/${report.id}`),
    });
  };
  return (
    <Card withBorder>
      <Group align="end" wrap="wrap">
        <Select
          label={t('choosePeriod')}
          data={options}
          value={value}
          onChange={setValue}
          allowDeselect={false}
          data-testid="report-period"
        />
        <ActionButton icon={IconPlus} loading={create.isPending} onClick={make} testId="report-create">
          {t('make')}
        </ActionButton>
      </Group>
    </Card>
  );
}

export function MyReports() {
  const { t } = useTranslation('reports');
  const list = useListUrl({ limit: 20 });
  const reports = api.halfYearReports.halfYearReportList.useQuery({ query: list.query });
  const reportList = useReportList((id) => `${DIRECTOR_REPORTS}/view/${id}`, false);
  return (
    <Stack>
      <PageHeader title={t('title')} />
      <NewReport />
      <DataList
        query={reports}
        list={list}
        label={t('title')}
        empty={{ text: t('emptyList.own') }}
        {...reportList}
      />
    </Stack>
  );
}
