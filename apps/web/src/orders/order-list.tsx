/**
 * A list of orders with its filters and paging in the URL: the user's own orders (ownOrder) or a
 * structure's (employeeOrder, the director's view; `lawyerId` in the URL narrows it to one employee).
 * A table on wide screens; cards in the phone layout.
 */
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderListItem } from '@portal/contracts';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Params, useOwnOrders, useStructureOrders } from '../api/legal-aid';
import { PagingBar } from '../cabinet/paged-table';
import { QueryState } from '../cabinet/query-state';
import { ScrollTable } from '../cabinet/ui';
import { StatusBadge } from '../kit/status-badge';
import { formatDay } from '../public/dates';
import { useUrlState } from '../public/url-state';
import { OrderFilters, orderFiltersFrom } from './order-filters';
import { useOrdersLinks } from './orders-links';
import { useDisplayName } from '../i18n/display-name';

export const ORDER_PAGE_SIZE = 20;

function LateSent() {
  const { t } = useTranslation('orders');
  return (
    <Group gap={4} wrap="nowrap" data-testid="order-late-sent">
      <IconClockExclamation size={16} aria-hidden="true" />
      <Text size="sm">{t('field.lateSent')}</Text>
    </Group>
  );
}

function OrderTitle({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  return (
    <Anchor component={Link} to={links.view(order.id)} fw={600} data-testid="order-link">
      {order.number ? t('view.numbered', { number: order.number }) : t('view.draftTitle', { id: order.id })}
    </Anchor>
  );
}

function OrderCard({ order, showLawyer }: { order: OrderListItem; showLawyer: boolean }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  return (
    <Card withBorder padding="sm" data-testid="order-row" data-order-id={order.id} data-status={order.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <OrderTitle order={order} />
        <StatusBadge status={order.status} />
      </Group>
      <Text size="sm" mt={4}>
        {displayName(order.protectedPersonName) ?? '—'}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`type.${order.type}`)} · {formatDay(order.orderDate ?? order.createdAt)}
        {order.caseNumber ? ` · ${t('field.caseShort', { number: order.caseNumber })}` : ''}
      </Text>
      {showLawyer && (
        <Text size="sm" c="dimmed">
          {displayName(order.lawyer.fullName)}
        </Text>
      )}
      {order.lateSent && <LateSent />}
    </Card>
  );
}

export function OrderList({ source, extra = {} }: { source: 'own' | 'structure'; extra?: Params }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const { get, page, set } = useUrlState();
  const query: Params = { ...orderFiltersFrom(get), ...extra, page, limit: ORDER_PAGE_SIZE };
  const own = useOwnOrders(query, source === 'own');
  const structure = useStructureOrders(query, source === 'structure');
  const list = source === 'own' ? own : structure;
  const showLawyer = source === 'structure';
  const orders = list.data?.list ?? [];

  return (
    <Stack gap={0} data-testid={`order-list-${source}`}>
      <OrderFilters />
      <QueryState query={list} empty={list.data?.total === 0}>
        {links.phone ? (
          <Stack gap="sm">
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} showLawyer={showLawyer} />
            ))}
          </Stack>
        ) : (
          <ScrollTable minWidth={860} label={t('list.tableLabel')}>
            <Table striped highlightOnHover data-testid="order-table">
              <Table.Caption>{t('list.caption', { total: list.data?.total ?? 0 })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('field.number')}</Table.Th>
                  <Table.Th scope="col">{t('field.orderDate')}</Table.Th>
                  <Table.Th scope="col">{t('field.type')}</Table.Th>
                  <Table.Th scope="col">{t('field.protectedPerson')}</Table.Th>
                  <Table.Th scope="col">{t('field.caseNumber')}</Table.Th>
                  <Table.Th scope="col">{t('field.legalAid')}</Table.Th>
                  {showLawyer && <Table.Th scope="col">{t('field.lawyer')}</Table.Th>}
                  <Table.Th scope="col">{t('field.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((o) => (
                  <Table.Tr key={o.id} data-testid="order-row" data-order-id={o.id} data-status={o.status}>
                    <Table.Td>
                      <OrderTitle order={o} />
                    </Table.Td>
                    <Table.Td>{formatDay(o.orderDate) || '—'}</Table.Td>
                    <Table.Td>{t(`type.${o.type}`)}</Table.Td>
                    <Table.Td>{displayName(o.protectedPersonName) ?? '—'}</Table.Td>
                    <Table.Td>{o.caseNumber ?? '—'}</Table.Td>
                    <Table.Td>{o.legalAid?.name ?? '—'}</Table.Td>
                    {showLawyer && <Table.Td>{displayName(o.lawyer.fullName)}</Table.Td>}
                    <Table.Td>
                      <Stack gap={4}>
                        <StatusBadge status={o.status} />
                        {o.lateSent && <LateSent />}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <PagingBar
          page={page}
          limit={ORDER_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p + 1 })}
        />
      </QueryState>
    </Stack>
  );
}
