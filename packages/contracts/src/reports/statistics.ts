/**
 * The statistics dashboard (docs/domain.md "Statistics"): figures of a month, for the country or one
 * region, counted from the records (and kept a minute, so the answer says when they were counted); the
 * same figures as CSV or XLSX with the filters applied.
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { defineCalls, get } from '../kit/define-call';
import { calendarMonth } from '../legal-aid/common';
import { namedRef } from '../public/common';

/** The figures' region (a regional chamber: always its own) and month. */
export const statisticsQuery = z.object({ regionId: idSchema.optional(), month: calendarMonth });
export const statisticsExportQuery = statisticsQuery.extend({ format: z.enum(['csv', 'xlsx']) });

/** The groups of figures, in the dashboard's order. */
export const STATISTICS_GROUPS = [
  'requests',
  'orders',
  'appeals',
  'licenses',
  'checklists',
  'lawyerRequests',
  'certificates',
  'halfYearReports',
  'candidates',
  'expertises',
] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];

export const statisticsFigure = z.object({
  /** Stable key (`sent`, `ELECTRONIC`, `PRO_BONO.ACCEPTED`…): tests and the export's first column. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
});

export const statisticsDashboard = z.object({
  /** Null: the whole country. */
  region: namedRef.nullable(),
  month: z.string(),
  /** When the figures were counted (ISO instant): they are the records as they were then. */
  countedAt: z.string(),
  groups: z.array(
    z.object({ id: z.enum(STATISTICS_GROUPS), title: z.string(), figures: z.array(statisticsFigure) }),
  ),
});
export type StatisticsDashboard = z.infer<typeof statisticsDashboard>;

export const statisticsCalls = defineCalls(['statistics'], 'statistics.view', {
  statisticsDashboard: get('statistics/dashboard', { query: statisticsQuery, response: statisticsDashboard }),
  statisticsExport: get('statistics/export', {
    query: statisticsExportQuery,
    binary: true,
    summary: 'The dashboard of the filters as a CSV or XLSX file',
  }),
});
