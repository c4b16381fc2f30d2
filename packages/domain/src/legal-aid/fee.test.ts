import { describe, expect, it } from 'vitest';
import { computeChecklistFee, FeeInputError } from './fee';

// The seeded rates (apps/api/src/db/seed/reference-data/legal-aid-rates.ts), in tiyin.
const RATES = [
  { id: 1, amountTiyin: 12_500_000 },
  { id: 2, amountTiyin: 15_000_000 },
  { id: 3, amountTiyin: 18_750_000 },
  { id: 4, amountTiyin: 22_500_000 },
];

describe('the checklist fee', () => {
  it('sums the rate of each participation day’s instance and adds travel expenses', () => {
    const fee = computeChecklistFee({
      rates: RATES,
      travelExpensesTiyin: 4_500_000,
      participations: [
        { date: '2026-03-02', rateId: 2 },
        { date: '2026-03-03', rateId: 2 },
        { date: '2026-03-20', rateId: 3 },
        { date: '2026-03-21', rateId: 3 },
        { date: '2026-03-22', rateId: 3 },
      ],
    });
    expect(fee.lines).toEqual([
      { rateId: 2, amountTiyin: 15_000_000, days: 2, subtotalTiyin: 30_000_000 },
      { rateId: 3, amountTiyin: 18_750_000, days: 3, subtotalTiyin: 56_250_000 },
    ]);
    expect(fee.daysTiyin).toBe(86_250_000);
    expect(fee.totalTiyin).toBe(90_750_000); // 907 500 sum
  });

  it('counts one day at two instances twice, and is just the travel expenses with no day', () => {
    const twoInstances = computeChecklistFee({
      rates: RATES,
      travelExpensesTiyin: 0,
      participations: [
        { date: '2026-03-02', rateId: 1 },
        { date: '2026-03-02', rateId: 2 },
      ],
    });
    expect(twoInstances.totalTiyin).toBe(27_500_000);
    expect(
      computeChecklistFee({ rates: RATES, travelExpensesTiyin: 100, participations: [] }).totalTiyin,
    ).toBe(100);
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
