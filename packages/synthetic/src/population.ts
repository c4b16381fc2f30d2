import type { DemoPersonaKey } from './demo-personas';
import { demoPersona, DEMO_PERSONAS } from './demo-personas';
import type { SyntheticPerson } from './person';
import { DEFAULT_SEED, generatePerson, MAX_POPULATION, permutationsOf } from './person';
import { pinflSerial } from './pinfl';

/** Default number of people in a population. */
export const DEFAULT_POPULATION_SIZE = 5000;

const PASSPORT_RE = /^([A-Z]{2})(\d{7})$/;

/** Options of {@link createPopulation}. */
export interface PopulationOptions {
  /** Seed of the population; {@link DEFAULT_SEED} when absent. */
  seed?: string;
  /** Number of people, 15 (the demo personas) to 1,000,000; {@link DEFAULT_POPULATION_SIZE} when absent. */
  size?: number;
}

/**
 * A fixed, deterministic set of people (indexes 0..size-1 of a seed), generated on demand and kept.
 * Lookups by pinfl and by passport decode the index from the identifier's digits, so they cost one
 * person's generation and need no index to be built.
 */
export interface SyntheticPopulation extends Iterable<SyntheticPerson> {
  readonly seed: string;
  readonly size: number;
  /** Person `index`, or undefined outside [0, size). */
  at(index: number): SyntheticPerson | undefined;
  /** The person with this pinfl, or undefined. */
  findByPinfl(pinfl: string): SyntheticPerson | undefined;
  /** The person with this passport series and number (e.g. AB1234567), or undefined. */
  findByPassport(passport: string): SyntheticPerson | undefined;
  /** The demo persona with this key. */
  persona(key: DemoPersonaKey): SyntheticPerson;
  /** Every person, in index order (generated on first call, then kept). */
  all(): readonly SyntheticPerson[];
}

/** Creates the population of a seed. Cheap: nobody is generated until asked for. */
export function createPopulation(options: PopulationOptions = {}): SyntheticPopulation {
  const seed = options.seed ?? DEFAULT_SEED;
  const size = options.size ?? DEFAULT_POPULATION_SIZE;
  if (!Number.isInteger(size) || size < DEMO_PERSONAS.length || size > MAX_POPULATION) {
    throw new RangeError(
      `population size must be a whole number in [${DEMO_PERSONAS.length}, ${MAX_POPULATION}]`,
    );
  }
  const ids = permutationsOf(seed);
  const cache: (SyntheticPerson | undefined)[] = new Array<SyntheticPerson | undefined>(size);
  let everyone: readonly SyntheticPerson[] | undefined;

  const at = (index: number): SyntheticPerson | undefined => {
    if (!Number.isInteger(index) || index < 0 || index >= size) return undefined;
    let person = cache[index];
    if (!person) {
      person = generatePerson(index, seed);
      cache[index] = person;
    }
    return person;
  };

  return {
    seed,
    size,
    at,
    findByPinfl(pinfl) {
      const serial = pinflSerial(pinfl);
      if (serial === undefined) return undefined;
      const person = at(ids.pinfl.invert(Number(serial)));
      return person?.pinfl === pinfl ? person : undefined;
    },
    findByPassport(passport) {
      const m = PASSPORT_RE.exec(passport);
      if (!m) return undefined;
      const person = at(ids.passport.invert(Number(m[2])));
      return person?.passport === passport ? person : undefined;
    },
    persona(key) {
      const person = at(demoPersona(key).index);
      if (!person) throw new RangeError(`persona ${key} is outside the population`);
      return person;
    },
    all() {
      everyone ??= Object.freeze(Array.from({ length: size }, (_, i) => at(i) as SyntheticPerson));
      return everyone;
    },
    *[Symbol.iterator]() {
      for (let i = 0; i < size; i++) yield at(i) as SyntheticPerson;
    },
  };
}
