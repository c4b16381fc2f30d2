/**
 * /lawyer-profile: the person's home page. What awaits them (account/home: one line per section that has
 * something, its count linking to the list filtered to those records, with the nearest due day or the
 * time left), their next dates (the lines with a due day, soonest first) and their main actions (the
 * first three their sections offer: packages/contracts `homeActionsFor`), and the announcements addressed to them.
 */
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CABINET_PATH,
  type CabinetHome,
  homeActionsFor,
  type PendingCount,
  shownHomeCount,
} from '@portal/contracts';
import { formatDate, formatDateTime, type Role, tashkentToday } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { Announcements } from './announcements';
import { CABINET, PENDING_LINES } from './manifest';
import { useCurrentAccount } from '../api/identity';
import { useDisplayName } from '../i18n/display-name';
import { QueryState } from '../kit/list';
import { LinkButton } from '../kit/link-button';
import { PageHeader } from '../shell/page-header';
import { NAV_ICON } from './nav-icons';

/** The list holding a line's records: its declared list with the filter the API gives. */
export function pendingListPath(line: PendingCount): string {
  const list = PENDING_LINES.find((l) => l.id === line.id)?.list ?? CABINET_PATH;
  const query = new URLSearchParams(line.filter).toString();
  return query ? `${list}?${query}` : list;
}

const isDay = (due: string) => /^\d{4}-\d{2}-\d{2}$/.test(due);

/** Within this many hours a deadline reads as the hours left; further off, as the days to it. */
const HOURS_SHOWN_BELOW = 48;

/**
 * A line's due day ("Due 10-01-2027"; a day gone by: "Was due 10-07-2026, 10 days late"), or its moment:
 * the hours left when near, else the days to it.
 */
export function DueText({ due }: { due: string }) {
  const { t } = useTranslation('cabinet');
  // The time left is counted from when the line was first shown.
  const [shownAt] = useState(() => Date.now());
  if (isDay(due)) {
    const today = tashkentToday(new Date(shownAt));
    if (due >= today) return <>{t('home.dueOn', { date: formatDate(due) })}</>;
    const days = Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
    return <>{t('home.overdue', { date: formatDate(due), days })}</>;
  }
  const hours = Math.max(0, Math.floor((new Date(due).getTime() - shownAt) / 3_600_000));
  if (hours < HOURS_SHOWN_BELOW) return <>{t('home.timeLeft', { hours, date: formatDateTime(due) })}</>;
  return <>{t('home.daysLeft', { days: Math.floor(hours / 24), date: formatDateTime(due) })}</>;
}

function labelKeyOf(id: string): string {
  return PENDING_LINES.find((l) => l.id === id)?.labelKey ?? id;
}

function Pending({ home }: { home: CabinetHome }) {
  const { t } = useTranslation('cabinet');
  if (home.pending.length === 0)
    return (
      <Group gap="xs" data-testid="home-nothing-pending">
        <IconCircleCheck size={22} aria-hidden="true" color="var(--mantine-color-green-filled)" />
        <Text>{t('home.nothingPending')}</Text>
      </Group>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {home.pending.map((line) => (
        <Card key={line.id} component="li" withBorder padding="md" data-testid={`pending-${line.id}`}>
          <Anchor
            component={Link}
            to={pendingListPath(line)}
            fw={700}
            data-testid={`pending-link-${line.id}`}
          >
            <Text component="span" fz={28} fw={800} mr="xs" data-testid="pending-count">
              {shownHomeCount(line.count)}
            </Text>
            {t(labelKeyOf(line.id))}
          </Anchor>
          {line.due && (
            <Text size="sm" c="dimmed" mt={4}>
              <DueText due={line.due} />
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function NextDates({ home }: { home: CabinetHome }) {
  const { t } = useTranslation('cabinet');
  const dated = home.pending.filter((l) => l.due).sort((a, b) => a.due!.localeCompare(b.due!));
  if (dated.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-next-dates">
      <Title order={2} size="h3" id="home-next-dates">
        {t('home.nextDates')}
      </Title>
      <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }} data-testid="home-next-dates">
        {dated.map((line) => (
          <li key={line.id}>
            <Text span fw={600}>
              {isDay(line.due!) ? formatDate(line.due!) : formatDateTime(line.due!)}
            </Text>{' '}
            <Anchor component={Link} to={pendingListPath(line)}>
              {t(labelKeyOf(line.id))}
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export function CabinetHomePage() {
  const { t } = useTranslation('cabinet');
  const displayName = useDisplayName();
  const account = useCurrentAccount().data!;
  const home = api.home.cabinetHome.useQuery({}, { staleTime: 0 });
  const actions = homeActionsFor(account.role as Role, account.permissions, CABINET);
  return (
    <Stack gap="xl" data-testid="cabinet-home">
      <PageHeader title={t('home.title')} lead={t('home.lead', { name: displayName(account.fullName) })} />
      <Stack gap="sm" component="section" aria-labelledby="home-pending">
        <Title order={2} size="h3" id="home-pending">
          {t('home.pending')}
        </Title>
        <QueryState query={home}>{home.data && <Pending home={home.data} />}</QueryState>
      </Stack>
      {home.data && <NextDates home={home.data} />}
      <Announcements />
      {actions.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="home-actions">
          <Title order={2} size="h3" id="home-actions">
            {t('home.actions')}
          </Title>
          <Group gap="sm" data-testid="home-actions">
            {actions.map((action) => (
              <LinkButton
                key={action.id}
                to={action.path}
                icon={NAV_ICON[action.icon]}
                variant="light"
                testId={`home-action-${action.id}`}
              >
                {t(action.labelKey)}
              </LinkButton>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
