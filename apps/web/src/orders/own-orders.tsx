/** orders/list: the user's own orders with counts, filters and paging, and the "new order" buttons. */
import { IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { ItemActions } from '../kit/detail-layout';
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
        <ItemActions
          mb="lg"
          actions={[
            {
              label: t('list.newElectronic'),
              icon: IconFilePlus,
              to: links.create('ELECTRONIC'),
              testId: 'order-new-electronic',
            },
            {
              label: t('list.newPaper'),
              icon: IconFilePlus,
              to: links.create('PAPER'),
              variant: 'light',
              testId: 'order-new-paper',
            },
          ]}
        />
      )}
      <OrderCounts />
      <OrderList source="own" />
    </>
  );
}
