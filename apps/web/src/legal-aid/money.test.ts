import { formatTiyin } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { parseSum } from './money';

describe('sums', () => {
  it('reads what a user types, or refuses it', () => {
    expect(parseSum('1 234,5')).toBe(123450);
    expect(parseSum('1234.50')).toBe(123450);
    expect(parseSum('0')).toBe(0);
    expect(parseSum('')).toBeNull();
    expect(parseSum('-5')).toBeNull();
    expect(parseSum('1.234')).toBeNull();
    expect(parseSum('abc')).toBeNull();
    expect(parseSum('99999999999999')).toBeNull();
  });

  it('reads back what the screens write', () => {
    for (const tiyin of [0, 5, 12_500_000, 123_456_789]) expect(parseSum(formatTiyin(tiyin))).toBe(tiyin);
  });
});
