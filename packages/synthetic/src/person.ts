import { REGIONS, type SocialProgramme } from '@portal/domain';
import { addDays, addYears, daysToIso, isoToDays, REFERENCE_DATE } from './dates';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './data/given-names';
import { DISTRICTS_BY_REGION, MAHALLAS, REGION_WEIGHTS, STREETS } from './data/places';
import { MALE_SURNAMES } from './data/surnames';
import { PERSONA_IDENTITIES } from './demo-personas';
import type { PatronymicStyle } from './names';
import { asciiSlug, patronymicOf, surnameFor } from './names';
import type { Gender } from './pinfl';
import { syntheticPinfl } from './pinfl';
import { createRng, KeyedPermutation } from './random';

/** The seed used when none is given (also gov-sim's default GOV_SIM_SEED). */
export const DEFAULT_SEED = 'portal-demo';

/** Largest population a seed can hold: pinfl digits 8-13 encode the index, so 10^6 people. */
export const MAX_POPULATION = 1_000_000;

/** Confirmed disability as the disability register knows it. */
export interface Disability {
  /** Disability group, 1 (most severe) to 3. */
  group: 1 | 2 | 3;
  /** Last day the confirmation is valid (YYYY-MM-DD). */
  confirmedUntil: string;
}

/** Entry of the person in the social protection register. */
export interface SocialProtection {
  /** Day the person was entered in the register (YYYY-MM-DD). */
  registeredOn: string;
  /** The programme the person receives help from. */
  programme: SocialProgramme;
}

/**
 * One synthetic person: everything the national person registry and the single sign-on's identify
 * answer hold, plus the flags of the registers that later simulators consult.
 */
export interface SyntheticPerson {
  /** Position in the population (0-based); indexes 0..25 are the demo personas. */
  index: number;
  /** 14-digit personal identification number (see pinfl.ts for the layout). */
  pinfl: string;
  /** Passport or ID card: series of 2 Latin capitals and 7 digits, e.g. AB1234567. */
  passport: string;
  passportIssuePlace: string;
  passportIssueDate: string;
  /** Ten years after the issue date. */
  passportExpiryDate: string;
  surname: string;
  firstName: string;
  /** Russian-style (Bahodirovich, Bahodirovna) or Uzbek-style (Bahodir oʻgʻli, Bahodir qizi). */
  patronymic: string;
  /** "Surname Firstname Patronymic", as the registries write it. */
  fullName: string;
  gender: Gender;
  birthDate: string;
  birthPlace: string;
  /** Ethnic nationality in Uzbek Latin, lower case as written in Uzbek (e.g. "oʻzbek"). */
  nationality: string;
  /** ISO 3166-1 alpha-3 code of the citizenship; always UZB. */
  citizenship: 'UZB';
  /** Region of the permanent address: id of `REGIONS` in @portal/domain (1..14). */
  regionId: number;
  /** The region's 4-digit SOATO code. */
  regionSoato: string;
  /** City or district (tuman) of the permanent address. */
  district: string;
  /** Permanent address: region, district, mahalla, street, house and, in towns, apartment. */
  address: string;
  /** Mobile phone: +998, a real operator code and 7 digits. */
  phone: string;
  /** E-mail at a reserved example domain, or null (about 60% of people have none). */
  email: string | null;
  /** Individual's 9-digit taxpayer number (stir/INN), first digit 4, 5 or 6. */
  tin: string;
  /** Confirmed disability, about 5% of people. */
  disability: Disability | null;
  /** Social protection register entry, about 15% of people. */
  socialProtection: SocialProtection | null;
  /** Whether mobile-ID sign-in works for this person, about 80%. */
  mobileIdEnrolled: boolean;
}

/** Mobile operator codes with rough market shares (Beeline 90/91, Ucell 93/94, Mobiuz 88/97, …). */
const OPERATORS: readonly (readonly [string, number])[] = [
  ['90', 14],
  ['91', 10],
  ['93', 12],
  ['94', 10],
  ['95', 4],
  ['97', 14],
  ['98', 6],
  ['99', 10],
  ['33', 6],
  ['88', 10],
  ['77', 4],
];

const PASSPORT_SERIES: readonly (readonly [string, number])[] = [
  ['AA', 22],
  ['AB', 22],
  ['AC', 18],
  ['AD', 18],
  ['AE', 10],
  ['FA', 10],
];
/** Karakalpakstan's own series, added to its residents' draw. */
const KARAKALPAK_SERIES: readonly (readonly [string, number])[] = [...PASSPORT_SERIES, ['KA', 40]];

