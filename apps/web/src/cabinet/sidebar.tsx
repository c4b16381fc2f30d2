/**
 * The cabinet's navigation: the items whose permission the user holds now (account/current), in their
 * groups (my work, my structure, documents, reference and administration, help), each with its icon. The
 * current page's item is marked. The same navigation is the cabinet's part of the phone menu.
 */
import '@mantine/core/styles/NavLink.css';
import { NavLink, Stack, Text } from '@mantine/core';
import { CABINET_PATH, navGroupsOf, type SidebarItem } from '@portal/contracts';
import type { Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisplayName } from '../i18n/display-name';
import { NAV_ICON } from './nav-icons';

/** The item whose path is the longest prefix of the current path (so a child page keeps its item marked). */
export function activeItemId(items: readonly SidebarItem[], pathname: string): string | undefined {
  let best: SidebarItem | undefined;
  for (const item of items) {
    if (pathname === item.path || pathname.startsWith(`${item.path}/`)) {
      if (!best || item.path.length > best.path.length) best = item;
    }
  }
  return best?.id;
}

/** The cabinet's links in their groups, each group a titled list. */
export function CabinetNav({
  role,
  items,
  onNavigate,
  testId = 'cabinet-sidebar',
}: {
  role: Role;
  items: readonly SidebarItem[];
  onNavigate?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  const active = activeItemId(items, pathname);
  return (
    <nav aria-label={t('sidebar.label')} data-testid={testId}>
      <Stack gap="sm">
        <NavLink
          component={Link}
          to={CABINET_PATH}
          label={t('sidebar.home')}
          leftSection={<NAV_ICON.home size={18} stroke={1.6} aria-hidden="true" />}
          active={pathname === CABINET_PATH}
          aria-current={pathname === CABINET_PATH ? 'page' : undefined}
          onClick={onNavigate}
          data-testid="sidebar-home"
        />
        {navGroupsOf(role, items).map(({ group, items: groupItems }) => {
          const headingId = `${testId}-group-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId} data-testid={`nav-group-${group}`}>
              <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
                {t(`navGroup.${group}`)}
              </Text>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {groupItems.map((item) => {
                  const Icon = NAV_ICON[item.icon];
                  return (
                    <li key={item.id}>
                      <NavLink
                        component={Link}
                        to={item.path}
                        label={t(item.labelKey)}
                        leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
                        active={item.id === active}
                        aria-current={item.id === active ? 'page' : undefined}
                        onClick={onNavigate}
                        data-testid={`sidebar-item-${item.id}`}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </Stack>
    </nav>
  );
}

export function CabinetSidebar({
  role,
  items,
  fullName,
  roleLabel,
}: {
  role: Role;
  items: readonly SidebarItem[];
  fullName: string;
  roleLabel: string;
}) {
  const displayName = useDisplayName();
  return (
    <Stack gap="xs">
      <div>
        <Text fw={700} data-testid="cabinet-user-name">
          {displayName(fullName)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="cabinet-user-role">
          {roleLabel}
        </Text>
      </div>
      <CabinetNav role={role} items={items} />
    </Stack>
  );
}
