/**
 * /lawyer-profile/calendar: the person's dated items (attendances, hearings, deadlines, due dates,
 * interviews, receptions, duty days) in a month, week or day, each opening its record; the month is
 * Mantine's calendar with each day's count, every view a list by day below it (the one layout on a
 * phone). The period is kept in the URL (`?view=week&day=2026-12-03`). The personal feed's address is
 * created, shown once and revoked below (docs/domain.md "Calendar").
 */
import { Anchor, Button, Group, Indicator, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import type { CalendarItem, CalendarItemKind } from '@portal/contracts';
import { formatDate, formatDateTime, type StatusTone, tashkentToday } from '@portal/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api/api';
import { useLanguage } from '../i18n/use-language';
import { DAYJS_LOCALE, DatesLanguage } from '../kit/form/date-fields';
import { QueryState } from '../kit/list';
import { ToneBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { FeedPanel } from './feed-panel';
import { CALENDAR_VIEWS, type CalendarView, daysOf, periodOf, shiftPeriod } from './periods';

/** Each kind's tone: a day to attend in blue, a deadline in orange, a duty day in green, the rest grey. */
const KIND_TONE: Record<CalendarItemKind, StatusTone> = {
  ATTENDANCE: 'progress',
  HEARING: 'progress',
  EXPERTISE_DEADLINE: 'warn',
  REPORT_DUE: 'warn',
  INTERVIEW: 'progress',
  INTERNSHIP_END: 'neutral',
  RECEPTION: 'progress',
  DUTY: 'good',
};

const isView = (v: string | null): v is CalendarView => CALENDAR_VIEWS.includes(v as CalendarView);
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The record an item opens: a cabinet page (relative path) or a public one (starting with /). */
const linkOf = (link: string) => (link.startsWith('/') ? link : `/lawyer-profile/${link}`);

function ItemRow({ item }: { item: CalendarItem }) {
  const { t } = useTranslation('calendar');
  const when = item.allDay ? t('allDay') : formatDateTime(item.start).slice(-5);
  const title = item.subject ? `${t(`kind.${item.kind}`)}: ${item.subject}` : t(`kind.${item.kind}`);
  return (
    <Paper withBorder p="xs" data-testid="calendar-item" data-kind={item.kind} data-item-id={item.id}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text fw={600} w={72} style={{ flexShrink: 0 }}>
          {when}
        </Text>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <ToneBadge tone={KIND_TONE[item.kind]}>{t(`kind.${item.kind}`)}</ToneBadge>
            {item.link ? (
              <Anchor component={Link} to={linkOf(item.link)} data-testid="calendar-item-open">
                {title}
              </Anchor>
            ) : (
              <Text>{title}</Text>
            )}
          </Group>
          {item.place && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.place}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The items of each day of the period, a day heading each; days without items are left out (but in a day or week view, said so). */
function DayList({ days, items, view }: { days: string[]; items: CalendarItem[]; view: CalendarView }) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const shown = view === 'month' ? days.filter((d) => items.some((i) => i.day === d)) : days;
  if (shown.length === 0) return <Text data-testid="calendar-empty">{t('empty')}</Text>;
  return (
    <Stack gap="md" data-testid="calendar-days">
      {shown.map((day) => {
        const ofDay = items.filter((i) => i.day === day);
        return (
          <section key={day} data-testid="calendar-day" data-day={day} aria-label={formatDate(day)}>
            <Title order={3} size="h5" mb={4}>
              {dayjs(day).locale(DAYJS_LOCALE[language]).format('dddd')}, {formatDate(day)}
            </Title>
            {ofDay.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('nothing')}
              </Text>
            ) : (
              <Stack gap={6}>
                {ofDay.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </Stack>
            )}
          </section>
        );
      })}
    </Stack>
  );
}

function MonthGrid({
  day,
  items,
  onDay,
  onMonth,
}: {
  day: string;
  items: CalendarItem[];
  onDay: (day: string) => void;
  onMonth: (day: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const count = (d: string) => items.filter((i) => i.day === d).length;
  return (
    <DatesLanguage>
      <Calendar
        date={day}
        onDateChange={onMonth}
        minLevel="month"
        maxLevel="month"
        firstDayOfWeek={1}
        hideOutsideDates
        weekendDays={[]}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        getDayProps={(d) => ({
          onClick: () => onDay(d),
          'aria-label': `${formatDate(d)}: ${t('count', { count: count(d) })}`,
          'data-testid': 'calendar-grid-day',
          'data-day': d,
        })}
        renderDay={(d) => {
          const n = count(d);
          return (
            <Indicator size={14} label={n} disabled={n === 0} offset={-2} color="blue">
              <div>{Number(d.slice(8))}</div>
            </Indicator>
          );
        }}
        data-testid="calendar-grid"
      />
    </DatesLanguage>
  );
}

export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const [params, setParams] = useSearchParams();
  const language = useLanguage();
  const today = tashkentToday(new Date());
  const view: CalendarView = isView(params.get('view')) ? (params.get('view') as CalendarView) : 'month';
  const day = isDay(params.get('day')) ? params.get('day')! : today;
  const range = periodOf(view, day);
  const items = api.calendar.calendarItems.useQuery({ query: range });
  const go = (next: { view?: CalendarView; day?: string }) =>
    setParams({ view: next.view ?? view, day: next.day ?? day }, { replace: true });
  const title =
    view === 'month'
      ? dayjs(day).locale(DAYJS_LOCALE[language]).format('MMMM YYYY')
      : range.from === range.to
        ? formatDate(range.from)
        : `${formatDate(range.from)} – ${formatDate(range.to)}`;
  const list = items.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={view}
            onChange={(v) => go({ view: v as CalendarView })}
            data={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`view.${v}`) }))}
            aria-label={t('viewLabel')}
            data-testid="calendar-view"
          />
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => go({ day: shiftPeriod(view, day, -1) })}
              aria-label={t('previous')}
              data-testid="calendar-previous"
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </Button>
            <Button variant="default" onClick={() => go({ day: today })} data-testid="calendar-today">
              {t('today')}
            </Button>
            <Button
              variant="default"
              onClick={() => go({ day: shiftPeriod(view, day, 1) })}
              aria-label={t('next')}
              data-testid="calendar-next"
            >
              <IconChevronRight size={18} aria-hidden="true" />
            </Button>
          </Group>
        </Group>
        <Title order={2} size="h4" data-testid="calendar-period" aria-live="polite">
          {title}
        </Title>
        {view === 'month' && (
          <MonthGrid
            day={day}
            items={list}
            onDay={(d) => go({ view: 'day', day: d })}
            onMonth={(d) => go({ day: d })}
          />
        )}
        <QueryState query={items}>
          {items.data && <DayList days={daysOf(range)} items={list} view={view} />}
        </QueryState>
        <FeedPanel />
      </Stack>
    </>
  );
}
