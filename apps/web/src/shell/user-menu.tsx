/** The user menu shown while a token is stored: the stored full name, "sign in to cabinet", sign out. */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NotificationBell } from '../notifications/notification-bell';
import { useStored } from '../storage/use-stored';
import { cabinetPathFor, signOut } from './session';
import { useDisplayName } from '../i18n/display-name';
import { MantineScope } from '../theme/mantine-scope';
import classes from './site-header.module.css';

export function UserMenu() {
  const displayName = useDisplayName();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const fullName = useStored('fullName');
  const role = useStored('role');
  const name = displayName(fullName) || t('user.anonymous');
  return (
    <MantineScope>
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <Menu position="bottom-end" shadow="md" width={240}>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconUserCircle size={22} aria-hidden="true" />}
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              maw={280}
              aria-label={`${t('user.menu')}: ${name}`}
              data-testid="user-menu"
            >
              <span className={classes.phoneHidden} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {name}
              </span>
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={t('user.menu')}>
            <Menu.Item
              component={Link}
              to={cabinetPathFor(role)}
              leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
              data-testid="user-menu-cabinet"
            >
              {t('user.cabinet')}
            </Menu.Item>
            <Menu.Item
              onClick={() => signOut(() => void navigate('/', { replace: true }))}
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              data-testid="user-menu-sign-out"
            >
              {t('user.signOut')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </MantineScope>
  );
}
