/**
 * /lawyer-profile/reception: a citizen or an advocate books a reception slot of a chamber or the ministry
 * (who receives, the day, a free time, the topic, a phone for the SMS) and sees and cancels their bookings
 * (docs/domain.md "Reception booking").
 */
import { Chip, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { receptionBookBody, type ReceptionBooking } from '@portal/contracts';
import { formatDateTime, RECEPTION_RULES, tashkentDayStart, tashkentToday } from '@portal/domain';
import { IconCalendarPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { submitThrough, SubmitForm, useContractForm } from '../kit/form/contract-form';
import { TextDayField } from '../kit/form/date-fields';
import { column, type ListColumn, ListSection, QueryState } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';
import { ErrorAlert } from '../kit/ui';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { hoursLine, officeName } from './office';

const EMPTY = { scheduleId: '', day: '', time: '', topic: '', phone: '' };

function BookingForm() {
  const { t } = useTranslation('reception');
  const schedules = api.reception.receptionSchedules.useQuery();
  const { form, field } = useContractForm(receptionBookBody, EMPTY);
  const { scheduleId, day } = form.values;
  const slots = api.reception.receptionSlots.useQuery(
    { params: { id: Number(scheduleId) }, query: { day } },
    { enabled: scheduleId !== '' && day !== '' },
  );
  const book = api.reception.receptionBook.useMutation();
  const submit = submitThrough(form, book, {
    label: t('book'),
    body: (values) => values,
    after: (booking: ReceptionBooking) => {
      toast.success(t('booked', { when: formatDateTime(booking.startsAt) }));
      form.setFieldValue('time', '');
      form.setFieldValue('topic', '');
    },
  });
  const chosen = schedules.data?.list.find((s) => String(s.id) === scheduleId);
  const today = tashkentToday(new Date());
  return (
    <QueryState query={schedules}>
      {schedules.data &&
        (schedules.data.list.length === 0 ? (
          <Text data-testid="reception-no-schedules">{t('noSchedules')}</Text>
        ) : (
          <SubmitForm
            title={t('bookTitle')}
            card
            submit={submit}
            testId="reception-book"
            icon={IconCalendarPlus}
          >
            <NativeSelect
              label={t('field.schedule')}
              required
              data={[
                { value: '', label: t('pickSchedule'), disabled: true },
                ...schedules.data.list.map((s) => ({
                  value: String(s.id),
                  label: `${officeName(t, s)}: ${s.receiver}`,
                })),
              ]}
              {...form.getInputProps('scheduleId')}
              onChange={(e) => form.setValues({ scheduleId: e.currentTarget.value, time: '' })}
              data-testid="reception-schedule"
            />
            {chosen && (
              <Text size="sm" c="dimmed" data-testid="reception-hours">
                {chosen.place}. {hoursLine(t, chosen)}
              </Text>
            )}
            <TextDayField
              label={t('field.day')}
              required
              minDate={today}
              maxDate={tashkentToday(tashkentDayStart(today, RECEPTION_RULES.horizonDays))}
              {...form.getInputProps('day')}
              onChange={(value) => form.setValues({ day: value, time: '' })}
              data-testid="reception-day"
            />
            {slots.data && (
              <SlotChoice
                slots={slots.data}
                value={form.values.time}
                onChange={(time) => form.setFieldValue('time', time)}
                error={form.errors.time}
              />
            )}
            <Textarea label={t('field.topic')} {...field('topic')} data-testid="reception-topic" />
            <TextInput
              label={t('field.phone')}
              description={t('phoneHint')}
              inputMode="tel"
              autoComplete="tel"
              {...field('phone')}
              data-testid="reception-phone"
            />
          </SubmitForm>
        ))}
    </QueryState>
  );
}

function SlotChoice({
  slots,
  value,
  onChange,
  error,
}: {
  slots: { closed: boolean; slots: { time: string; free: boolean }[] };
  value: string;
  onChange: (time: string) => void;
  error: unknown;
}) {
  const { t } = useTranslation('reception');
  if (slots.closed) return <Text data-testid="reception-closed-day">{t('closedDay')}</Text>;
  const free = slots.slots.filter((s) => s.free);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="reception-slots">
      <Text component="legend" size="sm" fw={500} mb={4}>
        {t('field.slot')}
      </Text>
      {free.length === 0 && <Text>{t('noFreeSlot')}</Text>}
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs">
          {slots.slots.map((s) => (
            <Chip
              key={s.time}
              value={s.time}
              disabled={!s.free}
              data-testid="reception-slot"
              data-time={s.time}
            >
              {s.free ? s.time : `${s.time} (${t('taken')})`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {typeof error === 'string' && (
        <ErrorAlert mt="xs" data-testid="reception-slot-error">
          {error}
        </ErrorAlert>
      )}
    </fieldset>
  );
}

function MyBookings() {
  const { t } = useTranslation('reception');
  const statusLabel = useStatusLabel();
  const mine = api.reception.receptionMine.useQuery();
  const cancel = api.reception.receptionCancel.useMutation();
  const when = (b: ReceptionBooking) => formatDateTime(b.startsAt);
  const columns: ListColumn<ReceptionBooking>[] = [
    { key: 'when', title: t('field.when'), value: when },
    { key: 'office', title: t('field.office'), value: (b) => `${officeName(t, b)}: ${b.receiver}` },
    { key: 'place', title: t('field.place'), value: (b) => b.place },
    { key: 'topic', title: t('field.topic'), value: (b) => b.topic },
    column.status({ title: t('field.status'), label: statusLabel }),
    column.actions({
      title: t('cancel'),
      name: when,
      actions: (b) => [
        {
          when: b.can.cancel,
          label: t('cancel'),
          icon: IconX,
          danger: true,
          confirm: {
            title: t('cancelTitle'),
            text: t('cancelText', { when: when(b) }),
            busy: cancel.isPending,
            run: () => cancel.mutateAsync({ id: b.id }),
            done: t('cancelled'),
            testId: 'reception-cancel-dialog',
          },
          testId: 'reception-cancel',
        },
      ],
    }),
  ];
  return (
    <ListSection
      title={t('mine')}
      sectionTestId="reception-mine"
      query={mine}
      empty={{ text: t('emptyList.mine') }}
      columns={columns}
      testId={{ table: 'reception-bookings', row: 'reception-booking' }}
      rowProps={(b) => ({ 'data-status': b.status, 'data-when': when(b) })}
    />
  );
}

export function ReceptionPage() {
  const { t } = useTranslation('reception');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', { hours: RECEPTION_RULES.cancelBeforeHours })} />
      <Stack gap="xl">
        <BookingForm />
        <MyBookings />
      </Stack>
    </>
  );
}
