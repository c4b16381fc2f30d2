/**
 * The period a page shows, chosen in a select among a few and kept in the URL under its `name`: the duty
 * schedule's this and next month, the statistics' last twelve months, a lawyer's years of work. A month is
 * `YYYY-MM`, shown as MM-YYYY.
 */
import { Select } from '@mantine/core';
import { addMonthsIso, tashkentToday } from '@portal/domain';
import { useUrlState } from './list';

/** The month `by` months after this Tashkent month (negative: before), as `YYYY-MM`. */
export function monthFromNow(by: number): string {
  return addMonthsIso(tashkentToday(new Date()), by).slice(0, 7);
}

/** A month as the screens show it: MM-YYYY. */
export const shownMonth = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** The URL's `name` when it is one of `periods`, else `fallback`. */
export function useUrlPeriod(name: string, periods: readonly string[], fallback: string): string {
  const chosen = useUrlState().get(name);
  return chosen && periods.includes(chosen) ? chosen : fallback;
}

/** The select of the URL's `name` among `periods`, each named by `optionLabel` (itself by default). */
export function PeriodSelect({
  name,
  label,
  periods,
  value,
  optionLabel = (period) => period,
  width,
  testId,
}: {
  name: string;
  label: string;
  periods: readonly string[];
  /** The period shown (`useUrlPeriod`). */
  value: string;
  optionLabel?: (period: string) => string;
  /** Its width from the small breakpoint up (full width below). */
  width: number;
  testId: string;
}) {
  const url = useUrlState();
  return (
    <Select
      label={label}
      data={periods.map((p) => ({ value: p, label: optionLabel(p) }))}
      value={value}
      onChange={(chosen) => url.set({ [name]: chosen })}
      allowDeselect={false}
      w={{ base: '100%', sm: width }}
      data-testid={testId}
    />
  );
}
