/**
 * A list of orders with its filters and paging in the URL: the user's own orders (ownOrder) or a
 * structure's (employeeOrder, the director's view; `lawyerId` in the URL narrows it to one employee).
 * A table on wide screens (a register: CSV of the page shown); cards in the phone layout.
 */
import { formatDate } from '@portal/domain';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { OrderListItem } from '@portal/contracts';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import type { UrlFilters } from '../api/call';
import { type ListColumn, useRegister } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { OrderFilters, orderFiltersFrom } from './order-filters';
import { useOrdersLinks } from './orders-links';
import { useDisplayName } from '../i18n/display-name';
import { RecordList } from '../kit/list/record-list';

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

export function OrderCard({ order, showLawyer }: { order: OrderListItem; showLawyer: boolean }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <OrderTitle order={order} />
        <StatusBadge status={order.status} />
      </Group>
      <Text size="sm" mt={4}>
        {displayName(order.protectedPersonName) ?? '—'}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`type.${order.type}`)} · {formatDate(order.orderDate ?? order.createdAt)}
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

export function OrderList({ source, extra = {} }: { source: 'own' | 'structure'; extra?: UrlFilters }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const { list, query: orders } = useRegister(
    // the list of the page's source (the same query hook whichever it is)
    (query: UrlFilters) => (source === 'own' ? api.orders.ownOrder : api.orders.employeeOrder).useList(query),
    (url) => ({ ...orderFiltersFrom(url.get), ...extra }),
    { limit: ORDER_PAGE_SIZE },
  );
  const showLawyer = source === 'structure';
  const columns: ListColumn<OrderListItem>[] = [
    { key: 'number', title: t('field.number'), render: (o) => <OrderTitle order={o} />, sortable: true },
    {
      key: 'orderDate',
      title: t('field.orderDate'),
      render: (o) => formatDate(o.orderDate) || '—',
      sortable: true,
    },
    { key: 'type', title: t('field.type'), value: (o) => t(`type.${o.type}`), sortable: true },
    {
      key: 'protectedPerson',
      title: t('field.protectedPerson'),
      value: (o) => displayName(o.protectedPersonName) ?? '—',
      sortable: true,
    },
    { key: 'caseNumber', title: t('field.caseNumber'), sortable: true },
    { key: 'legalAid', title: t('field.legalAid'), value: (o) => o.legalAid?.name },
    ...(showLawyer
      ? [
          {
            key: 'lawyer',
            title: t('field.lawyer'),
            value: (o: OrderListItem) => displayName(o.lawyer.fullName),
            sortable: true,
          },
        ]
      : []),
    {
      key: 'status',
      title: t('field.status'),
      value: (o) => t(`common:status.${o.status}`),
      csv: (o) =>
        [t(`common:status.${o.status}`), o.lateSent ? t('field.lateSent') : ''].filter(Boolean).join('; '),
      sortable: true,
      render: (o) => (
        <Stack gap={4}>
          <StatusBadge status={o.status} />
          {o.lateSent && <LateSent />}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap={0} data-testid={`order-list-${source}`}>
      <OrderFilters />
      <RecordList
        empty={
          source === 'own'
            ? {
                text: t('emptyList.own'),
                link: {
                  to: links.create('ELECTRONIC'),
                  label: t('list.newElectronic'),
                  permission: 'order.create',
                },
              }
            : { text: t('emptyList.structure') }
        }
        record="order"
        csv
        query={orders}
        list={list}
        columns={columns}
        label={t('list.tableLabel')}
        layout={links.phone ? 'cards' : 'table'}
        cards={{ render: (o) => <OrderCard order={o} showLawyer={showLawyer} /> }}
      />
    </Stack>
  );
}
