import type { CriminalCase } from '@portal/integrations';
import { createPopulation, DEMO_PERSONAS } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import {
  buildInteriorMinistryData,
  CONVICTED_PERSONA_KEY,
  PERSONA_CASE_COUNT,
} from '../src/systems/interior-ministry/cases';
import { useSimulator } from './support';

const population = createPopulation();
const investigator = population.persona('investigator');

describe('interior-ministry registry', () => {
  const app = useSimulator();
  const get = (url: string) => app.inject({ method: 'GET', url: `/interior-ministry${url}` });

  it('lists the Fargʻona investigator persona’s cases, with accused Fargʻona residents of the population', async () => {
    const res = await get(`/criminal-cases?investigatorPinfl=${investigator.pinfl}`);
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{ list: CriminalCase[] }>();
    expect(list).toHaveLength(PERSONA_CASE_COUNT);
    for (const c of list) {
      expect(c.investigator).toMatchObject({ pinfl: investigator.pinfl, fullName: investigator.fullName });
      expect(c.regionId).toBe(12);
      expect(c.caseNumber).toMatch(/^1730\d{7}$/);
      const accused = population.findByPinfl(c.accused.pinfl);
      expect(accused?.fullName).toBe(c.accused.fullName);
      expect(accused?.regionId).toBe(12);
      expect(c.accused.address).toBe(accused?.address);
    }
  });

  it('answers a case by its number with investigator, accused, court and adjournment time', async () => {
    const data = buildInteriorMinistryData(population);
    const inCourt = [...data.caseByNumber.values()].find((c) => c.court !== null)!;
    const res = await get(`/criminal-cases/${inCourt.caseNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(inCourt);
    expect(inCourt.adjournmentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+05:00$/);
    expect(
      inCourt.court?.code.startsWith(`R${population.findByPinfl(inCourt.accused.pinfl)!.regionId}-`),
    ).toBe(true);
  });

  it('answers the cases of an accused person by pinfl, and an empty list for a person without any', async () => {
    const data = buildInteriorMinistryData(population);
    const [pinfl, cases] = [...data.casesByAccused.entries()][10]!;
    const res = await get(`/criminal-cases?pinfl=${pinfl}`);
    expect(res.json()).toEqual({ list: cases });
    const none = await get(`/criminal-cases?pinfl=${population.persona('lawyer').pinfl}`);
    expect(none.json()).toEqual({ list: [] });
  });

  it('is deterministic: another simulator of the same seed answers the same cases', () => {
    const a = buildInteriorMinistryData(createPopulation());
    const b = buildInteriorMinistryData(createPopulation());
    expect([...a.caseByNumber.keys()]).toEqual([...b.caseByNumber.keys()]);
    expect(a.caseByNumber.size).toBeGreaterThan(100);
  });

  it('answers convictions of a person, some with, most without', async () => {
    const data = buildInteriorMinistryData(population);
    const convicted = population.all().find((p) => data.convictionsOf(p.pinfl).length > 0)!;
    const res = await get(`/convictions/${convicted.pinfl}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ convictions: { article: string; verdictDate: string; expunged: boolean }[] }>();
    expect(body.convictions.length).toBeGreaterThan(0);
    expect(body.convictions[0]!.verdictDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const clean = await get(`/convictions/${population.persona('lawyer').pinfl}`);
    expect(clean.json()).toEqual({ pinfl: population.persona('lawyer').pinfl, convictions: [] });
  });

  it('gives the convicted candidate persona one conviction not expunged, and every other persona none', async () => {
    const data = buildInteriorMinistryData(population);
    for (const persona of DEMO_PERSONAS) {
      const pinfl = population.at(persona.index)!.pinfl;
      const convictions = data.convictionsOf(pinfl);
      if (persona.key !== CONVICTED_PERSONA_KEY) expect(convictions, persona.key).toEqual([]);
      else {
        const res = await get(`/convictions/${pinfl}`);
        expect(res.json<{ convictions: unknown[] }>().convictions).toEqual([
          expect.objectContaining({ expunged: false, article: expect.stringContaining('modda') }),
        ]);
      }
    }
  });

  it.each([
    ['/criminal-cases/12ab', 400, 'VALIDATION_FAILED'],
    ['/criminal-cases/99999999999', 404, 'CASE_NOT_FOUND'],
    ['/criminal-cases', 400, 'VALIDATION_FAILED'],
    ['/criminal-cases?pinfl=123', 400, 'VALIDATION_FAILED'],
    ['/convictions/31403850000000', 404, 'PERSON_NOT_FOUND'],
    ["/criminal-cases/1' OR '1'='1", 400, 'VALIDATION_FAILED'],
  ])('answers %s with %i %s', async (url, status, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });
});

describe('courts', () => {
  const app = useSimulator();

  it('lists the courts of a region and the hearing of a case in court', async () => {
    const list = await app.inject({ method: 'GET', url: '/courts/courts?regionId=12' });
    expect(list.json<{ list: { code: string }[] }>().list.map((c) => c.code)).toEqual([
      'R12-CRIM',
      'R12-C-CRIM',
    ]);
    const data = buildInteriorMinistryData(population);
    const inCourt = [...data.caseByNumber.values()].find((c) => c.court !== null)!;
    const res = await app.inject({ method: 'GET', url: `/courts/cases/${inCourt.caseNumber}` });
    expect(res.json()).toMatchObject({ court: inCourt.court, hearings: [{ at: inCourt.adjournmentAt }] });
    const notInCourt = [...data.caseByNumber.values()].find((c) => c.court === null)!;
    const missing = await app.inject({ method: 'GET', url: `/courts/cases/${notInCourt.caseNumber}` });
    expect(missing.statusCode).toBe(404);
  });
});
