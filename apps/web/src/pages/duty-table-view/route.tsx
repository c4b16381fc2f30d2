/** /duty-table/view/:id: one duty schedule, day by day, with the lawyers on duty and their languages. */
import { Anchor, Container, List, Table } from '@mantine/core';
import { formatDay as formatDate } from '../../public/dates';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDutyTableView } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { ListEmpty, ListSkeleton } from '../../public/list-states';
import { useDisplayName } from '../../i18n/display-name';

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const { data, isLoading, isError } = useDutyTableView(numeric);
  return (
    <Container size="xl" py="xl">
      <Anchor
        underline="always"
        component={Link}
        to="/duty-table"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={18} aria-hidden="true" /> {t('duty.back')}
      </Anchor>
      {isLoading ? (
        <ListSkeleton />
      ) : isError || !data ? (
        <>
          <PageHeader title={t('duty.title')} />
          <ListEmpty />
        </>
      ) : (
        <>
          <PageHeader
            title={`${t('duty.title')}: ${data.region.name}`}
            lead={`${formatDate(data.periodStart)} — ${formatDate(data.periodEnd)}`}
          />
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="duty-days">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={140}>{t('duty.date')}</Table.Th>
                  <Table.Th>{t('duty.onDuty')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.days.map((d) => (
                  <Table.Tr key={d.date} data-testid="duty-day">
                    <Table.Td>{formatDate(d.date)}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Container>
  );
}
