import { describe, expect, it } from 'vitest';
import { createRng, KeyedPermutation } from './random';

describe('createRng', () => {
  it('gives the same stream for the same key and another for another key', () => {
    const draw = (...key: (string | number)[]) => {
      const rng = createRng(...key);
      return Array.from({ length: 20 }, () => rng.float());
    };
    expect(draw('seed', 1, 'core')).toEqual(draw('seed', 1, 'core'));
    expect(draw('seed', 1, 'core')).not.toEqual(draw('seed', 2, 'core'));
    expect(draw('seed', 1, 'core')).not.toEqual(draw('other', 1, 'core'));
  });

  it('draws whole numbers within bounds and never picks a zero weight', () => {
    const rng = createRng('bounds');
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(
        rng.weighted([
          ['a', 1],
          ['never', 0],
          ['b', 2],
        ]),
      ).not.toBe('never');
    }
  });

  it('refuses to pick from nothing', () => {
    const rng = createRng('empty');
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.weighted([['a', 0]])).toThrow(RangeError);
  });
});

describe('KeyedPermutation', () => {
  it.each([
    [10, 100],
    [1000, 1000],
    [1000, 10_000],
  ])('is a bijection of [0, %i * %i) that invert undoes', (left, right) => {
    const perm = new KeyedPermutation('key', left, right);
    const size = left * right;
    const step = Math.max(1, Math.floor(size / 200_000));
    const seen = new Set<number>();
    const wrong: number[] = [];
    for (let x = 0; x < size; x += step) {
      const y = perm.apply(x);
      if (!(y >= 0 && y < size) || perm.invert(y) !== x) wrong.push(x);
      seen.add(y);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(Math.ceil(size / step));
  });

  it('depends on its key and scatters consecutive numbers', () => {
    const a = new KeyedPermutation('a', 1000, 1000);
    const b = new KeyedPermutation('b', 1000, 1000);
    const firstA = [0, 1, 2, 3, 4].map((x) => a.apply(x));
    expect(firstA).not.toEqual([0, 1, 2, 3, 4].map((x) => b.apply(x)));
    expect(firstA.every((y, i) => i === 0 || Math.abs(y - (firstA[i - 1] ?? 0)) > 1)).toBe(true);
  });

  it('rejects numbers outside its range and odd round counts', () => {
    const perm = new KeyedPermutation('k', 10, 10);
    expect(() => perm.apply(100)).toThrow(RangeError);
    expect(() => perm.invert(-1)).toThrow(RangeError);
    expect(() => perm.apply(1.5)).toThrow(RangeError);
    expect(() => new KeyedPermutation('k', 10, 10, 3)).toThrow(RangeError);
  });
});
