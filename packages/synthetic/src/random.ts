/**
 * Seeded randomness: a small, dependency-free PRNG (sfc32 seeded by cyrb128) and a keyed bijection on
 * whole numbers (a Feistel network). Both are plain arithmetic, so their output never changes with a
 * library upgrade: person N of a seed is the same person on every machine and in every version.
 */

/** Hashes text to four 32-bit words (cyrb128, public domain). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit integer hash with good avalanche (lowbias32 by C. Wellons). */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A deterministic random stream. Create one with {@link createRng}; every draw advances it. */
export interface Rng {
  /** A float in [0, 1). */
  float(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One value of a non-empty list of [value, weight] pairs, proportionally to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** sfc32 (public domain): four 32-bit words of state, period about 2^128. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(words: [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = words;
    for (let i = 0; i < 12; i++) this.float(); // let the seed words mix before the first draw
  }

  float(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
    let r = this.float() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return this.pick(entries)[0];
  }
}

/** A random stream determined by its key parts, e.g. `createRng(seed, index, 'core')`. */
export function createRng(...keyParts: (string | number)[]): Rng {
  return new Sfc32(cyrb128(keyParts.join('\u0000')));
}

/**
 * A keyed bijection of the whole numbers [0, left * right): an alternating (mixed-radix) Feistel
 * network with an even number of rounds. `apply` scatters consecutive numbers over the range so they
 * look random; `invert` undoes it. Used to turn a person's index into unique, reversible identifier
 * digits (pinfl serial, passport number, phone, TIN).
 */
export class KeyedPermutation {
  /** Number of values permuted: `left * right`. */
  readonly size: number;
  private readonly keys: number[];

  constructor(
    key: string,
    private readonly left: number,
    private readonly right: number,
    rounds = 6,
  ) {
    if (!Number.isInteger(left) || !Number.isInteger(right) || left < 2 || right < 2) {
      throw new RangeError('KeyedPermutation needs whole radices of at least 2');
    }
    if (rounds % 2 !== 0 || rounds < 2)
      throw new RangeError('KeyedPermutation needs an even number of rounds');
    this.size = left * right;
    this.keys = Array.from({ length: rounds }, (_, i) => cyrb128(`${key}\u0000round\u0000${i}`)[0]);
  }

  private round(i: number, value: number, modulus: number): number {
    const k = this.keys[i] ?? 0;
    return mix32(k ^ mix32(Math.imul(value + 1, 0x9e3779b9) ^ k)) % modulus;
  }

  /** The moduli (a, b) of the two halves and the halves (l, r) of `x`, after checking it is in range. */
  private split(x: number): { a: number; b: number; l: number; r: number } {
    if (!Number.isInteger(x) || x < 0 || x >= this.size) {
      throw new RangeError(`${x} is outside the permuted range [0, ${this.size})`);
    }
    return { a: this.left, b: this.right, l: Math.floor(x / this.right), r: x % this.right };
  }

  /** The image of `x`. */
  apply(x: number): number {
    let { a, b, l, r } = this.split(x);
    for (let i = 0; i < this.keys.length; i++) {
      const nextRight = (l + this.round(i, r, a)) % a;
      l = r;
      r = nextRight;
      [a, b] = [b, a];
    }
    return l * b + r;
  }

  /** The number whose image is `y`. */
  invert(y: number): number {
    let { a, b, l, r } = this.split(y);
    for (let i = this.keys.length - 1; i >= 0; i--) {
      const previousLeft = (((r - this.round(i, l, b)) % b) + b) % b;
      r = l;
      l = previousLeft;
      [a, b] = [b, a];
    }
    return l * b + r;
  }
}
