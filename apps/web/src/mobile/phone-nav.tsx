/**
 * The bottom navigation of the phone layouts (/mobile, /mobile/appeals, /mobile/news, /mobile/orders):
 * one target per area the person may use (56 px high), the current one marked. It sticks to the bottom
 * of the screen while the page scrolls and rests above the footer at the end.
 */
import { Box, Button, SimpleGrid, Text } from '@mantine/core';
import type { Permission } from '@portal/domain';
import { IconFileText, IconHome, IconLogin, IconMessages, IconNews } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface PhoneNavItem {
  path: string;
  /** The paths under the item start with this. */
  match: string;
  label: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

/** The areas of the phone a person holding `permissions` may use (null: a visitor, not signed in). */
export function phoneNavItems(
  permissions: readonly string[] | null,
  t: (key: string) => string,
): PhoneNavItem[] {
  const may = (p: Permission) => permissions?.includes(p) ?? false;
  const items: PhoneNavItem[] = [{ path: '/mobile', match: '/mobile', label: t('home'), Icon: IconHome }];
  if (may('appeal.createOwn') || may('appeal.respond'))
    items.push({
      path: may('appeal.createOwn') ? '/mobile/appeals' : '/mobile/appeals/inbox',
      match: '/mobile/appeals',
      label: t('appeals'),
      Icon: IconMessages,
    });
  items.push({ path: '/mobile/news', match: '/mobile/news', label: t('news'), Icon: IconNews });
  if (may('order.view'))
    items.push({
      path: '/mobile/orders/list',
      match: '/mobile/orders',
      label: t('orders'),
      Icon: IconFileText,
    });
  if (permissions === null)
    items.push({ path: '/one-id', match: '/one-id', label: t('signIn'), Icon: IconLogin });
  return items;
}

export function PhoneNav({ permissions }: { permissions: readonly string[] | null }) {
  const { t } = useTranslation('shell', { keyPrefix: 'phoneNav' });
  const { pathname } = useLocation();
  const items = phoneNavItems(permissions, t);
  // the longest match is current: /mobile/news is News, not Home
  const current = items
    .filter((i) => pathname === i.match || pathname.startsWith(`${i.match}/`))
    .sort((a, b) => b.match.length - a.match.length)[0];
  return (
    <Box
      component="nav"
      aria-label={t('label')}
      data-testid="phone-nav"
      pos="sticky"
      bottom={0}
      py={6}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 10, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <SimpleGrid cols={items.length} spacing={4}>
        {items.map((item) => (
          <Button
            key={item.path}
            component={Link}
            to={item.path}
            variant={item === current ? 'filled' : 'subtle'}
            h={56}
            px={2}
            aria-current={item === current ? 'page' : undefined}
            data-testid={`phone-nav-${item.match.split('/').pop()}`}
            styles={{ label: { flexDirection: 'column', gap: 2 } }}
          >
            <item.Icon size={20} aria-hidden="true" />
            <Text span size="xs" fw={600} inherit={false} c="inherit">
              {item.label}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  );
}
