import { DIRECTOR_ACTORS } from './actors';
import { type EventOf, stepsBy, workflowTable } from './workflow';

/**
 * The half-year report of a structure (decisions.md "Half-year report", docs/domain.md "Half-year
 * reports"): the director (DIRECTOR, or NEW_DIRECTOR: a director who is no lawyer) fills it (DRAFT) and
 * SIGNs it with their e-signature; the regional chamber of the structure's region accepts it, then the
 * republic chamber, then the ministry signs it. The reviewer whose turn it is may RETURN it with a reason
 * (CANCELED); the director EDITs it (DRAFT again) and signs it again.
 */
export const HALF_YEAR_REPORT_WORKFLOW = workflowTable({
  name: 'half-year-report',
  creation: { DRAFT: DIRECTOR_ACTORS },
  states: {
    DRAFT: { SIGN: { to: 'DIRECTOR_SIGNED', who: DIRECTOR_ACTORS } },
    DIRECTOR_SIGNED: stepsBy(['REGION_CHAMBER'], {
      REGION_ACCEPT: 'REGION_PALATA_ACCEPTED',
      RETURN: 'CANCELED',
    }),
    REGION_PALATA_ACCEPTED: stepsBy(['REPUBLIC_CHAMBER'], {
      REPUBLIC_ACCEPT: 'REPUBLIC_PALATA_ACCEPTED',
      RETURN: 'CANCELED',
    }),
    REPUBLIC_PALATA_ACCEPTED: stepsBy(['MINISTRY'], { MINISTRY_SIGN: 'MINISTRY_SIGNED', RETURN: 'CANCELED' }),
    MINISTRY_SIGNED: 'final',
    CANCELED: { EDIT: { to: 'DRAFT', who: DIRECTOR_ACTORS } },
  },
});

export const HALF_YEAR_REPORT_STATUSES = HALF_YEAR_REPORT_WORKFLOW.states;
export type HalfYearReportStatus = (typeof HALF_YEAR_REPORT_STATUSES)[number];
export type HalfYearReportEvent = EventOf<typeof HALF_YEAR_REPORT_WORKFLOW>;

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
