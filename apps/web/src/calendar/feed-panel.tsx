/**
 * The personal iCalendar feed on the calendar page: create an address (shown this once, to copy into a
 * phone's calendar), replace it with a new one (the old one stops working) or revoke it.
 */
import { CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CalendarFeedAddress } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconCalendarShare, IconCheck, IconCopy, IconLinkOff } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { ConfirmButton } from '../kit/confirm-button';
import { TitledSection } from '../kit/titled-section';
import { toast } from '../shell/toast';

export function FeedPanel() {
  const { t } = useTranslation('calendar');
  const feed = api.calendar.calendarFeed.useQuery();
  const create = api.calendar.calendarFeedCreate.useMutation();
  const revoke = api.calendar.calendarFeedRevoke.useMutation();
  const [created, setCreated] = useState<CalendarFeedAddress | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (address) => {
        setCreated(address);
        toast.success(t('feed.created'));
      },
    });
  return (
    <TitledSection title={t('feed.title')} testId="calendar-feed">
      <Text size="sm">{t('feed.lead')}</Text>
      <QueryState query={feed}>
        {feed.data && (
          <Stack gap="sm">
            {created ? (
              <Stack gap={4}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('feed.address')}
                    value={created.url}
                    readOnly
                    style={{ flex: 1, minWidth: 0 }}
                    onFocus={(e) => e.currentTarget.select()}
                    data-testid="calendar-feed-url"
                  />
                  <CopyButton value={created.url}>
                    {({ copied, copy }) => (
                      <ActionButton
                        icon={copied ? IconCheck : IconCopy}
                        variant="default"
                        onClick={copy}
                        testId="calendar-feed-copy"
                      >
                        {copied ? t('feed.copied') : t('feed.copy')}
                      </ActionButton>
                    )}
                  </CopyButton>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('feed.shownOnce')}
                </Text>
              </Stack>
            ) : (
              <Text data-testid="calendar-feed-state">
                {feed.data.active
                  ? t('feed.active', { since: formatDateTime(feed.data.createdAt) })
                  : t('feed.none')}
              </Text>
            )}
            <Group gap="sm">
              <ActionButton
                icon={IconCalendarShare}
                onClick={make}
                loading={create.isPending}
                testId="calendar-feed-create"
              >
                {feed.data.active ? t('feed.replace') : t('feed.create')}
              </ActionButton>
              {feed.data.active && (
                <ConfirmButton
                  icon={IconLinkOff}
                  variant="default"
                  color="red"
                  testId="calendar-feed-revoke"
                  confirm={{
                    title: t('feed.revokeTitle'),
                    text: t('feed.revokeText'),
                    busy: revoke.isPending,
                    run: () => revoke.mutateAsync(undefined),
                    done: t('feed.revoked'),
                    onDone: () => setCreated(null),
                    testId: 'calendar-feed-revoke-dialog',
                  }}
                >
                  {t('feed.revoke')}
                </ConfirmButton>
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
