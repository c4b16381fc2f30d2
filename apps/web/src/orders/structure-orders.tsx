/**
 * orders/contragents: the director's view of the structure's orders (getInfo/employeeOrder) with each
 * employee's counts (getInfo/countEmployee). Choosing an employee narrows the list to their orders
 * (`lawyerId` in the URL). A regional chamber sees its region's structures, ADMIN and the republic
 * chamber all of them (the API decides; the screen is the same).
 */
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CountEmployeeItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type ListColumn, ListSection, useListUrl, useUrlState } from '../kit/list';
import { TitledSection } from '../kit/titled-section';
import { PageHeader } from '../shell/page-header';
import { OrderList } from './order-list';
import { useOrdersLinks } from './orders-links';
import { useDisplayName } from '../i18n/display-name';

const EMPLOYEE_PAGE = 20;

function EmployeeCounts() {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const list = useListUrl({ limit: EMPLOYEE_PAGE, pageParam: 'employeePage', sortParam: 'employeeSort' });
  const { getId, set } = list.url;
  const lawyerId = getId('lawyerId');
  const counts = api.orders.countEmployee.useList(list.query, { keep: true });
  const choose = (id: number | undefined) => set({ lawyerId: id });
  const name = (r: CountEmployeeItem) => (
    <Anchor
      component="button"
      type="button"
      fw={r.lawyer.id === lawyerId ? 700 : 500}
      onClick={() => choose(r.lawyer.id)}
      aria-pressed={r.lawyer.id === lawyerId}
      data-testid="employee-choose"
    >
      {displayName(r.lawyer.fullName)}
    </Anchor>
  );
  const count = (
    key: 'total' | 'draft' | 'created' | 'cancelled' | 'lateSent',
  ): ListColumn<CountEmployeeItem> => ({
    key,
    title: t(`counts.${key}`),
    sortable: true,
    align: 'right',
  });
  return (
    <ListSection
      empty={{ text: t('emptyList.employees') }}
      title={t('structure.employees')}
      query={counts}
      list={list}
      rowKey={(r) => r.lawyer.id}
      testId={{ table: 'employee-table', row: 'employee-row' }}
      csv="employees"
      layout={links.phone ? 'cards' : 'table'}
      cards={{
        render: (r) => (
          <Card withBorder padding="sm">
            {name(r)}
            <Text size="sm" c="dimmed">
              {t('structure.countsLine', r)}
            </Text>
          </Card>
        ),
      }}
      columns={[
        {
          key: 'lawyer',
          title: t('field.lawyer'),
          value: (r) => displayName(r.lawyer.fullName),
          sortable: true,
          render: name,
        },
        count('total'),
        count('draft'),
        count('created'),
        count('cancelled'),
        count('lateSent'),
      ]}
    >
      {lawyerId !== undefined && (
        <Group mt="sm">
          <Button variant="subtle" onClick={() => choose(undefined)} data-testid="employee-all">
            {t('structure.allEmployees')}
          </Button>
        </Group>
      )}
    </ListSection>
  );
}

export function StructureOrders() {
  const { t } = useTranslation('orders');
  const { getId } = useUrlState();
  const lawyerId = getId('lawyerId');
  return (
    <>
      <PageHeader title={t('structure.title')} lead={t('structure.lead')} />
      <Stack gap="xl">
        <EmployeeCounts />
        <TitledSection title={t('structure.orders')}>
          <OrderList source="structure" extra={{ lawyerId }} />
        </TitledSection>
      </Stack>
    </>
  );
}
