/**
 * /lawyer-profile (needs sign-in): the cabinet. Without a token the route starts the single sign-on. The
 * layout loads the signed-in account (role and permissions as the server applies them now), stores the
 * name for the user menu, shows the sidebar and the page, or a "no access" notice when the page's
 * permission (its route `handle.permission`) is not held, without calling the API for it.
 */
import { Container, Grid, Stack } from '@mantine/core';
import { sidebarFor } from '@portal/contracts';
import { CABINET } from './manifest';
import { type Permission, REGISTER_ROLES, type Role } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { setStored } from '../storage/browser-storage';
import { NoAccess } from './no-access';
import { CabinetSidebar } from './sidebar';
import { AccountNotReady } from './account-not-ready';
import { NotesBanner } from '../chamber/notes-banner';

/** What a cabinet route declares in its `handle`. */
export interface CabinetHandle {
  /** The permission the page needs; 'signedIn' for pages every signed-in user has. */
  permission: Permission | 'signedIn';
}

export function neededPermission(matches: ReturnType<typeof useMatches>): CabinetHandle['permission'] {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<CabinetHandle> | undefined;
    if (handle?.permission) return handle.permission;
  }
  return 'signedIn';
}

export function CabinetLayout() {
  const { t: tCommon } = useTranslation('common');
  const account = useCurrentAccount();
  const matches = useMatches();

  useEffect(() => {
    if (!account.data) return;
    setStored('fullName', account.data.fullName);
    setStored('pnfl', account.data.pinfl);
    setStored('email', account.data.email);
    setStored('role', account.data.role);
  }, [account.data]);

  if (!account.data) return <AccountNotReady account={account} />;

  const { role, permissions, fullName } = account.data;
  const items = sidebarFor(role as Role, permissions, CABINET);
  const needed = neededPermission(matches);
  const allowed = needed === 'signedIn' || permissions.includes(needed);
  const roleLabel = tCommon(`role.${role}`);

  return (
    <Container size="xl" py="lg" data-testid="cabinet" data-role={role}>
      <Grid gap="xl">
        {/* On a phone the same navigation is in the header's menu (shell/mobile-menu-drawer.tsx). */}
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <CabinetSidebar role={role as Role} items={items} fullName={fullName} roleLabel={roleLabel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <NotesBanner
              permissions={permissions}
              lawyer={(REGISTER_ROLES as readonly string[]).includes(role)}
            />
            {allowed ? <Outlet /> : <NoAccess />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
