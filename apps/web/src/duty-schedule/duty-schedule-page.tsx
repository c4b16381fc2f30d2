/**
 * /lawyer-profile/duty-schedule (dutySchedule/month, assign, unassign, copyLastMonth, publish): a regional
 * chamber builds this month's and next month's duty schedule of its region (ADMIN: of the region chosen):
 * the lawyers on duty each day with their languages, the days a language is not covered, copying last
 * month, publishing, and the history of the published schedule's changes. The server checks every rule;
 * a refusal comes back as the toast, and its whole reason stays under the field it names.
 * A day shows how many lawyers are on duty and the languages it lacks; its lawyers are listed when the day
 * is opened (a region's month holds hundreds of duties), and a day a lawyer was just put on opens by itself.
 */
import { Alert, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DutyLawyer, DutyMonth, DutyMonthDay } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconCopy,
  IconPlus,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { StatusHistory } from '../kit/detail-layout';
import { apiFieldErrors } from '../kit/form/step-form';
import { QueryState, useUrlState } from '../kit/list';
import { ConfirmButton } from '../kit/confirm-button';
import { monthFromNow, PeriodSelect, shownMonth, useUrlPeriod } from '../kit/period-select';
import { StatusBadge } from '../kit/status-badge';
import { RegionSelect } from '../public/region-select';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

function useLawyerLabel() {
  const { t } = useTranslation('duty');
  return (l: DutyLawyer) => {
    const languages = l.languages.map((x) => x.name).join(', ');
    const gaps = l.gaps.map((g) => t(`gap.${g}`)).join(', ');
    return `${l.fullName} (${languages})${gaps ? ` — ${t('cannot', { gaps })}` : ''}`;
  };
}

interface DayCardProps {
  day: DutyMonthDay;
  month: DutyMonth;
  /** Its lawyers are listed. */
  opened: boolean;
  onToggle: () => void;
}

