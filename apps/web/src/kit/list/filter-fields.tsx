/**
 * The usual filters of a list, built on `FilterText` / `FilterSelect` / `FilterDay` so that a screen
 * names what it filters by and not how: a search with its hint, a yes/no choice, a choice among fixed
 * values (a workflow's statuses), a range of days, a day or a PINFL typed by hand. They belong inside
 * `<ListFilters>`; the URL values they write are read back with `filterReader` (filter-values.ts).
 */
import { useTranslation } from 'react-i18next';
import type { StatusKind } from '@portal/domain';
import { useStatusLabel } from '../status-badge';
import { FilterDay, FilterSelect, FilterText } from './list-filters';
import { dayFromUrl, dayToUrl } from './filter-values';

/** `name` (default `search`) typed and applied on "Search", with the hint below it. */
export function FilterSearch({
  label,
  hint,
  testId,
  name = 'search',
}: {
  label: string;
  hint?: string;
  testId?: string;
  name?: string;
}) {
  return <FilterText name={name} label={label} description={hint} testId={testId} />;
}

/** A choice among `values`, each shown as `optionLabel(value)`. */
export function FilterChoice<T extends string | number>({
  name,
  label,
  values,
  optionLabel,
  testId,
  searchable,
}: {
  name: string;
  label: string;
  values: readonly T[];
  optionLabel: (value: T) => string;
  testId?: string;
  searchable?: boolean;
}) {
  return (
    <FilterSelect
      name={name}
      label={label}
      data={values.map((value) => ({ value: String(value), label: optionLabel(value) }))}
      testId={testId}
      searchable={searchable}
    />
  );
}

/** A row's yes/no state (the flag its column shows) chosen as `true` / `false` in the URL. */
export function FilterYesNo({
  flag,
  testId,
}: {
  flag: { key: string; title: string; yes: string; no: string };
  testId?: string;
}) {
  return (
    <FilterSelect
      name={flag.key}
      label={flag.title}
      data={[
        { value: 'true', label: flag.yes },
        { value: 'false', label: flag.no },
      ]}
      testId={testId}
    />
  );
}

/** `status` among a workflow's statuses, labelled from `common:status` (the badge's labels). */
export function FilterStatus({
  statuses,
  label,
  kind,
  testId,
}: {
  statuses: readonly string[];
  label: string;
  kind?: StatusKind;
  testId?: string;
}) {
  const statusLabel = useStatusLabel();
  return (
    <FilterChoice
      name="status"
      label={label}
      values={statuses}
      optionLabel={(s) => statusLabel(s, kind)}
      testId={testId}
    />
  );
}

/** `dateFrom` and `dateTo` picked from a calendar. */
export function FilterDayRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <FilterDay name="dateFrom" label={from} />
      <FilterDay name="dateTo" label={to} />
    </>
  );
}

/** A day typed as dd-mm-yyyy (kept in the URL as an ISO date); `invalid` when it is no calendar day. */
export function FilterTypedDay({
  name,
  label,
  invalid,
  testId,
}: {
  name: string;
  label: string;
  invalid: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <FilterText
      name={name}
      label={label}
      mask="99-99-9999"
      placeholder={t('date.format')}
      fromUrl={dayFromUrl}
      toUrl={dayToUrl}
      invalid={invalid}
      testId={testId}
    />
  );
}

/** A PINFL (14 digits) typed on a digit keyboard. */
export function FilterPinfl({ name, label, testId }: { name: string; label: string; testId?: string }) {
  return (
    <FilterText name={name} label={label} mask="99999999999999" raw inputMode="numeric" testId={testId} />
  );
}

/** The filter fields, one import: `<Filter.Search …/>`, `<Filter.YesNo …/>`, `<Filter.Status …/>`… */
export const Filter = {
  Text: FilterText,
  Select: FilterSelect,
  Day: FilterDay,
  Search: FilterSearch,
  Choice: FilterChoice,
  YesNo: FilterYesNo,
  Status: FilterStatus,
  DayRange: FilterDayRange,
  TypedDay: FilterTypedDay,
  Pinfl: FilterPinfl,
};
