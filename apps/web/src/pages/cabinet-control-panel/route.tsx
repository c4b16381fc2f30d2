/**
 * /lawyer-profile/control-panel: links to the screens the user may open that the sidebar leaves out: for
 * ADMIN the administration (users, roles and permissions, order permissions, structure restrictions)
 * and the other roles' work lists; for a director the order permissions of the structure's lawyers.
 */
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { controlPanelLinksFor, type Role } from '@portal/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../../api/identity';
import { SectionInPreparation } from '../../shell/section-in-preparation';
import { PageHeader } from '../../shell/page-header';

export function Component() {
  const { t } = useTranslation('cabinet');
  const account = useCurrentAccount();
  const links = account.data ? controlPanelLinksFor(account.data.role as Role, account.data.permissions) : [];
  if (links.length === 0) return <SectionInPreparation title={t('sidebar.controlPanel')} />;
  return (
    <>
      <PageHeader title={t('sidebar.controlPanel')} lead={t('controlPanel.lead')} />
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
    </>
  );
}
