import { REGIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DISTRICTS_BY_REGION } from './data/places';
import { addYears, ageOn, REFERENCE_DATE } from './dates';
import { DEMO_PERSONAS, PERSONA_IDENTITIES } from './demo-personas';
import { DEFAULT_SEED, generatePerson, people } from './person';
import type { SyntheticPerson } from './person';
import { pinflCheckDigit } from './pinfl';

const POPULATION: readonly SyntheticPerson[] = [...people(5000)];
const NAME = /^[A-Za-zʻʼ -]+$/u;
const OPERATORS = ['90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77'];

function ddmmyy(birthDate: string): string {
  const [y, m, d] = birthDate.split('-') as [string, string, string];
  return `${d}${m}${y.slice(2)}`;
}

/** Indexes of the people failing a check (an empty list when all pass). */
function offenders(check: (p: SyntheticPerson) => boolean): number[] {
  return POPULATION.filter((p) => !check(p)).map((p) => p.index);
}

function share(predicate: (p: SyntheticPerson) => boolean): number {
  return POPULATION.filter(predicate).length / POPULATION.length;
}

describe('generatePerson', () => {
  it('gives the identical person for the same index and seed, in any order', () => {
    expect(generatePerson(4242, 'abc')).toEqual(generatePerson(4242, 'abc'));
    expect(generatePerson(1234)).toEqual(POPULATION[1234]);
    expect(generatePerson(77, DEFAULT_SEED)).toEqual(POPULATION[77]);
  });

  it('gives other people for another seed', () => {
    const a = generatePerson(100, 'seed-a');
    const b = generatePerson(100, 'seed-b');
    expect(a.pinfl).not.toBe(b.pinfl);
    expect(a.passport).not.toBe(b.passport);
    expect(a.fullName).not.toBe(b.fullName);
    const namesA = Array.from({ length: 50 }, (_, i) => generatePerson(100 + i, 'seed-a').fullName);
    const namesB = Array.from({ length: 50 }, (_, i) => generatePerson(100 + i, 'seed-b').fullName);
    expect(namesA).not.toEqual(namesB);
  });

  it('returns frozen people', () => {
    const person = generatePerson(5);
    expect(Object.isFrozen(person)).toBe(true);
  });

  it('rejects an index that is not a whole number in range', () => {
    expect(() => generatePerson(-1)).toThrow(RangeError);
    expect(() => generatePerson(1.5)).toThrow(RangeError);
    expect(() => generatePerson(1_000_000)).toThrow(RangeError);
  });
});

