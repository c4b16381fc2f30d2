import { describe, expect, it } from 'vitest';
import { parseDay, tashkentMoment } from './date-fields';

describe('date fields', () => {
  it('read dd-mm-yyyy as an ISO date and refuse days that do not exist', () => {
    expect(parseDay('05-03-2026')).toBe('2026-03-05');
    expect(parseDay('5.3.2026')).toBe('2026-03-05');
    expect(parseDay('29-02-2028')).toBe('2028-02-29');
    expect(parseDay('29-02-2026')).toBeNull();
    expect(parseDay('31-04-2026')).toBeNull();
    expect(parseDay('2026-03-05')).toBeNull();
    expect(parseDay('<script>')).toBeNull();
  });

  it('read a date and a time as Tashkent time', () => {
    expect(tashkentMoment('2026-03-05', '09:30')).toBe('2026-03-05T04:30:00.000Z');
    expect(tashkentMoment('2026-03-05', '9:30')).toBeNull();
    expect(tashkentMoment('', '09:30')).toBeNull();
  });
});