const NATIONALITIES_DEFAULT: readonly (readonly [string, number])[] = [
  ['oʻzbek', 92],
  ['tojik', 4],
  ['qozoq', 2],
  ['qirgʻiz', 1],
  ['turkman', 1],
];
const NATIONALITIES_KARAKALPAKSTAN: readonly (readonly [string, number])[] = [
  ['qoraqalpoq', 45],
  ['oʻzbek', 35],
  ['qozoq', 15],
  ['turkman', 5],
];
const NATIONALITIES_TAJIK_AREAS: readonly (readonly [string, number])[] = [
  ['oʻzbek', 84],
  ['tojik', 13],
  ['qozoq', 1],
  ['turkman', 2],
];

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** Oldest birth date: 80 years old on the reference date. */
const BIRTH_MIN = isoToDays(addDays(addYears(REFERENCE_DATE, -81), 1));
/** Youngest birth date: 18 years old on the reference date. */
const BIRTH_MAX = isoToDays(addYears(REFERENCE_DATE, -18));
/** Passports in the population were issued on or after this day, so all are valid until 2027 at least. */
const ISSUE_MIN = isoToDays('2017-01-01');
const ISSUE_MAX = isoToDays(REFERENCE_DATE) - 1;

interface SeedPermutations {
  pinfl: KeyedPermutation;
  passport: KeyedPermutation;
  phone: KeyedPermutation;
  tin: KeyedPermutation;
}

const permutationsBySeed = new Map<string, SeedPermutations>();

/** The identifier permutations of a seed; each turns an index into unique, reversible digits. */
export function permutationsOf(seed: string): SeedPermutations {
  let found = permutationsBySeed.get(seed);
  if (!found) {
    found = {
      pinfl: new KeyedPermutation(`${seed}\u0000pinfl`, 1000, 1000),
      passport: new KeyedPermutation(`${seed}\u0000passport`, 1000, 10_000),
      phone: new KeyedPermutation(`${seed}\u0000phone`, 1000, 10_000),
      tin: new KeyedPermutation(`${seed}\u0000tin`, 10_000, 10_000),
    };
    if (permutationsBySeed.size > 64) permutationsBySeed.clear();
    permutationsBySeed.set(seed, found);
  }
  return found;
}

function regionOf(regionId: number) {
  const region = REGIONS.find((r) => r.id === regionId);
  if (!region) throw new RangeError(`unknown region ${regionId}`);
  return region;
}

function districtsOf(regionId: number): readonly string[] {
  return DISTRICTS_BY_REGION[regionId] ?? [];
}

interface Core {
  gender: Gender;
  birthDate: string;
  regionId: number;
  district: string;
  surname: string;
  firstName: string;
  patronymic: string;
}

/** Name, gender, birth date and home of an ordinary (non-persona) person. */
function drawCore(seed: string, index: number): Core {
  const rng = createRng(seed, index, 'core');
  const gender: Gender = rng.chance(0.5) ? 'MALE' : 'FEMALE';
  const birthDate = daysToIso(rng.int(BIRTH_MIN, BIRTH_MAX));
  const regionId = rng.weighted(REGION_WEIGHTS);
  const district = rng.pick(districtsOf(regionId));
  const firstName = rng.pick(gender === 'MALE' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  const surname = surnameFor(rng.pick(MALE_SURNAMES), gender);
  const fatherName = rng.pick(MALE_GIVEN_NAMES);
  const style: PatronymicStyle = rng.chance(0.65) ? 'SUFFIX' : 'UZBEK';
  return {
    gender,
    birthDate,
    regionId,
    district,
    surname,
    firstName,
    patronymic: patronymicOf(fatherName, gender, style),
  };
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_POPULATION) {
    throw new RangeError(`person index must be a whole number in [0, ${MAX_POPULATION}): ${index}`);
  }
}

/**
 * Person number `index` of the population of `seed`. Pure: the same index and seed always give the
 * same person, whatever else was generated before. Indexes 0..14 are the demo personas, whose name,
 * gender, birth date, home and register flags are fixed; their documents and pinfl serial follow the seed.
 */
