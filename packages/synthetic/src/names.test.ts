import { describe, expect, it } from 'vitest';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './data/given-names';
import { DISTRICTS_BY_REGION, MAHALLAS, STREETS } from './data/places';
import { MALE_SURNAMES } from './data/surnames';
import { asciiSlug, patronymicOf, surnameFor } from './names';

const UZBEK_LATIN = /^[A-Za-zʻʼ -]+$/u;

describe('name rules', () => {
  it.each([
    ['Bahodir', 'MALE', 'Bahodirovich'],
    ['Bahodir', 'FEMALE', 'Bahodirovna'],
    ['Abdulla', 'MALE', 'Abdullayevich'],
    ['Ali', 'FEMALE', 'Aliyevna'],
    ['Yahyo', 'MALE', 'Yahyoyevich'],
    ['Ergash', 'MALE', 'Ergashevich'],
    ['Ergash', 'FEMALE', 'Ergashevna'],
    ['Toʻlqin', 'FEMALE', 'Toʻlqinovna'],
  ] as const)('the patronymic from %s for a %s is %s', (father, gender, expected) => {
    expect(patronymicOf(father, gender, 'SUFFIX')).toBe(expected);
  });

  it('writes Uzbek-style patronymics with oʻgʻli and qizi', () => {
    expect(patronymicOf('Ulugʻbek', 'MALE', 'UZBEK')).toBe('Ulugʻbek oʻgʻli');
    expect(patronymicOf('Ulugʻbek', 'FEMALE', 'UZBEK')).toBe('Ulugʻbek qizi');
  });

  it('makes female surnames and ASCII e-mail slugs', () => {
    expect(surnameFor('Karimov', 'FEMALE')).toBe('Karimova');
    expect(surnameFor('Yoʻldoshev', 'MALE')).toBe('Yoʻldoshev');
    expect(asciiSlug('Yoʻldoshev')).toBe('yoldoshev');
    expect(asciiSlug('Maʼruf')).toBe('maruf');
  });
});

describe('name and place lists', () => {
  it.each([
    ['male given names', MALE_GIVEN_NAMES],
    ['female given names', FEMALE_GIVEN_NAMES],
    ['surnames', MALE_SURNAMES],
    ['mahallas', MAHALLAS],
    ['streets', STREETS],
    ['districts', Object.values(DISTRICTS_BY_REGION).flat()],
  ])('%s are distinct and written in Uzbek Latin with ʻ and ʼ only', (_name, list) => {
    expect(new Set(list).size).toBe(list.length);
    for (const entry of list) expect(entry).toMatch(UZBEK_LATIN);
  });

  it('has enough names for a varied population', () => {
    expect(MALE_GIVEN_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(FEMALE_GIVEN_NAMES.length).toBeGreaterThanOrEqual(140);
    expect(MALE_SURNAMES.length).toBeGreaterThanOrEqual(130);
  });

  it('has surnames with -ov, -yev or -ev and fathers names that take a patronymic suffix', () => {
    for (const surname of MALE_SURNAMES) expect(surname).toMatch(/(ov|ev)$/);
    for (const name of MALE_GIVEN_NAMES) expect(name).not.toMatch(/(iy|y)$/);
  });

  it('has districts for all 14 regions', () => {
    for (let id = 1; id <= 14; id++) expect(DISTRICTS_BY_REGION[id]?.length ?? 0).toBeGreaterThanOrEqual(10);
  });
});
