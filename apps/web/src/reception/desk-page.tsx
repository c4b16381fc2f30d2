/**
 * /lawyer-profile/reception/desk: an office (a regional chamber, the republic chamber, the ministry)
 * publishes and changes its reception hours and sees a day's visitors, marking who came
 * (docs/domain.md "Reception booking").
 */
import { Checkbox, Group, NumberInput, Pill, Stack, Switch, TextInput } from '@mantine/core';
import { receptionHoursBody, type ReceptionSchedule, type ReceptionVisit } from '@portal/contracts';
import { formatDate, tashkentToday } from '@portal/domain';
import { IconCheck, IconPencil, IconPlus, IconUserX } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { FormDialog, useDialogForm } from '../kit/form/form-dialog';
import { DayField, TextDayField, TimeField } from '../kit/form/date-fields';
import { column, type ListColumn, ListSection } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { hoursLine } from './office';

const NEW_HOURS = {
  receiver: '',
  place: '',
  weekdays: ['1', '2', '3', '4', '5'],
  startTime: '09:00',
  endTime: '12:00',
  slotMinutes: 20 as number | string,
  daysOff: [] as string[],
  active: true,
};

const formValues = (s: ReceptionSchedule | null) =>
  s ? { ...s, weekdays: s.weekdays.map(String) } : NEW_HOURS;

