import { formatDate } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay', () => {
  it('answers what formatDate of @portal/domain answers', () => {
    for (const value of [
      '2026-03-05',
      '2026-11-20T04:00:00.000Z',
      '2026-12-31T19:30:00Z',
      '2026-12-31T18:59:59Z',
      '2024-02-29',
      '',
      'nonsense',
      null,
    ]) {
      expect(formatDay(value), String(value)).toBe(formatDate(value));
    }
    expect(formatDay(new Date('2026-06-30T20:00:00Z'))).toBe('01-07-2026');
  });
});
