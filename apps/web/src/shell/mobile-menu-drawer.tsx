/** The phone menu's drawer: the navbar links and, while nobody is signed in, the login actions. */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStored } from '../storage/use-stored';
import { LoginMenu } from './login-menu';
import { MainNav } from './main-nav';
import { MOBILE_MENU_ID } from './mobile-menu-id';

export default function MobileMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const token = useStored('accessToken');
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
        <nav aria-label={t('nav.mobileLabel')}>
          <MainNav variant="drawer" onNavigate={onClose} />
        </nav>
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