function HoursDialog({ hours, onClose }: { hours: ReceptionSchedule | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('reception');
  const editing = hours !== null && hours !== 'new' ? hours : null;
  const save = api.reception.receptionSaveHours.useMutation();
  const { form, field, dialog } = useDialogForm(receptionHoursBody, formValues(editing), onClose, save, {
    label: t('desk.editTitle'),
    body: (values) => ({ ...values, ...(editing ? { id: editing.id } : {}) }),
    saved: t('desk.saved'),
  });
  const [dayOff, setDayOff] = useState('');
  return (
    <FormDialog
      opened={hours !== null}
      title={t('desk.editTitle')}
      testId="reception-hours-dialog"
      {...dialog}
    >
      <Stack gap="sm">
        <TextInput
          label={t('field.receiver')}
          {...field('receiver')}
          data-testid="reception-hours-receiver"
        />
        <TextInput label={t('field.place')} {...field('place')} data-testid="reception-hours-place" />
        <Checkbox.Group label={t('field.weekdays')} required {...form.getInputProps('weekdays')}>
          <Group gap="sm" mt={4}>
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <Checkbox key={d} value={String(d)} label={t(`weekday.${d}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow>
          <TimeField label={t('field.startTime')} required {...form.getInputProps('startTime')} />
          <TimeField label={t('field.endTime')} required {...form.getInputProps('endTime')} />
        </Group>
        <NumberInput
          label={t('field.slotMinutes')}
          required
          min={10}
          max={120}
          step={5}
          {...form.getInputProps('slotMinutes')}
          data-testid="reception-hours-slot"
        />
        <Group align="flex-end">
          <TextDayField label={t('field.daysOff')} value={dayOff} onChange={setDayOff} />
          <ActionButton
            icon={IconPlus}
            variant="outline"
            disabled={dayOff === ''}
            onClick={() => {
              form.setFieldValue('daysOff', [...new Set([...form.values.daysOff, dayOff])].sort());
              setDayOff('');
            }}
          >
            {t('desk.addDayOff')}
          </ActionButton>
        </Group>
        {form.values.daysOff.length > 0 && (
          <Pill.Group>
            {form.values.daysOff.map((d) => (
              <Pill
                key={d}
                withRemoveButton
                removeButtonProps={{ 'aria-label': formatDate(d) }}
                onRemove={() =>
                  form.setFieldValue(
                    'daysOff',
                    form.values.daysOff.filter((x) => x !== d),
                  )
                }
              >
                {formatDate(d)}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Switch label={t('field.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      </Stack>
    </FormDialog>
  );
}

function OfficeHours() {
  const { t } = useTranslation('reception');
  const hours = api.reception.receptionHours.useQuery();
  const [editing, setEditing] = useState<ReceptionSchedule | 'new' | null>(null);
  const columns: ListColumn<ReceptionSchedule>[] = [
    { key: 'receiver', title: t('field.receiver'), value: (s) => s.receiver },
    { key: 'place', title: t('field.place'), value: (s) => s.place },
    {
      key: 'hours',
      title: t('field.weekdays'),
      value: (s) => (s.active ? hoursLine(t, s) : `${hoursLine(t, s)} (${t('desk.closed')})`),
    },
    { key: 'daysOff', title: t('field.daysOff'), value: (s) => s.daysOff.map(formatDate).join(', ') },
    column.actions({
      title: t('desk.editHours'),
      name: (s) => s.receiver,
      actions: (s) => [
        {
          when: true,
          label: t('desk.editHours'),
          icon: IconPencil,
          onClick: () => setEditing(s),
          testId: 'reception-hours-edit',
        },
      ],
    }),
  ];
  return (
    <ListSection
      title={t('desk.hours')}
      sectionTestId="reception-desk-hours"
      query={hours}
      empty={{ text: t('emptyList.hours') }}
      columns={columns}
      testId={{ table: 'reception-hours', row: 'reception-hours-row' }}
    >
      <div>
        <ActionButton icon={IconPlus} onClick={() => setEditing('new')} testId="reception-hours-add">
          {t('desk.addHours')}
        </ActionButton>
      </div>
      {editing !== null && (
        <HoursDialog
          key={editing === 'new' ? 'new' : editing.id}
          hours={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListSection>
  );
}

function DayList() {
  const { t } = useTranslation('reception');
  const statusLabel = useStatusLabel();
  const [day, setDay] = useState(tashkentToday(new Date()));
  const visits = api.reception.receptionDay.useQuery({ query: { day } });
  const mark = api.reception.receptionMark.useMutation();
  const act = (v: ReceptionVisit, outcome: 'CAME' | 'NO_SHOW') =>
    mark.mutate({ id: v.id, outcome }, { onSuccess: () => toast.success(t('desk.marked')) });
  const columns: ListColumn<ReceptionVisit>[] = [
    { key: 'time', title: t('field.time'), value: (v) => v.time },
    { key: 'visitor', title: t('field.visitor'), value: (v) => v.visitorName },
    { key: 'topic', title: t('field.topic'), value: (v) => v.topic },
    { key: 'phone', title: t('field.phone'), value: (v) => v.phone ?? '' },
    { key: 'receiver', title: t('field.receiver'), value: (v) => v.receiver },
    column.status({ title: t('field.status'), label: statusLabel }),
    column.actions({
      title: t('field.status'),
      key: 'mark',
      name: (v) => `${v.time} ${v.visitorName}`,
      actions: (v) => [
        {
          when: v.can.mark,
          label: t('desk.came'),
          icon: IconCheck,
          onClick: () => act(v, 'CAME'),
          testId: 'reception-came',
        },
        {
          when: v.can.mark,
          label: t('desk.noShow'),
          icon: IconUserX,
          danger: true,
          onClick: () => act(v, 'NO_SHOW'),
          testId: 'reception-no-show',
        },
      ],
    }),
  ];
  return (
    <ListSection
      title={t('desk.dayList')}
      sectionTestId="reception-desk-day"
      above={
        <DayField
          label={t('field.day')}
          value={day}
          clearable={false}
          onChange={(value) => value && setDay(value)}
          data-testid="reception-desk-day-field"
          maw={240}
        />
      }
      query={visits}
      empty={{ text: t('emptyList.visitors') }}
      columns={columns}
      testId={{ table: 'reception-visits', row: 'reception-visit' }}
      rowProps={(v) => ({ 'data-status': v.status, 'data-topic': v.topic })}
    />
  );
}

export function ReceptionDeskPage() {
  const { t } = useTranslation('reception');
  return (
    <>
      <PageHeader title={t('desk.title')} />
      <Stack gap="xl">
        <OfficeHours />
        <DayList />
      </Stack>
    </>
  );
}
