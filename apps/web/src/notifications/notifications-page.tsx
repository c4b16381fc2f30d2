/**
 * /lawyer-profile/notifications: the user's notifications (getInfo/notificationList, newest first, 100 a
 * page), unread ones marked, "only unread" and "mark all read"; opening one (getInfo/notificationById)
 * marks it read and goes to the request, order or checklist it is about. A lawyer also finds here the
 * requests for state-funded legal aid drawn to them (second tab, legal-aid-list-by-user-type).
 */
import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Card, Checkbox, Group, Stack, Tabs, Text } from '@mantine/core';
import type { NotificationItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconBell, IconChecks, IconGavel } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { DataList, useRegister, useUrlState } from '../kit/list';
import { RequestList } from '../investigator-requests/request-list';
import { lawyerRequestPath, useRequestPath } from '../investigator-requests/request-links';
import { PageHeader } from '../shell/page-header';
import { notificationTarget } from './notification-target';

const LIMIT = 100;

function NotificationRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const requestPath = useRequestPath();
  const open = api.notifications.notificationById.useMutation();
  const target = notificationTarget(item, requestPath);
  const go = () =>
    open.mutate(
      { params: { id: item.id } },
      {
        onSuccess: () => {
          if (target) void navigate(target);
        },
      },
    );
  return (
    <Card
      withBorder
      padding="sm"
      style={
        item.read
          ? undefined
          : { borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-primary-color-filled)' }
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1 }}>
          <Group gap="xs">
            {!item.read && (
              <Badge size="sm" variant="filled" data-testid="notification-unread">
                {t('unreadMark')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {formatDateTime(item.createdAt)}
            </Text>
          </Group>
          <Text fw={item.read ? 400 : 700}>{item.text}</Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          loading={open.isPending}
          onClick={go}
          data-testid="notification-open"
        >
          {target ? t('open') : t('markRead')}
        </Button>
      </Group>
    </Card>
  );
}

function NotificationList() {
  const { t } = useTranslation('notifications');
  const notifications = useRegister(
    api.notifications.notificationList,
    (url) => ({ unreadOnly: url.get('unread') === 'true' ? 'true' : undefined }),
    { limit: LIMIT },
  );
  const { get, set } = notifications.list.url;
  const unreadOnly = get('unread') === 'true';
  const markRead = api.notifications.notificationMarkRead.useMutation();
  const unreadIds = (notifications.query.data?.list ?? []).filter((n) => !n.read).map((n) => n.id);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label={t('unreadOnly')}
          checked={unreadOnly}
          onChange={(e) => set({ unread: e.currentTarget.checked ? 'true' : undefined })}
          data-testid="notifications-unread-only"
        />
        <Group gap="sm">
          <Text size="sm" data-testid="notifications-unread-count">
            {t('unreadCount', { count: notifications.query.data?.unread ?? 0 })}
          </Text>
          <ActionButton
            icon={IconChecks}
            variant="light"
            disabled={unreadIds.length === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ ids: unreadIds })}
            testId="notifications-mark-all"
          >
            {t('markAllRead')}
          </ActionButton>
        </Group>
      </Group>
      <DataList
        empty={{ text: t('emptyList.all') }}
        {...notifications}
        layout="cards"
        label={t('title')}
        cards={{ render: (n) => <NotificationRow item={n} />, testId: 'notification-list' }}
        rowProps={(n) => ({
          'data-testid': 'notification-row',
          'data-kind': n.kind,
          'data-read': n.read,
          'data-entity': `${n.entityType}:${n.entityId}`,
        })}
      />
    </Stack>
  );
}

/** The tabs a lawyer sees: the notifications, and the investigator requests drawn to them. */
const TABS = [
  { value: 'notifications', Icon: IconBell },
  { value: 'requests', Icon: IconGavel },
] as const;

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const account = useCurrentAccount();
  const { get, set } = useUrlState();
  const lawyer = account.data?.permissions.includes('investigatorRequest.respond') ?? false;
  const tab = lawyer && get('tab') === 'requests' ? 'requests' : 'notifications';
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {lawyer ? (
        <Tabs
          value={tab}
          onChange={(value) =>
            set({
              tab: value === 'requests' ? 'requests' : undefined,
              page: undefined,
              unread: undefined,
              status: undefined,
              search: undefined,
            })
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            {TABS.map(({ value, Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={18} aria-hidden="true" />}
                data-testid={`tab-${value}`}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="notifications">
            <NotificationList />
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <RequestList source="lawyer" path={lawyerRequestPath} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <NotificationList />
      )}
    </>
  );
}
