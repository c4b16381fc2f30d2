import type { Role, SocialProgramme } from '@portal/domain';
import type { Gender } from './pinfl';

/** The cabinet role a demo persona is meant to hold (one of the portal's roles, packages/domain roles.ts). */
export type DemoRoleHint = Role;

/** A named person at a fixed index of every population, whom the simulators and the API seed share. */
export interface DemoPersona {
  /** Stable key used in seeds, tests and docs. */
  key: string;
  /** The person's index in the population (the same for every seed). */
  index: number;
  /** The role the API seed gives this person. */
  roleHint: DemoRoleHint;
  /** What the persona is for. */
  description: string;
}

/** One demo persona; its index is its place in DEMO_PERSONAS. */
const persona = <const Key extends string>(key: Key, roleHint: DemoRoleHint, description: string) => ({
  key,
  roleHint,
  description,
});

/**
 * The demo personas, indexes 0..25 of every population: a persona's index is its place in this list, so
 * a new one is appended at the end (tests, seeds and e2e know the others by their index).
 */
export const DEMO_PERSONAS = [
  persona('lawyer', 'LAWYER', 'Advocate of a law firm in Tashkent city'),
  persona('director', 'DIRECTOR', 'Director of that law firm'),
  persona('new-director', 'NEW_DIRECTOR', 'Advocate registering a new advocacy structure in Samarqand'),
  persona('user', 'USER', 'Ordinary citizen, in no special register'),
  persona('admin', 'ADMIN', 'Portal administrator'),
  persona('investigator', 'INVESTIGATOR', 'Investigator in Fargʻona'),
  persona('region-chamber', 'REGION_CHAMBER', 'Officer of the Samarqand regional chamber of advocates'),
  persona('ministry', 'MINISTRY', 'Ministry of justice officer'),
  persona(
    'disabled-person',
    'USER',
    'Citizen with a confirmed disability (group 2), may ask for pro bono help',
  ),
  persona(
    'social-register-citizen',
    'USER',
    'Citizen in the social protection register, may ask for state-funded legal aid',
  ),
  persona('republic-chamber', 'REPUBLIC_CHAMBER', 'Officer of the republic chamber of advocates'),
  persona('expert', 'EXPERT', 'Staff of the expertise body'),
  persona('intern', 'INTERN', 'Intern at a Namangan law firm (born 29 February)'),
  persona('lawyer-samarqand', 'LAWYER', 'Advocate on duty in Samarqand'),
  persona('no-mobile-id', 'USER', 'Citizen not enrolled in mobile-ID (that sign-in must refuse her)'),
  persona(
    'lawyer-samarqand-2',
    'LAWYER',
    'Second advocate of the Samarqand bureau (sees an appeal another lawyer took)',
  ),
  persona(
    'lawyer-free',
    'LAWYER',
    'Samarqand advocate with license and certificate, employed by no structure (to be hired)',
  ),
  persona(
    'lawyer-request',
    'LAWYER',
    'Samarqand advocate who asks the regional chamber for a certificate replacement',
  ),
  persona('lawyer-suspend', 'LAWYER', 'Samarqand advocate who asks the chamber to suspend her status'),
  persona(
    'candidate',
    'USER',
    'Samarqand citizen applying to become an advocate (bar candidate, no conviction)',
  ),
  persona(
    'candidate-convicted',
    'USER',
    'Samarqand citizen applying to the bar whose interior-ministry record holds a conviction',
  ),
  persona(
    'region-chamber-tashkent',
    'REGION_CHAMBER',
    'Officer of the Tashkent city regional chamber (reviews the half-year report of persona director)',
  ),
  persona(
    'structure-founder',
    'LAWYER',
    'Samarqand advocate employed by no structure who registers her own bureau with the tax registry’s data (structures journey)',
  ),
  persona('expert-director', 'EXPERT', 'Director of the national forensic expertise centre'),
  persona('expert-deputy', 'EXPERT', 'Deputy director of the national forensic expertise centre'),
  persona(
    'expert-head',
    'EXPERT',
    'Head of the criminalistics department of the national forensic expertise centre',
  ),
].map(({ key, roleHint, description }, index) => ({ key, index, roleHint, description }));

