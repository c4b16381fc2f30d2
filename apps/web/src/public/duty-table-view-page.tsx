/** /duty-table/view/:id: one duty schedule, day by day, with the lawyers on duty and their languages. */
import { formatDate } from '@portal/domain';
import { Anchor, Container, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';
import { Link } from 'react-router';
import { api } from '../api/api';
import { QUIET_ITEM, useItemParams } from '../kit/route-params';
import { PageHeader } from '../shell/page-header';
import { ListEmpty, ListSkeleton, ListTable } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';

export function DutyTableViewPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const { data, isLoading, isError } = api.duty.dutyTableView.useQuery(useItemParams(), QUIET_ITEM);
  return (
    <Container size="xl" py="xl">
      <BackLink to="/duty-table" label={t('duty.back')} />
      {isLoading ? (
        <ListSkeleton />
      ) : isError || !data ? (
        <>
          <PageHeader title={t('duty.title')} />
          <ListEmpty first={{ text: t('emptyList.dutyNotFound') }} />
        </>
      ) : (
        <>
          <PageHeader
            title={`${t('duty.title')}: ${data.region.name}`}
            lead={`${formatDate(data.periodStart)} — ${formatDate(data.periodEnd)}`}
          />
          <ListTable
            empty={{ text: t('emptyList.dutyDays') }}
            records={data.days}
            rowKey="date"
            label={t('duty.title')}
            testId={{ table: 'duty-days', row: 'duty-day' }}
            columns={[
              { key: 'date', title: t('duty.date'), width: 140, render: (d) => formatDate(d.date) },
              {
                key: 'lawyers',
                title: t('duty.onDuty'),
                csv: false,
                render: (d) => (
                  <List spacing={2}>
                    {d.lawyers.map((l) => (
                      <List.Item key={l.id}>
                        <Anchor component={Link} to={`/lawyer?card=${l.id}`} underline="always">
                          {displayName(l.fullName)}
                        </Anchor>{' '}
                        (№ {l.certificateNumber}){l.contragent ? `, ${l.contragent}` : ''} —{' '}
                        {l.languages.join(', ')}
                      </List.Item>
                    ))}
                  </List>
                ),
              },
            ]}
          />
        </>
      )}
    </Container>
  );
}
