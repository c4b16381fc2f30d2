/**
 * orders/contragents: the director's view of the structure's orders (getInfo/employeeOrder) with each
 * employee's counts (getInfo/countEmployee). Choosing an employee narrows the list to their orders
 * (`lawyerId` in the URL). A regional chamber sees its region's structures, ADMIN and the republic
 * chamber all of them (the API decides; the screen is the same).
 */
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployeeCounts } from '../api/legal-aid';
import { PagingBar } from '../cabinet/paged-table';
import { QueryState } from '../cabinet/query-state';
import { ScrollTable } from '../cabinet/ui';
import { useUrlState } from '../public/url-state';
import { PageHeader } from '../shell/page-header';
import { OrderList } from './order-list';
import { useOrdersLinks } from './orders-links';
import { useDisplayName } from '../i18n/display-name';

const EMPLOYEE_PAGE = 20;

function EmployeeCounts() {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const { getId, set } = useUrlState();
  const employeePage = Math.max(0, (getId('employeePage') ?? 1) - 1);
  const lawyerId = getId('lawyerId');
  const counts = useEmployeeCounts({ page: employeePage, limit: EMPLOYEE_PAGE });
  const rows = counts.data?.list ?? [];
  const choose = (id: number | undefined) => set({ lawyerId: id });
  return (
    <section aria-labelledby="employees-title">
      <Title order={2} size="h3" id="employees-title" mb="sm">
        {t('structure.employees')}
      </Title>
      <QueryState query={counts} empty={counts.data?.total === 0}>
        {links.phone ? (
          <Stack gap="xs">
            {rows.map((r) => (
              <Card key={r.lawyer.id} withBorder padding="sm" data-testid="employee-row">
                <Anchor component="button" type="button" fw={600} onClick={() => choose(r.lawyer.id)}>
                  {displayName(r.lawyer.fullName)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('structure.countsLine', r)}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <ScrollTable minWidth={720} label={t('structure.employees')}>
            <Table striped data-testid="employee-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('field.lawyer')}</Table.Th>
                  <Table.Th scope="col">{t('counts.total')}</Table.Th>
                  <Table.Th scope="col">{t('counts.draft')}</Table.Th>
                  <Table.Th scope="col">{t('counts.created')}</Table.Th>
                  <Table.Th scope="col">{t('counts.cancelled')}</Table.Th>
                  <Table.Th scope="col">{t('counts.lateSent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.lawyer.id} data-testid="employee-row">
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{r.total}</Table.Td>
                    <Table.Td>{r.draft}</Table.Td>
                    <Table.Td>{r.created}</Table.Td>
                    <Table.Td>{r.cancelled}</Table.Td>
                    <Table.Td>{r.lateSent}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <PagingBar
          page={employeePage}
          limit={EMPLOYEE_PAGE}
          total={counts.data?.total ?? 0}
          onPage={(p) => set({ employeePage: p + 1 })}
        />
      </QueryState>
      {lawyerId !== undefined && (
        <Group mt="sm">
          <Button variant="subtle" onClick={() => choose(undefined)} data-testid="employee-all">
            {t('structure.allEmployees')}
          </Button>
        </Group>
      )}
    </section>
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
        <section aria-labelledby="structure-orders-title">
          <Title order={2} size="h3" id="structure-orders-title" mb="sm">
            {t('structure.orders')}
          </Title>
          <OrderList source="structure" extra={{ lawyerId }} />
        </section>
      </Stack>
    </>
  );
}
