import { describe, expect, it } from 'vitest';
import { addDays, addYears, ageOn, daysToIso, isoToDays } from './dates';

describe('dates', () => {
  it('round-trips ISO dates through day numbers', () => {
    expect(isoToDays('1970-01-01')).toBe(0);
    expect(daysToIso(isoToDays('2000-02-29'))).toBe('2000-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('rejects text that is not a calendar date', () => {
    expect(() => isoToDays('2001-02-29')).toThrow(RangeError);
    expect(() => isoToDays('01.02.2001')).toThrow(RangeError);
  });

  it('adds years, turning 29 February into 28 February when needed', () => {
    expect(addYears('2016-05-10', 10)).toBe('2026-05-10');
    expect(addYears('2000-02-29', 10)).toBe('2010-02-28');
    expect(addYears('2000-02-29', 4)).toBe('2004-02-29');
  });

  it('computes ages on a date', () => {
    expect(ageOn('2008-01-01', '2026-01-01')).toBe(18);
    expect(ageOn('2008-01-02', '2026-01-01')).toBe(17);
    expect(ageOn('1945-01-02', '2026-01-01')).toBe(80);
  });
});
