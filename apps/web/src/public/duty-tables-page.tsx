/** /duty-table: duty schedules of state-funded lawyers by region and month; each opens day by day. */
import { formatDate } from '@portal/domain';
import type { DutyScheduleItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { PublicListPage } from './public-list-page';
import { type ListColumn, type UrlState, useRegister, linkColumn } from '../kit/list';
import { RegionSelect } from './region-select';

/** The list's filter as the URL holds it: the region. */
const dutyFilters = (url: UrlState) => ({ regionId: url.getId('regionId') });

export function DutyTablesPage() {
  const { t } = useTranslation('public');
  const schedules = useRegister(api.duty.dutyTableList, dutyFilters);
  const { url } = schedules.list;
  const { regionId } = dutyFilters(url);
  const columns: ListColumn<DutyScheduleItem>[] = [
    linkColumn({
      key: 'region',
      title: t('filters.region'),
      value: (s) => s.region.name,
      sortable: true,
      to: (s) => `/duty-table/view/${s.id}`,
      underline: 'always',
      testId: 'duty-open',
    }),
    {
      key: 'periodStart',
      title: t('duty.period'),
      sortable: true,
      render: (s) => `${formatDate(s.periodStart)} — ${formatDate(s.periodEnd)}`,
    },
    { key: 'lawyerCount', title: t('duty.lawyers'), sortable: true },
  ];
  return (
    <PublicListPage
      title={t('duty.title')}
      lead={t('duty.lead')}
      empty={{ text: t('emptyList.dutyTables') }}
      maw={400}
      filters={<RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v })} />}
      {...schedules}
      columns={columns}
      testId={{ table: 'duty-list', row: 'duty-item' }}
    />
  );
}