/** The key of one of the {@link DEMO_PERSONAS}. */
export type DemoPersonaKey = (typeof DEMO_PERSONAS)[number]['key'];

/** Fixed identity of a persona: it does not change with the seed (documents, pinfl digits 8-14 do). */
export interface PersonaIdentity {
  gender: Gender;
  surname: string;
  firstName: string;
  patronymic: string;
  birthDate: string;
  regionId: number;
  district: string;
  disability: { group: 1 | 2 | 3; confirmedUntil: string } | null;
  socialProtection: { registeredOn: string; programme: SocialProgramme } | null;
  mobileIdEnrolled: boolean;
}

const none = { disability: null, socialProtection: null, mobileIdEnrolled: true } as const;

/** The fixed identities of the demo personas, by index. */
export const PERSONA_IDENTITIES: Readonly<Record<number, PersonaIdentity>> = {
  0: {
    ...none,
    gender: 'MALE',
    surname: 'Karimov',
    firstName: 'Jasur',
    patronymic: 'Bahodirovich',
    birthDate: '1985-03-14',
    regionId: 14,
    district: 'Yunusobod tumani',
  },
  1: {
    ...none,
    gender: 'MALE',
    surname: 'Usmonov',
    firstName: 'Rustam',
    patronymic: 'Akmalovich',
    birthDate: '1972-11-02',
    regionId: 14,
    district: 'Mirobod tumani',
  },
  2: {
    ...none,
    gender: 'FEMALE',
    surname: 'Saidova',
    firstName: 'Malika',
    patronymic: 'Farhodovna',
    birthDate: '1990-06-21',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  3: {
    ...none,
    gender: 'MALE',
    surname: 'Toshmatov',
    firstName: 'Bekzod',
    patronymic: 'Ulugʻbek oʻgʻli',
    birthDate: '1998-09-05',
    regionId: 2,
    district: 'Asaka tumani',
  },
  4: {
    ...none,
    gender: 'FEMALE',
    surname: 'Nazarova',
    firstName: 'Gulnora',
    patronymic: 'Rustamovna',
    birthDate: '1980-01-30',
    regionId: 14,
    district: 'Chilonzor tumani',
  },
  5: {
    ...none,
    gender: 'MALE',
    surname: 'Qodirov',
    firstName: 'Sardor',
    patronymic: 'Ikromovich',
    birthDate: '1988-04-17',
    regionId: 12,
    district: 'Fargʻona shahri',
  },
  6: {
    ...none,
    gender: 'FEMALE',
    surname: 'Ergasheva',
    firstName: 'Nodira',
    patronymic: 'Baxtiyorovna',
    birthDate: '1983-12-08',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  7: {
    ...none,
    gender: 'MALE',
    surname: 'Yoʻldoshev',
    firstName: 'Anvar',
    patronymic: 'Shavkatovich',
    birthDate: '1976-07-25',
    regionId: 14,
    district: 'Yakkasaroy tumani',
  },
  8: {
    ...none,
    disability: { group: 2, confirmedUntil: '2027-12-31' },
    gender: 'FEMALE',
    surname: 'Xolmatova',
    firstName: 'Zuhra',
    patronymic: 'Ismoil qizi',
    birthDate: '1969-02-11',
    regionId: 3,
    district: 'Gʻijduvon tumani',
  },
  9: {
    ...none,
    socialProtection: { registeredOn: '2024-03-15', programme: 'LOW_INCOME_FAMILY' },
    gender: 'MALE',
    surname: 'Tursunov',
    firstName: 'Otabek',
    patronymic: 'Zafar oʻgʻli',
    birthDate: '2001-10-03',
    regionId: 5,
    district: 'Qarshi shahri',
  },
  10: {
    ...none,
    gender: 'FEMALE',
    surname: 'Abdullayeva',
    firstName: 'Kamola',
    patronymic: 'Sherzodovna',
    birthDate: '1979-05-19',
    regionId: 14,
    district: 'Shayxontohur tumani',
  },
  11: {
    ...none,
    gender: 'MALE',
    surname: 'Hasanov',
    firstName: 'Ilhom',
    patronymic: 'Murodovich',
    birthDate: '1981-08-09',
    regionId: 14,
    district: 'Olmazor tumani',
  },
  12: {
    ...none,
    gender: 'FEMALE',
    surname: 'Mirzayeva',
    firstName: 'Sevara',
    patronymic: 'Dilshod qizi',
    birthDate: '2000-02-29',
    regionId: 7,
    district: 'Namangan shahri',
  },
  13: {
    ...none,
    gender: 'MALE',
    surname: 'Nurmatov',
    firstName: 'Doniyor',
    patronymic: 'Abduvaliyevich',
    birthDate: '1991-01-12',
    regionId: 8,
    district: 'Urgut tumani',
  },
  14: {
    ...none,
    mobileIdEnrolled: false,
    gender: 'FEMALE',
    surname: 'Qurbonova',
    firstName: 'Feruza',
    patronymic: 'Hamzayevna',
    birthDate: '1957-06-01',
    regionId: 13,
    district: 'Urganch shahri',
  },
  15: {
    ...none,
    gender: 'MALE',
    surname: 'Rahimov',
    firstName: 'Sherzod',
    patronymic: 'Alisher oʻgʻli',
    birthDate: '1987-10-22',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  16: {
    ...none,
    gender: 'FEMALE',
    surname: 'Jurayeva',
    firstName: 'Dilnoza',
    patronymic: 'Anvarovna',
    birthDate: '1993-03-08',
    regionId: 8,
    district: 'Kattaqoʻrgʻon tumani',
  },
  17: {
    ...none,
    gender: 'MALE',
    surname: 'Aliyev',
    firstName: 'Bobur',
    patronymic: 'Tohirovich',
    birthDate: '1984-07-03',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  18: {
    ...none,
    gender: 'FEMALE',
    surname: 'Sobirova',
    firstName: 'Laylo',
    patronymic: 'Qahramonovna',
    birthDate: '1989-11-15',
    regionId: 8,
    district: 'Pastdargʻom tumani',
  },
  19: {
    ...none,
    gender: 'MALE',
    surname: 'Ismoilov',
    firstName: 'Javohir',
    patronymic: 'Ravshanovich',
    birthDate: '1999-05-27',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  20: {
    ...none,
    gender: 'MALE',
    surname: 'Ortiqov',
    firstName: 'Umid',
    patronymic: 'Baxodirovich',
    birthDate: '1996-12-04',
    regionId: 8,
    district: 'Urgut tumani',
  },
  21: {
    ...none,
    gender: 'FEMALE',
    surname: 'Xolmatova',
    firstName: 'Nargiza',
    patronymic: 'Shuhratovna',
    birthDate: '1981-04-19',
    regionId: 14,
    district: 'Chilonzor tumani',
  },
  22: {
    ...none,
    gender: 'FEMALE',
    surname: 'Rahimova',
    firstName: 'Dilnoza',
    patronymic: 'Anvarovna',
    birthDate: '1987-09-14',
    regionId: 8,
    district: 'Samarqand shahri',
  },
  23: {
    ...none,
    gender: 'MALE',
    surname: 'Saidov',
    firstName: 'Farrux',
    patronymic: 'Olimovich',
    birthDate: '1968-08-16',
    regionId: 14,
    district: 'Mirzo Ulugʻbek tumani',
  },
  24: {
    ...none,
    gender: 'FEMALE',
    surname: 'Yusupova',
    firstName: 'Munisa',
    patronymic: 'Jamshidovna',
    birthDate: '1975-02-23',
    regionId: 14,
    district: 'Yashnobod tumani',
  },
  25: {
    ...none,
    gender: 'MALE',
    surname: 'Normatov',
    firstName: 'Akmal',
    patronymic: 'Toʻlqinovich',
    birthDate: '1982-10-11',
    regionId: 14,
    district: 'Sergeli tumani',
  },
};

/** The persona with this key. */
export function demoPersona(key: DemoPersonaKey): DemoPersona {
  const persona = DEMO_PERSONAS.find((p) => p.key === key);
  if (!persona) throw new RangeError(`no demo persona ${key}`);
  return persona;
}
