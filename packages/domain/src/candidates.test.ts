import { describe, expect, it } from 'vitest';
import { internshipPeriod, photoProblem } from './candidates';
import { addMonthsIso } from './dates';

describe('the candidate photo rule (3×4, taken within the last 6 months)', () => {
  const today = '2026-11-26';
  it.each([
    [{ width: 600, height: 800, takenOn: '2026-11-01' }, null],
    [{ width: 300, height: 400, takenOn: null }, null],
    [{ width: 600, height: 800, takenOn: '2026-05-26' }, null],
    [{ width: 600, height: 800, takenOn: '2026-05-25' }, 'tooOld'],
    [{ width: 800, height: 800, takenOn: '2026-11-01' }, 'notThreeByFour'],
    [{ width: 800, height: 600, takenOn: '2026-11-01' }, 'notThreeByFour'],
    [{ width: 150, height: 200, takenOn: '2026-11-01' }, 'tooSmall'],
    [{ width: 600, height: 800, takenOn: '2026-11-27' }, 'takenInFuture'],
  ] as const)('%o -> %s', (photo, problem) => {
    expect(photoProblem(photo, today)).toBe(problem);
  });
});

describe('calendar months', () => {
  it('keeps the day or clamps it to the end of a shorter month', () => {
    expect(addMonthsIso('2026-11-26', -6)).toBe('2026-05-26');
    expect(addMonthsIso('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonthsIso('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsIso('2027-01-15', -1)).toBe('2026-12-15');
  });
  it('gives a six-month internship', () => {
    expect(internshipPeriod('2026-11-26')).toEqual({ startDate: '2026-11-26', endDate: '2027-05-26' });
  });
});
