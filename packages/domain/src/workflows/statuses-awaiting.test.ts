import { describe, expect, it } from 'vitest';
import { HALF_YEAR_REPORT_WORKFLOW } from './half-year-report-workflow';
import { statusesAwaiting } from './workflow';

describe('statusesAwaiting', () => {
  it("gives each reviewer of a half-year report the status at which it is the reviewer's turn", () => {
    expect(statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, 'REGION_CHAMBER')).toEqual(['DIRECTOR_SIGNED']);
    expect(statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, 'REPUBLIC_CHAMBER')).toEqual([
      'REGION_PALATA_ACCEPTED',
    ]);
    expect(statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, 'MINISTRY')).toEqual(['REPUBLIC_PALATA_ACCEPTED']);
    expect(statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, 'DIRECTOR')).toEqual(['DRAFT', 'CANCELED']);
    expect(statusesAwaiting(HALF_YEAR_REPORT_WORKFLOW, 'ADMIN')).toEqual([]);
  });
});
