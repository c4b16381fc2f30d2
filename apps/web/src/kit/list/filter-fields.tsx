/**
 * The filters of a list, one kind per thing a screen filters by, so that it names what and not how: a
 * search with its hint, a choice among fixed values or named records, a region, a workflow's statuses, a yes/no state,
 * "only these", a day or a range of days, a day or a PINFL typed by hand. Screens take them from `Filter`
 * (`<Filter.Search …/>`, `<Filter.Choice …/>`…), inside `<ListFilters>`; the URL values they write are
 * read back with `filterReader` (filter-values.ts). The typed and chosen fields beneath them are
 * list-filters.tsx's `TypedFilter` and `ChoiceFilter`.
 */
import { useTranslation } from 'react-i18next';
import type { StatusKind } from '@portal/domain';
import { useRegions } from '../../api/reference';
import { useStatusLabel } from '../status-badge';
import { ChoiceFilter, DayFilter, TypedFilter } from './list-filters';
import { dayFromUrl, dayToUrl } from './filter-values';

/** `name` (default `search`) typed and applied on "Search", with the hint below it. */
function FilterSearch({
  label,
  hint,
  testId,
  name = 'search',
  maxLength,
}: {
  label: string;
  hint?: string;
  testId?: string;
  name?: string;
  maxLength?: number;
}) {
  return <TypedFilter name={name} label={label} description={hint} testId={testId} maxLength={maxLength} />;
}

interface ChoiceProps<T> {
  name: string;
  label: string;
  values: readonly T[];
  optionLabel: (value: T) => string;
  testId?: string;
  searchable?: boolean;
  placeholder?: string;
}

/** A choice among `values`, each shown as `optionLabel(value)`, applied at once. */
function FilterChoice<T extends string | number>({
  name,
  label,
  values,
  optionLabel,
  testId,
  searchable,
  placeholder,
}: ChoiceProps<T>) {
  return (
    <ChoiceFilter
      name={name}
      label={label}
      data={values.map((value) => ({ value: String(value), label: optionLabel(value) }))}
      testId={testId}
      searchable={searchable}
      placeholder={placeholder}
    />
  );
}

type NamedProps = Omit<ChoiceProps<number>, 'values' | 'optionLabel'> & {
  options: readonly { id: number; name: string }[];
};

/** A choice among named records (a reference list's values): the id in the URL, shown by its name. */
function FilterNamed({ options, ...choice }: NamedProps) {
  return (
    <FilterChoice
      {...choice}
      values={options.map((o) => o.id)}
      optionLabel={(id) => options.find((o) => o.id === id)?.name ?? String(id)}
    />
  );
}

/** A region of Uzbekistan (`name`, default `region`: its id), by its name in the interface language. */
function FilterRegion({
  name = 'region',
  ...choice
}: Omit<NamedProps, 'options' | 'name'> & { name?: string }) {
  const regions = useRegions();
  return <FilterNamed {...choice} name={name} options={regions.data?.list ?? []} />;
}

/** A row's yes/no state (the flag its column shows) chosen as `true` / `false` in the URL. */
function FilterYesNo({
  flag,
  testId,
}: {
  flag: { key: string; title: string; yes: string; no: string };
  testId?: string;
}) {
  return (
    <ChoiceFilter
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

/** "Only these": `name` set to `true` by its one choice (`only`, the rows it keeps), or left out (every row). */
function FilterOnly({
  name,
  label,
  only,
  testId,
}: {
  name: string;
  label: string;
  only: string;
  testId?: string;
}) {
  return <ChoiceFilter name={name} label={label} data={[{ value: 'true', label: only }]} testId={testId} />;
}

/** `status` among a workflow's statuses, labelled from `common:status` (the badge's labels). */
function FilterStatus({
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
function FilterDayRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <DayFilter name="dateFrom" label={from} />
      <DayFilter name="dateTo" label={to} />
    </>
  );
}

/** A day typed as dd-mm-yyyy (kept in the URL as an ISO date); `invalid` when it is no calendar day. */
function FilterTypedDay({
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
    <TypedFilter
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
function FilterPinfl({ name, label, testId }: { name: string; label: string; testId?: string }) {
  return (
    <TypedFilter name={name} label={label} mask="99999999999999" raw inputMode="numeric" testId={testId} />
  );
}

/** A day (yyyy-mm-dd in the URL) picked from a calendar, applied at once. */
function FilterDay({ name, label, testId }: { name: string; label: string; testId?: string }) {
  return <DayFilter name={name} label={label} testId={testId} />;
}

/** The filter fields, the one way to write them: `<Filter.Search …/>`, `<Filter.YesNo …/>`, `<Filter.Status …/>`… */
export const Filter = {
  Search: FilterSearch,
  Choice: FilterChoice,
  Named: FilterNamed,
  Region: FilterRegion,
  YesNo: FilterYesNo,
  Only: FilterOnly,
  Status: FilterStatus,
  Day: FilterDay,
  DayRange: FilterDayRange,
  TypedDay: FilterTypedDay,
  Pinfl: FilterPinfl,
};
