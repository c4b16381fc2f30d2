/**
 * Deterministic synthetic Uzbek people for the national-systems simulator (apps/gov-sim), the API's
 * demo seed and tests: person N of a seed is always the same person.
 */
export { REFERENCE_DATE } from './dates';
export type { DemoPersona, DemoPersonaKey, DemoRoleHint } from './demo-personas';
export { DEMO_PERSONAS, demoPersona } from './demo-personas';
export type { Disability, SocialProtection, SyntheticPerson } from './person';
export type { SocialProgramme } from '@portal/domain';
export { DEFAULT_SEED, generatePerson, MAX_POPULATION, people } from './person';
export { SOCIAL_PROGRAMMES } from '@portal/domain';
export type { Gender } from './pinfl';
export type { PopulationOptions, SyntheticPopulation } from './population';
export { createPopulation, DEFAULT_POPULATION_SIZE } from './population';
export { createRng, type Rng } from './random';
export { addDays, addYears, daysToIso, isoToDays } from './dates';
export { DISTRICTS_BY_REGION, MAHALLAS, REGION_WEIGHTS, STREETS } from './data/places';
export { MALE_SURNAMES } from './data/surnames';
