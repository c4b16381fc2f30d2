import { defineWorkflow } from './workflow';

/**
 * The half-year report of a structure (decisions.md "Half-year report", docs/domain.md "Half-year
 * reports"): the director fills it (DRAFT) and SIGNs it with their e-signature; the regional chamber of
 * the structure's region accepts it, then the republic chamber, then the ministry signs it. The reviewer
 * whose turn it is may RETURN it with a reason (CANCELED); the director EDITs it (DRAFT again) and signs
 * it again.
 */
export const HALF_YEAR_REPORT_STATUSES = [
  'DRAFT',
  'DIRECTOR_SIGNED',
  'REGION_PALATA_ACCEPTED',
  'REPUBLIC_PALATA_ACCEPTED',
  'MINISTRY_SIGNED',
  'CANCELED',
] as const;
export type HalfYearReportStatus = (typeof HALF_YEAR_REPORT_STATUSES)[number];

export const HALF_YEAR_REPORT_EVENTS = [
  'SIGN',
  'REGION_ACCEPT',
  'REPUBLIC_ACCEPT',
  'MINISTRY_SIGN',
  'RETURN',
  'EDIT',
] as const;
export type HalfYearReportEvent = (typeof HALF_YEAR_REPORT_EVENTS)[number];

export const HALF_YEAR_REPORT_WORKFLOW = defineWorkflow<HalfYearReportStatus, HalfYearReportEvent>({
  name: 'half-year-report',
  states: HALF_YEAR_REPORT_STATUSES,
  events: HALF_YEAR_REPORT_EVENTS,
  creation: [{ to: 'DRAFT', who: ['DIRECTOR'] }],
  final: ['MINISTRY_SIGNED'],
  transitions: [
    { from: 'DRAFT', event: 'SIGN', to: 'DIRECTOR_SIGNED', who: ['DIRECTOR'] },
    {
      from: 'DIRECTOR_SIGNED',
      event: 'REGION_ACCEPT',
      to: 'REGION_PALATA_ACCEPTED',
      who: ['REGION_CHAMBER'],
    },
    { from: 'DIRECTOR_SIGNED', event: 'RETURN', to: 'CANCELED', who: ['REGION_CHAMBER'] },
    {
      from: 'REGION_PALATA_ACCEPTED',
      event: 'REPUBLIC_ACCEPT',
      to: 'REPUBLIC_PALATA_ACCEPTED',
      who: ['REPUBLIC_CHAMBER'],
    },
    { from: 'REGION_PALATA_ACCEPTED', event: 'RETURN', to: 'CANCELED', who: ['REPUBLIC_CHAMBER'] },
    { from: 'REPUBLIC_PALATA_ACCEPTED', event: 'MINISTRY_SIGN', to: 'MINISTRY_SIGNED', who: ['MINISTRY'] },
    { from: 'REPUBLIC_PALATA_ACCEPTED', event: 'RETURN', to: 'CANCELED', who: ['MINISTRY'] },
    { from: 'CANCELED', event: 'EDIT', to: 'DRAFT', who: ['DIRECTOR'] },
  ],
});

/** States in which the director changes the forms (a CANCELED one becomes DRAFT again by EDIT). */
export const HALF_YEAR_REPORT_EDITABLE: readonly HalfYearReportStatus[] = ['DRAFT', 'CANCELED'];

/** States of a report the director has signed and nobody has returned: it counts as handed in. */
export const HALF_YEAR_REPORT_HANDED_IN: readonly HalfYearReportStatus[] = [
  'DIRECTOR_SIGNED',
  'REGION_PALATA_ACCEPTED',
  'REPUBLIC_PALATA_ACCEPTED',
  'MINISTRY_SIGNED',
];

/** States whose figures are in the region's sum: the regional chamber accepted the report. */
export const HALF_YEAR_REPORT_IN_REGION_SUM: readonly HalfYearReportStatus[] = [
  'REGION_PALATA_ACCEPTED',
  'REPUBLIC_PALATA_ACCEPTED',
  'MINISTRY_SIGNED',
];
