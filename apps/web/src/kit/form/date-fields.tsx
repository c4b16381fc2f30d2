/**
 * The portal's one date field: typed or picked as dd-mm-yyyy (decisions.md "Identifiers"), kept as ISO
 * dates ('2026-03-05') in the form values, as the contracts want them; no screen uses the browser's own
 * date input (its format follows the browser's locale, mm/dd/yyyy in many). The calendar speaks the
 * interface language (dayjs locales). A time of day is a separate native time field, and a moment
 * (date + time) is read as Tashkent time by `tashkentInstant` of packages/domain (dates.ts).
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
import { parseDisplayDate } from '@portal/domain';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/use-language';

export const DAYJS_LOCALE: Record<Language, string> = { lt: 'uz-latn', uz: 'uz', ru: 'ru', eng: 'en' };

/** The interface language's calendar around the form's date fields. */
export function DatesLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}

/** A day, empty as null (a choice the form holds as null when none is made). */
export function DayField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DatesLanguage>
      <DateInput
        valueFormat="DD-MM-YYYY"
        dateParser={parseDisplayDate}
        placeholder="dd-mm-yyyy"
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        clearable={!props.required}
        {...props}
      />
    </DatesLanguage>
  );
}

/**
 * A day in a form whose empty fields hold '' (the schemas of these forms take '' for "no date"): the
 * same field as DayField, giving '' when cleared. `{...field('date', label, testId)}` spreads into it.
 */
export function TextDayField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
}) {
  return <DayField {...props} value={value || null} onChange={(day) => onChange?.(day ?? '')} />;
}

export function TimeField(props: TimeInputProps) {
  return <TimeInput leftSection={<IconClock size={18} aria-hidden="true" />} {...props} />;
}
