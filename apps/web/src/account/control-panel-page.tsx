/**
 * /lawyer-profile/control-panel: a director's structure's figures with a chart (a lawyer's own), then
 * links to the screens the user may open that the sidebar leaves out: for ADMIN (whose sidebar is the
 * administration) the other roles' work lists; for a director the order permissions of the structure's
 * lawyers.
 */
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { controlPanelLinksFor } from '@portal/contracts';
import { CABINET } from '../cabinet/manifest';
import type { Role } from '@portal/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { PageHeader } from '../shell/page-header';
import { StructurePanel } from '../structures/structure-panel';

export function ControlPanelPage() {
  const { t } = useTranslation('cabinet');
  const account = useCurrentAccount();
  const links = account.data
    ? controlPanelLinksFor(account.data.role as Role, account.data.permissions, CABINET)
    : [];
  return (
    <Stack gap="xl">
      <PageHeader title={t('sidebar.controlPanel')} lead={t('controlPanel.lead')} />
      <StructurePanel />
      {links.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="control-panel-links">
          {links.map((link) => (
            <UnstyledButton
              key={link.id}
              component={Link}
              to={link.path}
              data-testid={`control-panel-${link.id}`}
            >
              <Card withBorder radius="md" padding="lg" h="100%">
                <Text fw={700} size="lg" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  {t(link.labelKey)}
                  <IconChevronRight aria-hidden="true" />
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`controlPanel.about.${link.id}`, { defaultValue: '' })}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