function DayCard({ day, month, opened, onToggle }: DayCardProps) {
  const { t } = useTranslation('duty');
  const unassign = api.dutySchedules.dutyScheduleUnassign.useMutation();
  const editable = month.can.edit && !day.past;
  const listId = `duty-day-lawyers-${day.date}`;
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      data-testid="duty-day"
      data-date={day.date}
      data-warning={day.uncovered.length > 0 ? 'true' : 'false'}
    >
      <Group justify="space-between" gap={4}>
        <Title order={3} size="h5">
          {t(`weekday.${weekdayOf(day.date)}`)}, {formatDate(day.date)}
        </Title>
        {!day.working && <Text size="xs">{t('weekend')}</Text>}
        {day.past && <Text size="xs">{t('past')}</Text>}
      </Group>
      {day.lawyers.length === 0 ? (
        <Text size="sm" mt={4}>
          {t('nobody')}
        </Text>
      ) : (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            mt={4}
            px={0}
            aria-expanded={opened}
            aria-controls={opened ? listId : undefined}
            rightSection={
              opened ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
            onClick={onToggle}
            data-testid="duty-day-toggle"
          >
            {t('onDutyCount', { count: day.lawyers.length })}
          </Button>
          {opened && (
            <List id={listId} size="sm" mt={4} listStyleType="none" spacing={2}>
              {day.lawyers.map((l) => (
                <List.Item key={l.id} data-testid="duty-day-lawyer" data-lawyer-id={l.id}>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Text size="sm">
                      {l.fullName}{' '}
                      <Text span size="xs">
                        ({l.languages.map((x) => x.name).join(', ')})
                      </Text>
                    </Text>
                    {editable && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('remove', { name: l.fullName, date: formatDate(day.date) })}
                        loading={unassign.isPending}
                        onClick={() =>
                          unassign.mutate(
                            { regionId: month.region.id, date: day.date, lawyerId: l.id },
                            {
                              onSuccess: () =>
                                toast.success(t('removed', { name: l.fullName, date: formatDate(day.date) })),
                            },
                          )
                        }
                      >
                        <IconX size={14} aria-hidden="true" />
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
      {day.uncovered.length > 0 && (
        <Text size="xs" mt={4} fw={600} data-testid="duty-day-uncovered">
          <IconAlertTriangle size={12} color="var(--mantine-color-orange-7)" aria-hidden="true" />{' '}
          {t('uncovered', { languages: day.uncovered.map((l) => l.name).join(', ') })}
        </Text>
      )}
    </Card>
  );
}

/** The form putting a lawyer on duty on a day; `onAdded` is told the day once the lawyer is on it. */
function AddLawyer({ month, onAdded }: { month: DutyMonth; onAdded: (date: string) => void }) {
  const { t } = useTranslation('duty');
  const label = useLawyerLabel();
  const assign = api.dutySchedules.dutyScheduleAssign.useMutation();
  const [date, setDate] = useState<string | null>(null);
  const [lawyerId, setLawyerId] = useState<string | null>(null);
  const days = month.days.filter((d) => !d.past);
  // A refusal stays under the field it names, whole (a toast cuts a long reason), until the next choice.
  const refusals = apiFieldErrors(assign.error);
  const refusalOf = (field: string) => refusals.find((r) => r.field === field)?.message;
  /** A searchable choice of the form: a new choice clears the last refusal; the refusal of `field` stays under it. */
  const choice = (
    field: string,
    testId: string,
    value: string | null,
    set: (value: string | null) => void,
  ) => ({
    value,
    onChange: (chosen: string | null) => {
      assign.reset();
      set(chosen);
    },
    searchable: true,
    error: refusalOf(field),
    errorProps: { 'data-testid': `${testId}-error` },
    'data-testid': testId,
  });
  const add = () => {
    if (!date || !lawyerId) return;
    const lawyer = month.lawyers.find((l) => String(l.id) === lawyerId);
    assign.mutate(
      { regionId: month.region.id, date, lawyerId: Number(lawyerId) },
      {
        onSuccess: () => {
          onAdded(date);
          toast.success(t('added', { name: lawyer?.fullName ?? '', date: formatDate(date) }));
        },
      },
    );
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="duty-add-title">
      <Title order={2} size="h4" id="duty-add-title">
        {t('addTitle')}
      </Title>
      <Group align="flex-end" mt="sm" wrap="wrap">
        <Select
          label={t('date')}
          data={days.map((d) => ({
            value: d.date,
            label: `${formatDate(d.date)}, ${t(`weekday.${weekdayOf(d.date)}`)}`,
          }))}
          w={{ base: '100%', sm: 220 }}
          {...choice('date', 'duty-add-date', date, setDate)}
        />
        <Select
          label={t('lawyer')}
          data={month.lawyers.map((l) => ({ value: String(l.id), label: label(l) }))}
          w={{ base: '100%', sm: 420 }}
          {...choice('lawyerId', 'duty-add-lawyer', lawyerId, setLawyerId)}
        />
        <ActionButton
          icon={IconPlus}
          onClick={add}
          disabled={!date || !lawyerId}
          loading={assign.isPending}
          testId="duty-add-submit"
        >
          {t('add')}
        </ActionButton>
      </Group>
    </Card>
  );
}

function MonthView({ month }: { month: DutyMonth }) {
  const { t } = useTranslation('duty');
  const copy = api.dutySchedules.dutyScheduleCopyLastMonth.useMutation();
  const publish = api.dutySchedules.dutySchedulePublish.useMutation();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (date: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(date)) next.add(date);
      return next;
    });
  const body = { regionId: month.region.id, month: month.month };
  return (
    <Stack gap="md" data-testid="duty-month" data-status={month.status ?? 'NONE'}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>
            {month.region.name} · {shownMonth(month.month)}
          </Text>
          {month.status ? (
            <StatusBadge status={month.status} kind="dutySchedule" testId="duty-status" />
          ) : (
            <Text size="sm" data-testid="duty-status">
              {t('notCreated')}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {month.can.copyLastMonth && (
            <ActionButton
              icon={IconCopy}
              variant="default"
              loading={copy.isPending}
              onClick={() => copy.mutate(body, { onSuccess: (answer) => toast.success(t('copied', answer)) })}
              testId="duty-copy"
            >
              {t('copyLastMonth')}
            </ActionButton>
          )}
          {month.can.publish && (
            <ConfirmButton
              icon={IconSend}
              testId="duty-publish"
              confirm={{
                title: t('publishTitle'),
                text: t('publishText'),
                busy: publish.isPending,
                run: () => publish.mutateAsync(body),
                done: t('publishedDone'),
                testId: 'duty-publish-dialog',
              }}
            >
              {t('publish')}
            </ConfirmButton>
          )}
          {month.can.edit && month.status !== 'PUBLISHED' && !month.can.publish && (
            <Text size="sm" data-testid="duty-publish-needs-duty">
              {t('publishNeedsDuty')}
            </Text>
          )}
        </Group>
      </Group>
      <Text size="sm">{t('languages', { languages: month.languages.map((l) => l.name).join(', ') })}</Text>
      {month.warnings > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} data-testid="duty-warnings">
          {t('warnings', { count: month.warnings })}
        </Alert>
      ) : (
        month.id !== null && <Text size="sm">{t('noWarnings')}</Text>
      )}
      {month.id === null && <Text data-testid="duty-empty">{t('noSchedule')}</Text>}
      {!month.can.edit && <Text size="sm">{t('readOnly')}</Text>}
      {month.can.edit && (
        <AddLawyer month={month} onAdded={(date) => setOpened((now) => new Set(now).add(date))} />
      )}
      <section aria-labelledby="duty-calendar-title">
        <Title order={2} size="h4" id="duty-calendar-title" mb="sm">
          {t('calendar')}
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3, lg: 4 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="duty-calendar"
        >
          {month.days.map((day) => (
            <DayCard
              key={day.date}
              day={day}
              month={month}
              opened={opened.has(day.date)}
              onToggle={() => toggle(day.date)}
            />
          ))}
        </SimpleGrid>
      </section>
      {month.history.length > 0 && (
        <section aria-labelledby="duty-history-title">
          <Title order={2} size="h4" id="duty-history-title" mb="sm">
            {t('history')}
          </Title>
          <StatusHistory history={month.history} />
        </section>
      )}
    </Stack>
  );
}

export function DutySchedulePage() {
  const { t } = useTranslation('duty');
  const account = useCurrentAccount().data;
  const url = useUrlState();
  const months = [monthFromNow(0), monthFromNow(1)];
  const month = useUrlPeriod('month', months, months[1]!);
  const regionId = url.getId('regionId');
  const needsRegion = account !== undefined && account.role !== 'REGION_CHAMBER';
  const schedule = api.dutySchedules.dutyScheduleMonth.useQuery(
    { query: { month, ...(regionId ? { regionId } : {}) } },
    { enabled: account !== undefined && (!needsRegion || regionId !== undefined) },
  );
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Group mb="md" align="flex-end" wrap="wrap">
        <PeriodSelect
          name="month"
          label={t('month')}
          periods={months}
          value={month}
          optionLabel={(m) => t(m === months[0] ? 'thisMonth' : 'nextMonth', { month: shownMonth(m) })}
          width={260}
          testId="duty-month-select"
        />
        {needsRegion && (
          <RegionSelect value={regionId} onChange={(id) => url.set({ regionId: id })} testId="duty-region" />
        )}
      </Group>
      {needsRegion && regionId === undefined ? (
        <Text data-testid="duty-choose-region">{t('chooseRegion')}</Text>
      ) : (
        <QueryState query={schedule}>{schedule.data && <MonthView month={schedule.data} />}</QueryState>
      )}
    </>
  );
}
