/** /duty-table: duty schedules of state-funded lawyers by region and month; each opens day by day. */
import { Anchor, Container, Group, Table } from '@mantine/core';
import { formatDay as formatDate } from '../../public/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDutyTableList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { ListPager } from '../../public/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '../../public/list-states';
import { RegionSelect } from '../../public/region-select';
import { useUrlState } from '../../public/url-state';

const LIMIT = 20;

export function Component() {
  const { t } = useTranslation('public');
  const url = useUrlState();
  const regionId = url.getId('regionId');
  const { data, isLoading, isError, refetch } = useDutyTableList({ page: url.page, limit: LIMIT, regionId });
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('duty.title')} lead={t('duty.lead')} />
      <Group mb="md" maw={400}>
        <RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v })} />
      </Group>
      {isLoading ? (
        <ListSkeleton />
      ) : isError ? (
        <ListError onRetry={() => void refetch()} />
      ) : data && data.list.length === 0 ? (
        <ListEmpty />
      ) : (
        <Table striped verticalSpacing="sm" data-testid="duty-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('filters.region')}</Table.Th>
              <Table.Th>{t('duty.period')}</Table.Th>
              <Table.Th>{t('duty.lawyers')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.list.map((s) => (
              <Table.Tr key={s.id} data-testid="duty-item">
                <Table.Td>
                  <Anchor
                    underline="always"
                    component={Link}
                    to={`/duty-table/view/${s.id}`}
                    data-testid="duty-open"
                  >
                    {s.region.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {formatDate(s.periodStart)} — {formatDate(s.periodEnd)}
                </Table.Td>
                <Table.Td>{s.lawyerCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && (
        <ListPager page={url.page} limit={LIMIT} total={data.total} onPage={(p) => url.set({ page: p })} />
      )}
    </Container>
  );
}
