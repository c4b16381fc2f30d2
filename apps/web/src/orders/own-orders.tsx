/** orders/list: the user's own orders with counts, filters and paging, and the "new order" buttons. */
import { Button, Group } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { PageHeader } from '../shell/page-header';
import { OrderCounts } from './order-counts';
import { OrderList } from './order-list';
import { useOrdersLinks } from './orders-links';

export function OwnOrders() {
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const account = useCurrentAccount();
  const mayCreate = account.data?.permissions.includes('order.create') ?? false;
  return (
    <>
      <PageHeader title={t('list.title')} lead={links.phone ? undefined : t('list.lead')} />
      {mayCreate && (
        <Group mb="lg" gap="sm">
          <Button
            component={Link}
            to={links.create('ELECTRONIC')}
            leftSection={<IconFilePlus size={18} aria-hidden="true" />}
            data-testid="order-new-electronic"
          >
            {t('list.newElectronic')}
          </Button>
          <Button
            component={Link}
            to={links.create('PAPER')}
            variant="light"
            leftSection={<IconFilePlus size={18} aria-hidden="true" />}
            data-testid="order-new-paper"
          >
            {t('list.newPaper')}
          </Button>
        </Group>
      )}
      <OrderCounts />
      <OrderList source="own" />
    </>
  );
}
