/**
 * The side drawer opened by the e-signature button of the login menu, titled "electronic signing"
 * (spec section 2). It explains signing in with a key card; the key cards found by the signing client
 * on this computer are listed here by the sign-in flow.
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/List.css';
import { Drawer, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function ESignatureDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('eSign.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="e-signature-drawer"
    >
      <Stack gap="md">
        <Text>{t('eSign.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('eSign.stepClient')}</List.Item>
          <List.Item>{t('eSign.stepCard')}</List.Item>
          <List.Item>{t('eSign.stepPassword')}</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          {t('eSign.keysListed')}
        </Text>
      </Stack>
    </Drawer>
  );
}