export function generatePerson(index: number, seed: string = DEFAULT_SEED): SyntheticPerson {
  checkIndex(index);
  const persona = PERSONA_IDENTITIES[index];
  const core = persona ?? drawCore(seed, index);
  const region = regionOf(core.regionId);
  const ids = permutationsOf(seed);

  const origin = createRng(seed, index, 'origin');
  const birthRegion = regionOf(origin.chance(0.85) ? core.regionId : origin.weighted(REGION_WEIGHTS));
  const birthPlace = `${birthRegion.names.lt}, ${origin.pick(districtsOf(birthRegion.id))}`;
  const nationality = origin.weighted(
    core.regionId === 1
      ? NATIONALITIES_KARAKALPAKSTAN
      : [3, 8, 9].includes(core.regionId)
        ? NATIONALITIES_TAJIK_AREAS
        : NATIONALITIES_DEFAULT,
  );

  const docs = createRng(seed, index, 'documents');
  const series = docs.weighted(core.regionId === 1 ? KARAKALPAK_SERIES : PASSPORT_SERIES);
  const passport = `${series}${String(ids.passport.apply(index)).padStart(7, '0')}`;
  const issueMin = Math.max(ISSUE_MIN, isoToDays(addYears(core.birthDate, 16)));
  const passportIssueDate = daysToIso(issueMin + Math.floor(docs.float() * (ISSUE_MAX - issueMin + 1)));
  const tin = `${docs.pick(['4', '5', '6'])}${String(ids.tin.apply(index)).padStart(8, '0')}`;

  const contact = createRng(seed, index, 'contact');
  const phone = `+998${contact.weighted(OPERATORS)}${String(ids.phone.apply(index)).padStart(7, '0')}`;
  const hasEmail = contact.chance(0.4) || persona !== undefined;
  const emailDomain = contact.pick(EMAIL_DOMAINS);
  const email = hasEmail
    ? `${asciiSlug(core.firstName)}.${asciiSlug(core.surname)}${index}@${emailDomain}`
    : null;

  const home = createRng(seed, index, 'address');
  const mahalla = home.pick(MAHALLAS);
  const street = home.pick(STREETS);
  const house = home.int(1, 150);
  const urban = core.regionId === 14 || core.district.endsWith('shahri');
  const apartment = home.chance(urban ? 0.65 : 0.15) ? home.int(1, 120) : null;
  const address = [
    region.names.lt,
    core.district,
    `${mahalla} MFY`,
    `${street} koʻchasi`,
    `${house}-uy`,
    ...(apartment === null ? [] : [`${apartment}-xonadon`]),
  ].join(', ');

  const flags = createRng(seed, index, 'flags');
  const drawnDisability: Disability | null = flags.chance(0.05)
    ? {
        group: flags.weighted<1 | 2 | 3>([
          [1, 15],
          [2, 45],
          [3, 40],
        ]),
        confirmedUntil: addDays(REFERENCE_DATE, flags.int(30, 3 * 365)),
      }
    : null;
  // The programme is drawn from a stream of its own, so the flags drawn before it stay what they were.
  const programme = createRng(seed, index, 'social-programme').weighted<SocialProgramme>([
    ['LOW_INCOME_FAMILY', 50],
    ['CHILD_ALLOWANCE', 25],
    ['CHILDCARE_ALLOWANCE', 15],
    ['MATERIAL_ASSISTANCE', 10],
  ]);
  const drawnSocial: SocialProtection | null = flags.chance(0.15)
    ? { registeredOn: addDays(REFERENCE_DATE, -flags.int(30, 5 * 365)), programme }
    : null;
  const drawnMobileId = flags.chance(0.8);
  const disability = persona ? persona.disability : drawnDisability;
  const socialProtection = persona ? persona.socialProtection : drawnSocial;

  const person: SyntheticPerson = {
    index,
    pinfl: syntheticPinfl(core.gender, core.birthDate, String(ids.pinfl.apply(index)).padStart(6, '0')),
    passport,
    passportIssuePlace: `${region.names.lt} ${core.district} IIB`,
    passportIssueDate,
    passportExpiryDate: addYears(passportIssueDate, 10),
    surname: core.surname,
    firstName: core.firstName,
    patronymic: core.patronymic,
    fullName: `${core.surname} ${core.firstName} ${core.patronymic}`,
    gender: core.gender,
    birthDate: core.birthDate,
    birthPlace,
    nationality,
    citizenship: 'UZB',
    regionId: region.id,
    regionSoato: region.soato,
    district: core.district,
    address,
    phone,
    email,
    tin,
    disability: disability ? Object.freeze({ ...disability }) : null,
    socialProtection: socialProtection ? Object.freeze({ ...socialProtection }) : null,
    mobileIdEnrolled: persona ? persona.mobileIdEnrolled : drawnMobileId,
  };
  return Object.freeze(person);
}

/** The first `count` people of a seed's population, in index order. */
export function* people(count: number, seed: string = DEFAULT_SEED): Generator<SyntheticPerson> {
  for (let index = 0; index < count; index++) yield generatePerson(index, seed);
}
