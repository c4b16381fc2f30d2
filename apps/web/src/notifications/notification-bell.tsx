/**
 * The unread count in the header: a bell beside the user menu, linking to the
 * notifications page, with the count of unread notifications (getInfo/notificationUnreadCount, asked
 * every minute and after any change of legal-aid data in this tab). Signed-in users only, and only with
 * the permission to read notifications (so the call can never answer 403); its texts arrive with it.
 */
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { loadNamespaces } from '../i18n/i18n';

export function NotificationBell() {
  const account = useCurrentAccount();
  const allowed = account.data?.permissions.includes('notification.view') ?? false;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void loadNamespaces(['notifications']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [allowed]);
  // Refreshed every minute, and whenever a legal-aid change happens in this tab (the area's refresh).
  const unread = api.notifications.notificationUnreadCount.useQuery(
    {},
    { enabled: allowed, refetchInterval: 60_000 },
  );
  const { t } = useTranslation('notifications');
  if (!allowed || !ready) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red.8"
      data-testid="notification-bell-count"
      data-count={count}
    >
      <ActionIcon
        component={Link}
        to="/lawyer-profile/notifications"
        variant="light"
        size="lg"
        aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
        data-testid="notification-bell"
      >
        <IconBell size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
