/**
 * The frame of the phone layouts (/mobile, /mobile/news, /mobile/orders, /mobile/appeals): one narrow
 * column, the person's name, the bottom navigation between the phone's areas (mobile/phone-nav.tsx) and
 * the page. MobileFrame (the signed-in areas) adds a tab bar of the area's pages instead of the sidebar
 * (targets at least 44 px), and shows "no access" when the page's permission (its route `handle`, as in
 * the cabinet) is missing, without calling the API. PhoneFrame alone serves the public /mobile pages.
 */
import { Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Permission } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { PhoneNav } from '../mobile/phone-nav';
import { useStored } from '../storage/use-stored';
import { useDisplayName } from '../i18n/display-name';
import { neededPermission } from './cabinet-layout';
import { NoAccess } from './no-access';
import { AccountNotReady } from './account-not-ready';
import { PageLoader } from '../shell/page-loader';

export interface MobileTab {
  path: string;
  /** The paths under the tab start with this (its path by default). */
  match?: string;
  label: string;
  permission: Permission;
  /** The tab is current only on exactly its path (a list whose children are other tabs' pages). */
  exact?: boolean;
}

export function MobileFrame({
  tabs: allTabs,
  navLabel,
  testId,
  wrap = (page) => page,
}: {
  tabs: readonly MobileTab[];
  navLabel: string;
  /** `<testId>` on the frame, `<testId>-tabs` on the tab bar. */
  testId: string;
  /** Around the page (a links context). */
  wrap?: (page: ReactNode) => ReactNode;
}) {
  const account = useCurrentAccount();
  const matches = useMatches();
  const { pathname } = useLocation();

  if (!account.data) return <AccountNotReady account={account} size={520} />;
  const { permissions } = account.data;
  const needed = neededPermission(matches);
  const allowed = needed === 'signedIn' || permissions.includes(needed);
  const tabs = allTabs.filter((tab) => permissions.includes(tab.permission));
  const current = tabs.find((tab) =>
    tab.exact ? pathname === tab.path : pathname.startsWith(tab.match ?? tab.path),
  );

  return (
    <PhoneFrame testId={testId}>
      {tabs.length > 1 && (
        <nav aria-label={navLabel} data-testid={`${testId}-tabs`}>
          <SimpleGrid cols={tabs.length} spacing={4}>
            {tabs.map((tab) => (
              <Button
                key={tab.path}
                component={Link}
                to={tab.path}
                size="sm"
                mih={44}
                px={4}
                variant={tab === current ? 'filled' : 'light'}
                aria-current={tab === current ? 'page' : undefined}
              >
                {tab.label}
              </Button>
            ))}
          </SimpleGrid>
        </nav>
      )}
      {wrap(allowed ? <Outlet /> : <NoAccess />)}
    </PhoneFrame>
  );
}

/**
 * The phone's column: the signed-in person's name (nothing for a visitor), the page and the bottom
 * navigation. `data-role` says whose it is (the account's role, or none).
 */
export function PhoneFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const displayName = useDisplayName();
  const token = useStored('accessToken');
  const account = useCurrentAccount();
  if (token !== null && account.isPending) return <PageLoader />;
  const me = token !== null ? account.data : undefined;
  return (
    <Container size={520} px="sm" pt="md" data-testid={testId} data-role={me?.role}>
      <Stack gap="md">
        {me && (
          <Text size="sm" c="dimmed" data-testid="mobile-user-name">
            {displayName(me.fullName)}
          </Text>
        )}
        {children}
        <PhoneNav permissions={me ? me.permissions : token !== null ? [] : null} />
      </Stack>
    </Container>
  );
}
