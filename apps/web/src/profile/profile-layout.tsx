/**
 * /profile (spec section 2, needs sign-in): the person's own corner beside the cabinet. The person's
 * name, a row of the sections they may open (profile-sections.ts: aplication, order, notifications,
 * contracts, yumom, forum) and the section, or "no access" when its route's
 * permission (`handle`, as in the cabinet) is not held. What each section shows: docs/domain.md,
 * "The citizen's /profile".
 */
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { neededPermission } from '../cabinet/cabinet-layout';
import { NoAccess } from '../cabinet/no-access';
import { useDisplayName } from '../i18n/display-name';
import { AccountNotReady } from '../cabinet/account-not-ready';
import { profileSectionsOpenTo } from './profile-sections';

export function ProfileLayout() {
  const { t } = useTranslation('cabinet');
  const displayName = useDisplayName();
  const account = useCurrentAccount();
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!account.data) return <AccountNotReady account={account} />;
  const needed = neededPermission(matches);
  const allowed = needed === 'signedIn' || account.data.permissions.includes(needed);
  return (
    <Container size="xl" py="lg" data-testid="profile" data-role={account.data.role}>
      <Stack gap="md">
        <Text fw={700} data-testid="profile-user-name">
          {displayName(account.data.fullName)}
        </Text>
        <nav aria-label={t('profilePage.nav')} data-testid="profile-nav">
          <Group gap="xs">
            {profileSectionsOpenTo(account.data.permissions).map(({ id: section }) => {
              const to = `/profile/${section}`;
              const current = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <Button
                  key={section}
                  component={Link}
                  to={to}
                  mih={44}
                  variant={current ? 'filled' : 'light'}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`profile-nav-${section}`}
                >
                  {t(`profileArea.${section}`)}
                </Button>
              );
            })}
          </Group>
        </nav>
        {allowed ? <Outlet /> : <NoAccess />}
      </Stack>
    </Container>
  );
}
