/**
 * The phone menu's drawer, the one navigation on a phone: the navbar links, the signed-in person's cabinet
 * navigation (its groups, as the cabinet's sidebar has them; first while a cabinet page is open) and, while
 * nobody is signed in, the login actions.
 */
import { Divider, Drawer, Stack } from '@mantine/core';
import { CABINET_PATH, sidebarFor } from '@portal/contracts';
import { CABINET } from '../cabinet/manifest';
import type { Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { CabinetNav } from '../cabinet/sidebar';
import { useStored } from '../storage/use-stored';
import { LoginMenu } from './login-menu';
import { MainNav } from './main-nav';
import { type DrawerProps, withMantineScope } from '../theme/mantine-scope';
import { MOBILE_MENU_ID } from './mobile-menu-id';

function MobileMenuDrawerContent({ opened, onClose }: DrawerProps) {
  const { t } = useTranslation('shell');
  const token = useStored('accessToken');
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  const publicNav = (
    <nav aria-label={t('nav.mobileLabel')}>
      <MainNav variant="drawer" onNavigate={onClose} />
    </nav>
  );
  const role = account.data?.role as Role | undefined;
  const cabinetNav = token && account.data && role && (
    <CabinetNav
      role={role}
      items={sidebarFor(role, account.data.permissions, CABINET)}
      onNavigate={onClose}
      testId="phone-cabinet-nav"
    />
  );
  const cabinetFirst = pathname === CABINET_PATH || pathname.startsWith(`${CABINET_PATH}/`);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="sm"
      id={MOBILE_MENU_ID}
      title={t('portalShortName')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        {cabinetNav && cabinetFirst ? (
          <>
            {cabinetNav}
            <Divider />
            {publicNav}
          </>
        ) : (
          <>
            {publicNav}
            {cabinetNav && (
              <>
                <Divider />
                {cabinetNav}
              </>
            )}
          </>
        )}
        {!token && (
          <>
            <Divider />
            <LoginMenu layout="column" onNavigate={onClose} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

/** In a Mantine scope, which also gives the drawer's hooks TanStack Query's client. */
export default withMantineScope(MobileMenuDrawerContent);