describe('a population of 5000', () => {
  it('has unique pinfls, passports, phones, TINs and e-mails', () => {
    const unique = (values: (string | null)[]) => new Set(values.filter((v) => v !== null)).size;
    expect(unique(POPULATION.map((p) => p.pinfl))).toBe(5000);
    expect(unique(POPULATION.map((p) => p.passport))).toBe(5000);
    expect(unique(POPULATION.map((p) => p.phone))).toBe(5000);
    expect(unique(POPULATION.map((p) => p.tin))).toBe(5000);
    const emails = POPULATION.map((p) => p.email).filter((e) => e !== null);
    expect(unique(emails)).toBe(emails.length);
  });

  it('has pinfls whose layout agrees with gender and birth date', () => {
    expect(
      offenders((p) => {
        const year = Number(p.birthDate.slice(0, 4));
        const lead = Number(p.pinfl[0]);
        return (
          /^\d{14}$/.test(p.pinfl) &&
          (lead % 2 === 1 ? 'MALE' : 'FEMALE') === p.gender &&
          (year < 2000 ? [3, 4] : [5, 6]).includes(lead) &&
          p.pinfl.slice(1, 7) === ddmmyy(p.birthDate) &&
          p.pinfl[13] === pinflCheckDigit(p.pinfl.slice(0, 13))
        );
      }),
    ).toEqual([]);
  });

  it('has well-formed passports, phones, TINs and e-mails', () => {
    expect(offenders((p) => /^[A-Z]{2}\d{7}$/.test(p.passport))).toEqual([]);
    expect(offenders((p) => /^\+998\d{9}$/.test(p.phone) && OPERATORS.includes(p.phone.slice(4, 6)))).toEqual(
      [],
    );
    expect(offenders((p) => /^[4-6]\d{8}$/.test(p.tin))).toEqual([]);
    expect(
      offenders((p) => p.email === null || /^[a-z]+\.[a-z]+\d+@example\.(com|org|net)$/.test(p.email)),
    ).toEqual([]);
  });

  it('writes names in Uzbek Latin with ʻ and ʼ only', () => {
    expect(
      offenders((p) => [p.surname, p.firstName, p.patronymic, p.fullName].every((n) => NAME.test(n))),
    ).toEqual([]);
    expect(offenders((p) => p.fullName === `${p.surname} ${p.firstName} ${p.patronymic}`)).toEqual([]);
    expect(
      offenders((p) =>
        p.gender === 'MALE'
          ? /(ov|ev)$/.test(p.surname) && /(vich| oʻgʻli)$/.test(p.patronymic)
          : /(ova|eva)$/.test(p.surname) && /(vna| qizi)$/.test(p.patronymic),
      ),
    ).toEqual([]);
    expect(POPULATION.some((p) => p.patronymic.endsWith('oʻgʻli'))).toBe(true);
    expect(POPULATION.some((p) => /ʼ/.test(p.fullName))).toBe(true);
  });

  it('has adults aged 18 to 80 on the reference date', () => {
    expect(
      offenders((p) => ageOn(p.birthDate, REFERENCE_DATE) >= 18 && ageOn(p.birthDate, REFERENCE_DATE) <= 80),
    ).toEqual([]);
    expect(POPULATION.some((p) => p.birthDate >= '2000-01-01')).toBe(true);
    expect(POPULATION.some((p) => p.birthDate < '1950-01-01')).toBe(true);
  });

  it('has passports issued after the 16th birthday, before the reference date, valid 10 years', () => {
    expect(
      offenders(
        (p) =>
          p.passportIssueDate >= addYears(p.birthDate, 16) &&
          p.passportIssueDate < REFERENCE_DATE &&
          p.passportExpiryDate === addYears(p.passportIssueDate, 10) &&
          p.passportIssuePlace.includes(p.district),
      ),
    ).toEqual([]);
  });

  it('lives in real regions and districts, with matching SOATO codes and addresses', () => {
    expect(
      offenders((p) => {
        const region = REGIONS.find((r) => r.id === p.regionId);
        return (
          region !== undefined &&
          region.soato === p.regionSoato &&
          (DISTRICTS_BY_REGION[p.regionId] ?? []).includes(p.district) &&
          p.address.startsWith(`${region.names.lt}, ${p.district}, `) &&
          / MFY, .+ koʻchasi, \d+-uy(, \d+-xonadon)?$/.test(p.address) &&
          p.citizenship === 'UZB' &&
          p.nationality.length > 0
        );
      }),
    ).toEqual([]);
    expect(new Set(POPULATION.map((p) => p.regionId)).size).toBe(14);
  });

  it('draws gender and register flags in the intended shares', () => {
    expect(share((p) => p.gender === 'MALE')).toBeGreaterThan(0.45);
    expect(share((p) => p.gender === 'MALE')).toBeLessThan(0.55);
    expect(share((p) => p.disability !== null)).toBeGreaterThan(0.035);
    expect(share((p) => p.disability !== null)).toBeLessThan(0.065);
    expect(share((p) => p.socialProtection !== null)).toBeGreaterThan(0.12);
    expect(share((p) => p.socialProtection !== null)).toBeLessThan(0.18);
    expect(share((p) => p.mobileIdEnrolled)).toBeGreaterThan(0.77);
    expect(share((p) => p.mobileIdEnrolled)).toBeLessThan(0.83);
    expect(
      offenders(
        (p) =>
          (p.disability === null ||
            ([1, 2, 3].includes(p.disability.group) && p.disability.confirmedUntil > REFERENCE_DATE)) &&
          (p.socialProtection === null || p.socialProtection.registeredOn < REFERENCE_DATE),
      ),
    ).toEqual([]);
  });
});

describe('demo personas', () => {
  it('are indexes 0..25 with distinct keys, each with a fixed identity', () => {
    expect(DEMO_PERSONAS.map((p) => p.index)).toEqual(DEMO_PERSONAS.map((_, i) => i));
    expect(new Set(DEMO_PERSONAS.map((p) => p.key)).size).toBe(DEMO_PERSONAS.length);
    for (const persona of DEMO_PERSONAS) expect(PERSONA_IDENTITIES[persona.index]).toBeDefined();
  });

  it('keep name, birth date and flags across seeds while documents follow the seed', () => {
    for (const { index } of DEMO_PERSONAS) {
      const a = generatePerson(index, 'one');
      const b = generatePerson(index, 'two');
      expect(a.fullName).toBe(b.fullName);
      expect(a.birthDate).toBe(b.birthDate);
      expect(a.disability).toEqual(b.disability);
      expect(a.pinfl.slice(0, 7)).toBe(b.pinfl.slice(0, 7));
      expect(a.passport).not.toBe(b.passport);
    }
  });

  it('cover the register cases later flows need', () => {
    const byKey = (key: string) => {
      const persona = DEMO_PERSONAS.find((p) => p.key === key);
      if (!persona) throw new Error(key);
      return generatePerson(persona.index);
    };
    expect(byKey('lawyer').fullName).toBe('Karimov Jasur Bahodirovich');
    expect(byKey('disabled-person').disability).toEqual({ group: 2, confirmedUntil: '2027-12-31' });
    expect(byKey('social-register-citizen').socialProtection).not.toBeNull();
    expect(byKey('user').disability).toBeNull();
    expect(byKey('user').socialProtection).toBeNull();
    expect(byKey('no-mobile-id').mobileIdEnrolled).toBe(false);
    expect(byKey('intern').pinfl.slice(0, 7)).toBe('6290200');
    for (const p of DEMO_PERSONAS.slice(0, 14)) expect(generatePerson(p.index).mobileIdEnrolled).toBe(true);
    for (const p of DEMO_PERSONAS) expect(generatePerson(p.index).email).not.toBeNull();
  });
});
