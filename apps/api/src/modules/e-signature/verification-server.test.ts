/** The verification server's dates are Tashkent wall-clock times without an offset. */
import { describe, expect, it } from 'vitest';
import { parseServerDate } from './verification-server';

describe('parseServerDate', () => {
  it('reads `YYYY-MM-DD HH:mm:ss` as Tashkent time', () => {
    expect(parseServerDate('2026-03-10 09:30:15')?.toISOString()).toBe('2026-03-10T04:30:15.000Z');
    expect(parseServerDate('2026-01-01T00:00:00')?.toISOString()).toBe('2025-12-31T19:00:00.000Z');
  });

  it('refuses a day or a time that does not exist instead of rolling it into the next one', () => {
    expect(parseServerDate('2026-02-30 10:00:00')).toBeNull();
    expect(parseServerDate('2026-03-10 24:00:00')).toBeNull();
    expect(parseServerDate('10.03.2026 09:30:15')).toBeNull();
    expect(parseServerDate(null)).toBeNull();
  });
});
