import { describe, expect, it } from 'vitest';
import { generatePerson, people } from './person';
import { createPopulation, DEFAULT_POPULATION_SIZE } from './population';

describe('createPopulation', () => {
  const population = createPopulation();

  it('holds 5000 people of the default seed by default', () => {
    expect(population.size).toBe(DEFAULT_POPULATION_SIZE);
    expect(population.seed).toBe('portal-demo');
    expect(population.all()).toHaveLength(5000);
    expect(population.all()[321]).toEqual(generatePerson(321));
    expect(population.all()).toBe(population.all());
    expect([...people(3)]).toEqual(population.all().slice(0, 3));
  });

  it('finds every person by pinfl and by passport', () => {
    for (const person of population.all()) {
      expect(population.findByPinfl(person.pinfl)).toBe(person);
      expect(population.findByPassport(person.passport)).toBe(person);
    }
  });

  it('finds nobody for identifiers it does not hold', () => {
    const person = population.at(10);
    if (!person) throw new Error('person 10');
    const otherCheckDigit = `${person.pinfl.slice(0, 13)}${(Number(person.pinfl[13]) + 1) % 10}`;
    expect(population.findByPinfl(otherCheckDigit)).toBeUndefined();
    expect(population.findByPinfl('1234')).toBeUndefined();
    expect(population.findByPinfl(generatePerson(10, 'another-seed').pinfl)).toBeUndefined();
    const otherSeries = `${person.passport.startsWith('ZZ') ? 'YY' : 'ZZ'}${person.passport.slice(2)}`;
    expect(population.findByPassport(otherSeries)).toBeUndefined();
    expect(population.findByPassport('ab1234567')).toBeUndefined();
  });

  it('does not know people beyond its size', () => {
    const small = createPopulation({ seed: 'small', size: 30 });
    const outside = generatePerson(35, 'small');
    expect(small.at(35)).toBeUndefined();
    expect(small.at(-1)).toBeUndefined();
    expect(small.findByPinfl(outside.pinfl)).toBeUndefined();
    expect(small.findByPassport(outside.passport)).toBeUndefined();
    expect([...small]).toHaveLength(30);
  });

  it('hands out demo personas by key', () => {
    expect(population.persona('lawyer').index).toBe(0);
    expect(population.persona('no-mobile-id').mobileIdEnrolled).toBe(false);
  });

  it('rejects sizes that cannot hold the personas or exceed the pinfl space', () => {
    expect(() => createPopulation({ size: 10 })).toThrow(RangeError);
    expect(() => createPopulation({ size: 1_000_001 })).toThrow(RangeError);
    expect(() => createPopulation({ size: 100.5 })).toThrow(RangeError);
  });
});
