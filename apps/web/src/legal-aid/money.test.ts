import { describe, expect, it } from 'vitest';
import { formatSum, parseSum } from './money';

describe('sums', () => {
  it('shows tiyin as sum with two decimals, grouped by thousands', () => {
    expect(formatSum(0)).toBe('0.00');
    expect(formatSum(5)).toBe('0.05');
    expect(formatSum(123456789)).toBe('1\u00a0234\u00a0567.89');
    expect(formatSum(-150)).toBe('−1.50');
  });

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
});
