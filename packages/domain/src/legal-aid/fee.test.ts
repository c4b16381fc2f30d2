import { describe, expect, it } from 'vitest';
import { computeChecklistFee, FeeInputError } from './fee';

// The seeded rates (apps/api/src/db/seed/reference-data/legal-aid-rates.ts), in tiyin.
const RATES = [
  { id: 1, amountTiyin: 12_500_000 },
  { id: 2, amountTiyin: 15_000_000 },
  { id: 3, amountTiyin: 18_750_000 },
  { id: 4, amountTiyin: 22_500_000 },
];

/** The fee at the seeded rates of these participation days (`[date, rateId]`) and travel expenses. */
function feeOf(travelExpensesTiyin: number, ...days: [date: string, rateId: number][]) {
  const participations = days.map(([date, rateId]) => ({ date, rateId }));
  return computeChecklistFee({ rates: RATES, travelExpensesTiyin, participations });
}

describe('the checklist fee', () => {
  it('sums the rate of each participation day’s instance and adds travel expenses', () => {
    const fee = feeOf(
      4_500_000,
      ['2026-03-02', 2],
      ['2026-03-03', 2],
      ['2026-03-20', 3],
      ['2026-03-21', 3],
      ['2026-03-22', 3],
    );
    expect(fee.lines).toEqual([
      { rateId: 2, amountTiyin: 15_000_000, days: 2, subtotalTiyin: 30_000_000 },
      { rateId: 3, amountTiyin: 18_750_000, days: 3, subtotalTiyin: 56_250_000 },
    ]);
    expect(fee.daysTiyin).toBe(86_250_000);
    expect(fee.totalTiyin).toBe(90_750_000); // 907 500 sum
  });

  it('counts one day at two instances twice, and is just the travel expenses with no day', () => {
    expect(feeOf(0, ['2026-03-02', 1], ['2026-03-02', 2]).totalTiyin).toBe(27_500_000);
    expect(feeOf(100).totalTiyin).toBe(100);
  });

  it.each([
    [{ participations: [{ date: '2026-02-30', rateId: 1 }] }, 'INVALID_DATE', 'participations'],
    [{ participations: [{ date: '02-03-2026', rateId: 1 }] }, 'INVALID_DATE', 'participations'],
    [{ participations: [{ date: '2026-03-02', rateId: 99 }] }, 'UNKNOWN_RATE', 'participations'],
    [
      {
        participations: [
          { date: '2026-03-02', rateId: 1 },
          { date: '2026-03-02', rateId: 1 },
        ],
      },
      'DUPLICATE_DAY',
      'participations',
    ],
    [{ travelExpensesTiyin: -1 }, 'INVALID_AMOUNT', 'travelExpensesTiyin'],
    [{ travelExpensesTiyin: 0.5 }, 'INVALID_AMOUNT', 'travelExpensesTiyin'],
    [{ travelExpensesTiyin: Number.MAX_SAFE_INTEGER }, 'TOO_LARGE', 'travelExpensesTiyin'],
    [{ travelExpensesTiyin: Number.NaN }, 'INVALID_AMOUNT', 'travelExpensesTiyin'],
  ])('refuses %j with %s on %s', (patch, reason, field) => {
    const input = {
      rates: RATES,
      travelExpensesTiyin: 0,
      participations: [{ date: '2026-03-02', rateId: 1 }],
      ...patch,
    };
    try {
      computeChecklistFee(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FeeInputError);
      expect(error).toMatchObject({ reason, field });
    }
  });
});
