/**
 * Date fields of the legal-aid forms: typed or picked as dd-mm-yyyy (decisions.md "Identifiers"), kept
 * as ISO dates ('2026-03-05') in the form values, as the contracts want them. The calendar speaks the
 * interface language (dayjs locales). A time of day is a separate native time field, and a moment
 * (date + time) is read as Tashkent time (UTC+5, no daylight saving).
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz';
import 'dayjs/locale/uz-latn';
import {
  DateInput,
  type DateInputProps,
  DatesProvider,
  TimeInput,
  type TimeInputProps,
} from '@mantine/dates';
import type { Language } from '@portal/contracts';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/use-language';

const DAYJS_LOCALE: Record<Language, string> = { lt: 'uz-latn', uz: 'uz', ru: 'ru', eng: 'en' };

/** dd-mm-yyyy (also d.m.yyyy, d/m/yyyy) -> 'yyyy-mm-dd', or null when it is not a calendar day. */
export function parseDay(text: string): string | null {
  const m = /^\s*(\d{1,2})[-./](\d{1,2})[-./](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** An ISO date and a 'HH:mm' time in Tashkent -> the ISO timestamp of that moment. */
export function tashkentMoment(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${day}T${time}:00+05:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The interface language's calendar around the form's date fields. */
export function DatesLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}

export function DayField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput
      valueFormat="DD-MM-YYYY"
      dateParser={parseDay}
      placeholder="dd-mm-yyyy"
      leftSection={<IconCalendar size={18} aria-hidden="true" />}
      clearable={!props.required}
      {...props}
    />
  );
}

export function TimeField(props: TimeInputProps) {
  return <TimeInput leftSection={<IconClock size={18} aria-hidden="true" />} {...props} />;
}
