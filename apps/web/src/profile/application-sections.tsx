/**
 * /profile/aplication: a page of sections, one per kind of application a person may make, each shown to
 * whoever holds its permission. Today: the person's appeals (pro bono help, state-funded legal aid). A
 * new kind (e.g. a bar candidate's application) adds one entry to APPLICATION_SECTIONS with its own
 * component; the page, its order and "no access" (no section for the person) stay as they are.
 */
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Permission } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { APPEAL_MODES, type AppealMode } from '../api/appeals';
import { useCurrentAccount } from '../api/identity';
import { appealLinks } from '../appeals/appeal-links';
import { CandidateSection } from '../candidates/profile-section';
import { NoAccess } from '../cabinet/no-access';
import { QueryState } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { APPLICATION_PERMISSIONS } from './profile-sections';

export interface ApplicationSection {
  id: string;
  /** Who sees the section. */
  permission: Permission;
  /** Its title: a key of the `cabinet` namespace. */
  titleKey: string;
  Component: ComponentType;
}

/** The appeals of the person: counts by state, the lists, a new appeal of either kind. */
function AppealsSection() {
  const { t } = useTranslation('cabinet');
  const { t: ta } = useTranslation('appeals');
  const info = api.clients.clientsInfo.useQuery();
  const counts = info.data?.appeals;
  return (
    <QueryState query={info}>
      {counts && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" data-testid="profile-appeal-counts">
            {(['total', 'open', 'accepted', 'completed', 'rejected'] as const).map((k) => (
              <Card
                key={k}
                withBorder
                padding="sm"
                data-testid={`profile-appeals-${k}`}
                data-count={counts[k]}
              >
                <Text size="xl" fw={700}>
                  {counts[k]}
                </Text>
                <Text size="sm">{t(`profilePage.counts.${k}`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            {(Object.keys(APPEAL_MODES) as AppealMode[]).map((mode) => (
              <Button
                key={mode}
                component={Link}
                to={appealLinks.create(mode)}
                mih={44}
                variant={mode === 'pro-bono' ? 'filled' : 'light'}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {ta(`mode.${mode}`)}
              </Button>
            ))}
            <Button
              component={Link}
              to={appealLinks.own}
              mih={44}
              variant="outline"
              data-testid="profile-appeals-all"
            >
              {t('profilePage.allAppeals')}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

export const APPLICATION_SECTIONS: readonly ApplicationSection[] = [
  {
    id: 'appeals',
    permission: APPLICATION_PERMISSIONS.appeals,
    titleKey: 'profilePage.appealsTitle',
    Component: AppealsSection,
  },
  {
    id: 'candidate',
    permission: APPLICATION_PERMISSIONS.candidate,
    titleKey: 'profilePage.candidateTitle',
    Component: CandidateSection,
  },
];

export function ApplicationSections({
  sections = APPLICATION_SECTIONS,
}: {
  sections?: readonly ApplicationSection[];
}) {
  const { t } = useTranslation('cabinet');
  const account = useCurrentAccount();
  const held = account.data?.permissions ?? [];
  const shown = sections.filter((s) => held.includes(s.permission));
  if (shown.length === 0) return <NoAccess />;
  return (
    <>
      <PageHeader title={t('profileArea.aplication')} lead={t('profilePage.aplicationLead')} />
      <Stack gap="xl">
        {shown.map(({ id, titleKey, Component }) => (
          <Card
            key={id}
            withBorder
            padding="lg"
            component="section"
            aria-labelledby={`application-${id}`}
            data-testid={`application-section-${id}`}
          >
            <Title order={2} size="h3" mb="md" id={`application-${id}`}>
              {t(titleKey)}
            </Title>
            <Component />
          </Card>
        ))}
      </Stack>
    </>
  );
}
