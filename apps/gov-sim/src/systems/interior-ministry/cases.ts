import { REGIONS } from '@portal/domain';
import type { Conviction, CriminalCase, Investigator } from '@portal/integrations';
import {
  addDays,
  createRng,
  DEMO_PERSONAS,
  demoPersona,
  REFERENCE_DATE,
  type SyntheticPerson,
  type SyntheticPopulation,
} from '@portal/synthetic';
import { COURTS } from '../courts/court-list';

/**
 * The interior-ministry registry's data, generated from the synthetic population: criminal cases (each
 * with an investigator and an accused person of the population) and convictions. The same seed always
 * gives the same cases. The Fargʻona investigator persona has cases of its own whose accused are
 * Fargʻona residents, for the demo and the browser journeys.
 */

const ARTICLES = [
  '97-modda 1-qism (qasddan odam oʻldirish)',
  '104-modda 1-qism (qasddan badanga ogʻir shikast yetkazish)',
  '164-modda 2-qism (talonchilik)',
  '167-modda 2-qism (oʻzlashtirish yoki rastrata yoʻli bilan talon-toroj qilish)',
  '168-modda 2-qism (firibgarlik)',
  '169-modda 2-qism (oʻgʻrilik)',
  '266-modda 1-qism (transport vositalarini boshqarish qoidalarini buzish)',
  '273-modda 1-qism (giyohvandlik vositalarining qonunga xilof muomalasi)',
  '277-modda 2-qism (bezorilik)',
] as const;

const SENTENCES = [
  'Jarima',
  'Axloq tuzatish ishlari, 1 yil',
  'Ozodlikni cheklash, 2 yil',
  'Ozodlikdan mahrum qilish, 3 yil',
  'Ozodlikdan mahrum qilish, 5 yil',
] as const;

const RANKS = ['leytenant', 'katta leytenant', 'kapitan', 'mayor', 'podpolkovnik'] as const;

/** Share of people accused in a case, and with a past conviction. */
const CASE_SHARE = 0.03;
const CONVICTION_SHARE = 0.02;

/** The demo persona whose record holds a conviction (a bar candidate the portal must refuse); every other persona has none. */
export const CONVICTED_PERSONA_KEY = 'candidate-convicted';

/** The one conviction of {@link CONVICTED_PERSONA_KEY}: not expunged, about two years old. */
function personaConviction(person: SyntheticPerson): Conviction {
  const verdictDate = addDays(REFERENCE_DATE, -730);
  const soato = REGIONS.find((r) => r.id === person.regionId)?.soato ?? '1700';
  const courts = COURTS.filter((c) => c.regionId === person.regionId);
  return {
    caseNumber: `${soato}${verdictDate.slice(2, 4)}9${String(person.index).padStart(4, '0')}0`,
    article: ARTICLES[5],
    courtName: courts[0]?.name ?? 'Jinoyat ishlari boʻyicha tuman sudi',
    verdictDate,
    sentence: SENTENCES[2],
    expunged: false,
  };
}

/** How many cases the Fargʻona investigator persona has. */
export const PERSONA_CASE_COUNT = 6;

function regionName(regionId: number): string {
  return REGIONS.find((r) => r.id === regionId)?.names.lt ?? '';
}

function organizationOf(regionId: number): string {
  return `${regionName(regionId)} IIB Tergov boshqarmasi`;
}

function investigatorOf(person: SyntheticPerson, rank: string): Investigator {
  return {
    pinfl: person.pinfl,
    fullName: person.fullName,
    rank,
    organization: organizationOf(person.regionId),
    regionId: person.regionId,
  };
}

export interface InteriorMinistryData {
  caseByNumber: ReadonlyMap<string, CriminalCase>;
  casesByAccused: ReadonlyMap<string, readonly CriminalCase[]>;
  casesByInvestigator: ReadonlyMap<string, readonly CriminalCase[]>;
  convictionsOf(pinfl: string): Conviction[];
}

