import type { SocialProgramme } from './social';
import type { Gender } from './pinfl';

/** The cabinet role a demo persona is meant to hold (role names of spec/decisions.md). */
export type DemoRoleHint =
  | 'USER'
  | 'LAWYER'
  | 'NEW_DIRECTOR'
  | 'DIRECTOR'
  | 'ADMIN'
  | 'REGION_CHAMBER'
  | 'REPUBLIC_CHAMBER'
  | 'MINISTRY'
  | 'INVESTIGATOR'
  | 'INTERN'
  | 'EXPERT';

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

/** The demo personas, indexes 0..22 of every population, in index order. */
export const DEMO_PERSONAS = [
  { key: 'lawyer', index: 0, roleHint: 'LAWYER', description: 'Advocate of a law firm in Tashkent city' },
  { key: 'director', index: 1, roleHint: 'DIRECTOR', description: 'Director of that law firm' },
  {
    key: 'new-director',
    index: 2,
    roleHint: 'NEW_DIRECTOR',
    description: 'Advocate registering a new advocacy structure in Samarqand',
  },
  { key: 'user', index: 3, roleHint: 'USER', description: 'Ordinary citizen, in no special register' },
  { key: 'admin', index: 4, roleHint: 'ADMIN', description: 'Portal administrator' },
  { key: 'investigator', index: 5, roleHint: 'INVESTIGATOR', description: 'Investigator in Fargʻona' },
  {
    key: 'region-chamber',
    index: 6,
    roleHint: 'REGION_CHAMBER',
    description: 'Officer of the Samarqand regional chamber of advocates',
  },
  { key: 'ministry', index: 7, roleHint: 'MINISTRY', description: 'Ministry of justice officer' },
  {
    key: 'disabled-person',
    index: 8,
    roleHint: 'USER',
    description: 'Citizen with a confirmed disability (group 2), may ask for pro bono help',
  },
  {
    key: 'social-register-citizen',
    index: 9,
    roleHint: 'USER',
    description: 'Citizen in the social protection register, may ask for state-funded legal aid',
  },
  {
    key: 'republic-chamber',
    index: 10,
    roleHint: 'REPUBLIC_CHAMBER',
    description: 'Officer of the republic chamber of advocates',
  },
  { key: 'expert', index: 11, roleHint: 'EXPERT', description: 'Staff of the expertise body' },
  {
    key: 'intern',
    index: 12,
    roleHint: 'INTERN',
    description: 'Intern at a Namangan law firm (born 29 February)',
  },
  { key: 'lawyer-samarqand', index: 13, roleHint: 'LAWYER', description: 'Advocate on duty in Samarqand' },
  {
    key: 'no-mobile-id',
    index: 14,
    roleHint: 'USER',
    description: 'Citizen not enrolled in mobile-ID (that sign-in must refuse her)',
  },
  {
    key: 'lawyer-samarqand-2',
    index: 15,
    roleHint: 'LAWYER',
    description: 'Second advocate of the Samarqand bureau (sees an appeal another lawyer took)',
  },
  {
    key: 'lawyer-free',
    index: 16,
    roleHint: 'LAWYER',
    description: 'Samarqand advocate with license and certificate, employed by no structure (to be hired)',
  },
  {
    key: 'lawyer-request',
    index: 17,
    roleHint: 'LAWYER',
    description: 'Samarqand advocate who asks the regional chamber for a certificate replacement',
  },
  {
    key: 'lawyer-suspend',
    index: 18,
    roleHint: 'LAWYER',
    description: 'Samarqand advocate who asks the chamber to suspend her status',
  },
  {
    key: 'candidate',
    index: 19,
    roleHint: 'USER',
    description: 'Samarqand citizen applying to become an advocate (bar candidate, no conviction)',
  },
  {
    key: 'candidate-convicted',
    index: 20,
    roleHint: 'USER',
    description: 'Samarqand citizen applying to the bar whose interior-ministry record holds a conviction',
  },
  {
    key: 'region-chamber-tashkent',
    index: 21,
    roleHint: 'REGION_CHAMBER',
    description:
      'Officer of the Tashkent city regional chamber (reviews the half-year report of persona director)',
  },
  {
    key: 'structure-founder',
    index: 22,
    roleHint: 'LAWYER',
    description:
      'Samarqand advocate employed by no structure who registers her own bureau with the tax registry’s data (structures journey)',
  },
] as const satisfies readonly DemoPersona[];

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
};

/** The persona with this key. */
export function demoPersona(key: DemoPersonaKey): DemoPersona {
  const persona = DEMO_PERSONAS.find((p) => p.key === key);
  if (!persona) throw new RangeError(`no demo persona ${key}`);
  return persona;
}
