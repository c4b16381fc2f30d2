/** Half-years as the report screens name and pick them (packages/domain half-year-reports.ts). */
import { type ReportHalf, startedReportPeriods, tashkentToday } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** "2026, January–June" in the reader's language. */
export function usePeriodLabel() {
  const { t } = useTranslation('reports');
  return (p: { year: number; half: number }) => t(p.half === 1 ? 'half1' : 'half2', { year: p.year });
}

/** The value of a half-year in a select or the URL: "2026-1". */
export const periodValue = (p: { year: number; half: number }) => `${p.year}-${p.half}`;

/** A half-year from its value, or null. */
export function parsePeriod(value: string | null | undefined): { year: number; half: ReportHalf } | null {
  const m = /^(\d{4})-([12])$/.exec(value ?? '');
  return m ? { year: Number(m[1]), half: Number(m[2]) as ReportHalf } : null;
}

/** The half-years begun by today, newest first, as select options. */
export function usePeriodOptions() {
  const label = usePeriodLabel();
  return startedReportPeriods(tashkentToday()).map((p) => ({ value: periodValue(p), label: label(p) }));
}