/** Builds the registry's data from a population (once per simulator; 5000 people take a few ms). */
export function buildInteriorMinistryData(population: SyntheticPopulation): InteriorMinistryData {
  const seed = population.seed;
  const people = population.all();
  const personaIndexes = new Set<number>(DEMO_PERSONAS.map((p) => p.index));
  const convictedIndex = demoPersona(CONVICTED_PERSONA_KEY).index;
  const byRegion = new Map<number, SyntheticPerson[]>();
  for (const p of people) {
    if (personaIndexes.has(p.index)) continue;
    const list = byRegion.get(p.regionId) ?? [];
    list.push(p);
    byRegion.set(p.regionId, list);
  }
  // Investigators: a few people of each region, never accused themselves.
  const investigators = new Map<number, Investigator[]>();
  const investigatorPinfls = new Set<string>();
  for (const [regionId, list] of byRegion) {
    const rng = createRng(seed, 'investigators', regionId);
    const chosen: Investigator[] = [];
    for (let i = 0; i < Math.min(3, list.length); i++) {
      const person = list[list.length - 1 - i]!;
      chosen.push(investigatorOf(person, rng.pick(RANKS)));
      investigatorPinfls.add(person.pinfl);
    }
    investigators.set(regionId, chosen);
  }

  const serial = new Map<string, number>();
  const nextNumber = (regionId: number, year: number) => {
    const soato = REGIONS.find((r) => r.id === regionId)?.soato ?? '1700';
    const key = `${soato}${String(year).slice(2)}`;
    const n = (serial.get(key) ?? 0) + 1;
    serial.set(key, n);
    return `${key}${String(n).padStart(5, '0')}`;
  };

  const cases: CriminalCase[] = [];
  const makeCase = (accused: SyntheticPerson, investigator: Investigator, key: string): CriminalCase => {
    const rng = createRng(seed, 'criminal-case', key);
    const openedOn = addDays(REFERENCE_DATE, -rng.int(5, 300));
    const inCourt = rng.chance(0.4);
    const courts = COURTS.filter((c) => c.regionId === accused.regionId);
    const court = inCourt ? rng.pick(courts) : null;
    const adjournmentDay = addDays(REFERENCE_DATE, rng.int(3, 60));
    const hour = String(rng.int(9, 16)).padStart(2, '0');
    return {
      caseNumber: nextNumber(investigator.regionId, Number(openedOn.slice(0, 4))),
      openedOn,
      article: rng.pick(ARTICLES),
      status: inCourt ? 'IN_COURT' : 'INVESTIGATION',
      regionId: investigator.regionId,
      investigator,
      accused: {
        pinfl: accused.pinfl,
        fullName: accused.fullName,
        birthDate: accused.birthDate,
        address: accused.address,
      },
      court: court ? { code: court.code, name: court.name } : null,
      adjournmentAt: court ? `${adjournmentDay}T${hour}:00:00+05:00` : null,
    };
  };

  // The Fargʻona investigator persona's cases: accused are Fargʻona residents.
  const personaInvestigator = investigatorOf(population.persona('investigator'), 'kapitan');
  const fargona = (byRegion.get(personaInvestigator.regionId) ?? []).filter(
    (p) => !investigatorPinfls.has(p.pinfl),
  );
  const personaAccused = fargona.slice(0, PERSONA_CASE_COUNT);
  for (const accused of personaAccused)
    cases.push(makeCase(accused, personaInvestigator, `persona-${accused.index}`));

  const personaAccusedPinfls = new Set(personaAccused.map((p) => p.pinfl));
  for (const person of people) {
    if (personaIndexes.has(person.index) || investigatorPinfls.has(person.pinfl)) continue;
    if (personaAccusedPinfls.has(person.pinfl)) continue;
    const rng = createRng(seed, 'accused', person.index);
    if (!rng.chance(CASE_SHARE)) continue;
    const count = rng.chance(0.2) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const investigator = rng.pick(investigators.get(person.regionId) ?? [personaInvestigator]);
      cases.push(makeCase(person, investigator, `${person.index}-${k}`));
    }
  }

  const caseByNumber = new Map(cases.map((c) => [c.caseNumber, c]));
  const group = (key: (c: CriminalCase) => string) => {
    const map = new Map<string, CriminalCase[]>();
    for (const c of cases) {
      const list = map.get(key(c)) ?? [];
      list.push(c);
      map.set(key(c), list);
    }
    return map;
  };

  return {
    caseByNumber,
    casesByAccused: group((c) => c.accused.pinfl),
    casesByInvestigator: group((c) => c.investigator.pinfl),
    convictionsOf(pinfl) {
      const person = population.findByPinfl(pinfl);
      if (person && person.index === convictedIndex) return [personaConviction(person)];
      if (!person || personaIndexes.has(person.index)) return [];
      const rng = createRng(seed, 'conviction', person.index);
      if (!rng.chance(CONVICTION_SHARE)) return [];
      const count = rng.chance(0.25) ? 2 : 1;
      return Array.from({ length: count }, (_, k) => {
        const verdictDate = addDays(REFERENCE_DATE, -rng.int(400, 4000));
        const courts = COURTS.filter((c) => c.regionId === person.regionId);
        const soato = REGIONS.find((r) => r.id === person.regionId)?.soato ?? '1700';
        return {
          caseNumber: `${soato}${verdictDate.slice(2, 4)}9${String(person.index).padStart(4, '0')}${k}`,
          article: rng.pick(ARTICLES),
          courtName: rng.pick(courts).name,
          verdictDate,
          sentence: rng.pick(SENTENCES),
          expunged: verdictDate < addDays(REFERENCE_DATE, -8 * 365),
        };
      });
    },
  };
}

/** The persona investigator's pinfl in a population, for tests and the index page. */
export function personaInvestigatorPinfl(population: SyntheticPopulation): string {
  return population.at(demoPersona('investigator').index)!.pinfl;
}
