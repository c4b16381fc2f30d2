/**
 * /mobile/orders (spec section 2: list, create/{type}, contragents): the orders of the cabinet in a
 * compact phone layout. The pages are the cabinet's own components in their phone form; only the frame
 * differs: one narrow column, a tab bar instead of the sidebar. Needs sign-in like the cabinet, and each
 * page declares its permission the same way (the frame shows "no access" without calling the API).
 */
import { Alert, Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Permission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentAccount } from '../../api/identity';
import { neededPermission } from '../../cabinet/cabinet-layout';
import { requireSignIn } from '../../cabinet/guards';
import { NoAccess } from '../../cabinet/no-access';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { MOBILE_ORDERS_LINKS, OrdersLinksProvider } from '../../orders/orders-links';
import { PageLoader } from '../../shell/page-loader';
import { useDisplayName } from '../../i18n/display-name';

export async function loader() {
  return requireSignIn() ?? loadLegalAidMessages();
}

const TABS: { path: string; labelKey: string; permission: Permission }[] = [
  { path: '/mobile/orders/list', labelKey: 'mobile.list', permission: 'order.view' },
  { path: '/mobile/orders/create/ELECTRONIC', labelKey: 'mobile.create', permission: 'order.create' },
  { path: '/mobile/orders/contragents', labelKey: 'mobile.contragents', permission: 'order.viewStructure' },
];

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const account = useCurrentAccount();
  const matches = useMatches();
  const { pathname } = useLocation();

  if (account.isPending) return <PageLoader />;
  if (account.isError || !account.data) {
    return (
      <Container size={520} py="md">
        <Alert color="red" role="alert" title={tc('list.error')}>
          <Button mt="sm" variant="outline" onClick={() => void account.refetch()}>
            {tc('list.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const { permissions, fullName } = account.data;
  const needed = neededPermission(matches);
  const allowed = needed === 'signedIn' || permissions.includes(needed);
  const tabs = TABS.filter((tab) => permissions.includes(tab.permission));
  const current = tabs.find((tab) => pathname.startsWith(tab.path.replace(/ELECTRONIC$/, '')));

  return (
    <Container size={520} px="sm" py="md" data-testid="mobile-orders" data-role={account.data.role}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="mobile-user-name">
          {displayName(fullName)}
        </Text>
        {tabs.length > 1 && (
          <nav aria-label={t('mobile.nav')} data-testid="mobile-orders-tabs">
            <SimpleGrid cols={tabs.length} spacing={4}>
              {tabs.map((tab) => (
                <Button
                  key={tab.path}
                  component={Link}
                  to={tab.path}
                  size="sm"
                  px={4}
                  variant={tab === current ? 'filled' : 'light'}
                  aria-current={tab === current ? 'page' : undefined}
                >
                  {t(tab.labelKey)}
                </Button>
              ))}
            </SimpleGrid>
          </nav>
        )}
        <OrdersLinksProvider value={MOBILE_ORDERS_LINKS}>
          {allowed ? <Outlet /> : <NoAccess />}
        </OrdersLinksProvider>
      </Stack>
    </Container>
  );
}
