/** The user's own orders counted by status (getInfo/orderCount), above the list. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';

export function OrderCounts() {
  const { t } = useTranslation('orders');
  const counts = api.orders.orderCount.useQuery();
  if (!counts.data) return null;
  const items = [
    ['total', counts.data.total],
    ['draft', counts.data.draft],
    ['created', counts.data.created],
    ['cancelled', counts.data.cancelled],
    ['lateSent', counts.data.lateSent],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} mb="lg" data-testid="order-counts">
      {items.map(([key, value]) => (
        <Card key={key} withBorder padding="sm">
          <Text size="sm" c="dimmed">
            {t(`counts.${key}`)}
          </Text>
          <Text fw={700} size="xl" data-testid={`order-count-${key}`}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
