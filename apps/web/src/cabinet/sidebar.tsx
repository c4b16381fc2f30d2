/**
 * The cabinet sidebar (spec section 6): the items of packages/domain's policy table whose permission the
 * user holds now (account/current), in its order. The current section is marked for every user.
 */
import '@mantine/core/styles/NavLink.css';
import { NavLink, Stack, Text } from '@mantine/core';
import type { SidebarItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisplayName } from '../i18n/display-name';

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

export function CabinetSidebar({
  items,
  fullName,
  roleLabel,
  onNavigate,
}: {
  items: readonly SidebarItem[];
  fullName: string;
  roleLabel: string;
  onNavigate?: () => void;
}) {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  const active = activeItemId(items, pathname);
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
      <nav aria-label={t('sidebar.label')} data-testid="cabinet-sidebar">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <NavLink
                component={Link}
                to={item.path}
                label={t(item.labelKey)}
                active={item.id === active}
                aria-current={item.id === active ? 'page' : undefined}
                onClick={onNavigate}
                data-testid={`sidebar-item-${item.id}`}
              />
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
