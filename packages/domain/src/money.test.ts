import { describe, expect, it } from 'vitest';
import { formatCount, formatSum, formatTiyin } from './money';

describe('amounts', () => {
  it('writes whole sums without decimals, grouped by thousands (not "125 000.00")', () => {
    expect(formatTiyin(12_500_000)).toBe('125\u00a0000');
    expect(formatTiyin(0)).toBe('0');
    expect(formatSum(125_000)).toBe('125\u00a0000');
    expect(formatSum(1_000_000)).toBe('1\u00a0000\u00a0000');
  });

  it('writes two decimals only when the amount is not whole', () => {
    expect(formatTiyin(5)).toBe('0.05');
    expect(formatTiyin(123_456_789)).toBe('1\u00a0234\u00a0567.89');
    expect(formatTiyin(-150)).toBe('−1.50');
    expect(formatSum(99.5)).toBe('99.50');
    expect(formatSum(0.1 + 0.2)).toBe('0.30');
  });
});

describe('counts', () => {
  it('are grouped by thousands as amounts are, as the browser writes them in uz and ru', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat('uz').format(n));
      expect(formatCount(n)).toBe(new Intl.NumberFormat('ru').format(n));
    }
    expect(formatCount(-1500)).toBe('−1\u00a0500');
  });
});
