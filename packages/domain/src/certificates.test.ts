import { describe, expect, it } from 'vitest';
import { addDays, certificateExpiryOn } from './certificates';

describe('certificate expiry marks', () => {
  const today = '2026-11-25';
  it.each([
    [400, null],
    [91, null],
    [90, 'WARNING'],
    [31, 'WARNING'],
    [30, 'DANGER'],
    [0, 'DANGER'],
    [-1, 'EXPIRED'],
    [-3000, 'EXPIRED'],
  ] as const)('%i days before the end date: %s', (days, mark) => {
    expect(certificateExpiryOn(addDays(today, days), today)).toBe(mark);
  });

  it('counts calendar days across a leap day and a year end', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(certificateExpiryOn('2028-05-28', '2028-02-28')).toBe('WARNING'); // 90 days, 29 February among them
    expect(certificateExpiryOn('2028-05-29', '2028-02-28')).toBeNull();
  });
});
