import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM, drawTicket, drawWeight, recheckDraw, runDraw } from './draw';

const seeds = (n: number, prefix = 'seed') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('the draw', () => {
  const candidates = [
    { lawyerId: 30, acceptedThisMonth: 3 },
    { lawyerId: 10, acceptedThisMonth: 0 },
    { lawyerId: 20, acceptedThisMonth: 1 },
  ];

  it('weights 1 000 000 / (1 + accepted this month), candidates in lawyer id order', () => {
    const record = runDraw(candidates, 'abc');
    expect(record.candidates).toEqual([
      { lawyerId: 10, acceptedThisMonth: 0, weight: 1_000_000 },
      { lawyerId: 20, acceptedThisMonth: 1, weight: 500_000 },
      { lawyerId: 30, acceptedThisMonth: 3, weight: 250_000 },
    ]);
    expect(record.totalWeight).toBe(1_750_000);
    expect(record.algorithm).toBe(DRAW_ALGORITHM);
    expect(drawWeight(2)).toBe(333_333);
  });

  it('is deterministic: the same candidates and seed give the same pick, in any input order', () => {
    for (const seed of seeds(50)) {
      const a = runDraw(candidates, seed);
      const b = runDraw([...candidates].reverse(), seed);
      expect(b).toEqual(a);
    }
  });

  it('reads the ticket from SHA-256 of the seed, as a re-checker would by hand', () => {
    const digest = sha256(new TextEncoder().encode('chamber-check'));
    const hex = Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(drawTicket('chamber-check')).toBe(BigInt(`0x${hex}`));
    const record = runDraw(candidates, 'chamber-check');
    expect(record.point).toBe(Number((BigInt(`0x${hex}`) * 1_750_000n) / 2n ** 48n));
    const expected = record.point < 1_000_000 ? 10 : record.point < 1_500_000 ? 20 : 30;
    expect(record.pickedLawyerId).toBe(expected);
  });

  it('picks nobody from no candidates, and the only one from one', () => {
    expect(runDraw([], 'x')).toMatchObject({ candidates: [], pickedLawyerId: null, totalWeight: 0 });
    expect(runDraw([{ lawyerId: 7, acceptedThisMonth: 40 }], 'x').pickedLawyerId).toBe(7);
  });

  it('refuses a lawyer listed twice, a negative count and an empty seed', () => {
    expect(() => runDraw([candidates[0]!, candidates[0]!], 's')).toThrow(/twice/);
    expect(() => runDraw([{ lawyerId: 1, acceptedThisMonth: -1 }], 's')).toThrow(RangeError);
    expect(() => runDraw([{ lawyerId: 1, acceptedThisMonth: 1.5 }], 's')).toThrow(RangeError);
    expect(() => runDraw(candidates, '')).toThrow(/seed/);
  });

  it('favours lawyers with fewer accepted requests, in proportion to the weights (30 000 draws)', () => {
    const n = 30_000;
    const counts = new Map<number, number>([
      [10, 0],
      [20, 0],
      [30, 0],
    ]);
    for (const seed of seeds(n)) {
      const id = runDraw(candidates, seed).pickedLawyerId!;
      counts.set(id, counts.get(id)! + 1);
    }
    const expected = new Map([
      [10, (n * 4) / 7],
      [20, (n * 2) / 7],
      [30, n / 7],
    ]);
    // Pearson's chi-square with 2 degrees of freedom: 13.8 is the 0.1 % critical value.
    let chi2 = 0;
    for (const [id, e] of expected) chi2 += (counts.get(id)! - e) ** 2 / e;
    expect(chi2).toBeLessThan(13.8);
    expect(counts.get(10)!).toBeGreaterThan(counts.get(20)!);
    expect(counts.get(20)!).toBeGreaterThan(counts.get(30)!);
  });

  it('gives every lawyer the same chance when all have the same count (20 000 draws)', () => {
    const even = [1, 2, 3, 4].map((lawyerId) => ({ lawyerId, acceptedThisMonth: 2 }));
    const counts = [0, 0, 0, 0];
    for (const seed of seeds(20_000, 'even')) counts[runDraw(even, seed).pickedLawyerId! - 1]! += 1;
    const chi2 = counts.reduce((sum, c) => sum + (c - 5000) ** 2 / 5000, 0);
    expect(chi2).toBeLessThan(16.3); // 3 degrees of freedom, 0.1 %
  });
});

describe('re-checking a stored draw', () => {
  const record = runDraw(
    [
      { lawyerId: 4, acceptedThisMonth: 0 },
      { lawyerId: 9, acceptedThisMonth: 5 },
      { lawyerId: 12, acceptedThisMonth: 2 },
    ],
    '8f14e45fceea167a5a36dedd4bea2543',
  );

  it('confirms an untouched record', () => {
    expect(recheckDraw(structuredClone(record))).toEqual({
      valid: true,
      expectedLawyerId: record.pickedLawyerId,
      problems: [],
    });
  });

  it('finds a steered pick', () => {
    const other = record.candidates.find((c) => c.lawyerId !== record.pickedLawyerId)!.lawyerId;
    const check = recheckDraw({ ...record, pickedLawyerId: other });
    expect(check.valid).toBe(false);
    expect(check.expectedLawyerId).toBe(record.pickedLawyerId);
    expect(check.problems.join()).toMatch(/picked lawyer/);
  });

  it('finds a weight that does not follow the rule, a changed seed and a changed count', () => {
    const weights = structuredClone(record);
    weights.candidates[1]!.weight = 1_000_000;
    expect(recheckDraw(weights).problems.join()).toMatch(/lawyer 9: weight 1000000, the rule gives 166666/);

    const seeded = { ...record, seed: 'another-seed' };
    const seedCheck = recheckDraw(seeded);
    expect(seedCheck.problems.join()).toMatch(/point/);

    const counts = structuredClone(record);
    counts.candidates[0]!.acceptedThisMonth = 7;
    expect(recheckDraw(counts).valid).toBe(false);
  });

  it('refuses a record of an unknown algorithm', () => {
    expect(recheckDraw({ ...record, algorithm: 'dice' })).toMatchObject({ valid: false });
  });
});
