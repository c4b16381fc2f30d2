/**
 * /mobile/orders (spec section 2: list, create/{type}, contragents): the orders of the cabinet in a
 * compact phone layout. The pages are the cabinet's own components in their phone form; only the frame
 * differs (cabinet/mobile-frame.tsx). Needs sign-in like the cabinet, and each page declares its
 * permission the same way.
 */
import { useTranslation } from 'react-i18next';
import { requireSignIn } from '../cabinet/guards';
import { MobileFrame } from '../cabinet/mobile-frame';
import { loadLegalAidMessages } from '../legal-aid/load-messages';
import { MOBILE_ORDERS_LINKS, OrdersLinksProvider } from './orders-links';

export async function loader() {
  return requireSignIn() ?? loadLegalAidMessages();
}

export function MobileOrdersPage() {
  const { t } = useTranslation('orders');
  return (
    <MobileFrame
      testId="mobile-orders"
      navLabel={t('mobile.nav')}
      tabs={[
        { path: '/mobile/orders/list', label: t('mobile.list'), permission: 'order.view' },
        {
          path: '/mobile/orders/create/ELECTRONIC',
          match: '/mobile/orders/create/',
          label: t('mobile.create'),
          permission: 'order.create',
        },
        {
          path: '/mobile/orders/contragents',
          label: t('mobile.contragents'),
          permission: 'order.viewStructure',
        },
      ]}
      wrap={(page) => <OrdersLinksProvider value={MOBILE_ORDERS_LINKS}>{page}</OrdersLinksProvider>}
    />
  );
}
