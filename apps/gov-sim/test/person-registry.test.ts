import { personListSchema, personRecordSchema } from '@portal/integrations';
import { createPopulation, generatePerson } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const population = createPopulation();
const lawyer = population.persona('lawyer');
const disabled = population.persona('disabled-person');

describe('person registry', () => {
  const app = useSimulator();

  describe('GET /person-registry/persons/:pinfl', () => {
    it('answers the person with identity, passport, address and contacts', async () => {
      const res = await app.inject({ method: 'GET', url: `/person-registry/persons/${lawyer.pinfl}` });
      expect(res.statusCode).toBe(200);
      const body = personRecordSchema.strict().parse(res.json());
      expect(body).toMatchObject({
        pinfl: lawyer.pinfl,
        fullName: 'Karimov Jasur Bahodirovich',
        passport: lawyer.passport,
        birthDate: '1985-03-14',
        regionId: 14,
        regionSoato: '1726',
        citizenship: 'UZB',
      });
    });

    it('leaves register flags to their own registries', async () => {
      const res = await app.inject({ method: 'GET', url: `/person-registry/persons/${disabled.pinfl}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('disability');
      expect(res.json()).not.toHaveProperty('mobileIdEnrolled');
      expect(res.json()).not.toHaveProperty('index');
    });

    it('answers 404 PERSON_NOT_FOUND for a pinfl nobody has', async () => {
      const res = await app.inject({ method: 'GET', url: '/person-registry/persons/31403850000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PERSON_NOT_FOUND' });
    });

    it.each(['123', '3140385600411x', '314038560041189', '3140385600411%20'])(
      'answers 400 for the malformed pinfl %s',
      async (pinfl) => {
        const res = await app.inject({ method: 'GET', url: `/person-registry/persons/${pinfl}` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'pinfl' });
      },
    );
  });

  describe('POST /person-registry/passport', () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/person-registry/passport', payload: payload as object });

    it('answers the person when pinfl and passport belong together', async () => {
      const res = await post({ pinfl: lawyer.pinfl, passportSerialNumber: lawyer.passport });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ pinfl: lawyer.pinfl, passport: lawyer.passport });
    });

    it('accepts the passport in lower case and with spaces', async () => {
      const typed = `${lawyer.passport.slice(0, 2).toLowerCase()} ${lawyer.passport.slice(2)} `;
      const res = await post({ pinfl: lawyer.pinfl, passportSerialNumber: typed });
      expect(res.statusCode).toBe(200);
    });

    it('answers 404 PERSON_NOT_FOUND for another person’s passport or an unknown pinfl', async () => {
      const other = population.at(100);
      const mismatch = await post({ pinfl: lawyer.pinfl, passportSerialNumber: other?.passport });
      expect(mismatch.statusCode).toBe(404);
      expect(mismatch.json()).toMatchObject({ code: 'PERSON_NOT_FOUND' });
      const unknown = await post({ pinfl: '31403850000000', passportSerialNumber: lawyer.passport });
      expect(unknown.statusCode).toBe(404);
    });

    it.each([
      [{ pinfl: '123', passportSerialNumber: 'AA1234567' }, 'pinfl'],
      [{ pinfl: '31403856004118', passportSerialNumber: 'A1234567' }, 'passportSerialNumber'],
      [{ pinfl: '31403856004118' }, 'passportSerialNumber'],
      [{}, 'pinfl'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    it('answers 400 for a body that is not a JSON object and 415 for an unknown content type', async () => {
      const send = (contentType: string, payload: string) =>
        app.inject({
          method: 'POST',
          url: '/person-registry/passport',
          headers: { 'content-type': contentType },
          payload,
        });
      const broken = await send('application/json', '{"pinfl":');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const text = await send('text/plain', 'pinfl');
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const xml = await send('application/xml', '<pinfl/>');
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  describe('GET /person-registry/persons', () => {
    const list = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/person-registry/persons${query}` });
      expect(res.statusCode).toBe(200);
      return personListSchema.parse(res.json());
    };

    it('pages through everyone in index order, 20 by default', async () => {
      const first = await list('');
      expect(first.total).toBe(5000);
      expect(first.list.map((p) => p.pinfl)).toEqual(
        population
          .all()
          .slice(0, 20)
          .map((p) => p.pinfl),
      );
      const third = await list('?page=2&limit=7');
      expect(third.list.map((p) => p.pinfl)).toEqual(
        population
          .all()
          .slice(14, 21)
          .map((p) => p.pinfl),
      );
    });

    it('clamps the limit to 100 and answers an empty page past the end', async () => {
      expect((await list('?limit=500')).list).toHaveLength(100);
      const past = await list('?page=1000&limit=10');
      expect(past).toEqual({ list: [], total: 5000 });
    });

    it('filters by gender and region', async () => {
      const women = await list('?gender=FEMALE&limit=100');
      expect(women.list.every((p) => p.gender === 'FEMALE')).toBe(true);
      expect(women.total).toBe(population.all().filter((p) => p.gender === 'FEMALE').length);
      const samarqandMen = await list('?gender=MALE&regionId=8&limit=100');
      expect(samarqandMen.list.every((p) => p.gender === 'MALE' && p.regionId === 8)).toBe(true);
      expect(samarqandMen.total).toBe(
        population.all().filter((p) => p.gender === 'MALE' && p.regionId === 8).length,
      );
      expect(samarqandMen.total).toBeGreaterThan(0);
    });

    it.each([
      ['?gender=OTHER', 'gender'],
      ['?regionId=15', 'regionId'],
      ['?page=-1', 'page'],
      ['?limit=abc', 'limit'],
    ])('answers 400 for %s', async (query, field) => {
      const res = await app.inject({ method: 'GET', url: `/person-registry/persons${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });
  });
});

describe('person registry of another seed and size', () => {
  const app = useSimulator({ seed: 'other-seed', populationSize: 30 });

  it('holds that seed’s people only', async () => {
    const own = generatePerson(0, 'other-seed');
    expect(
      (await app.inject({ method: 'GET', url: `/person-registry/persons/${own.pinfl}` })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/person-registry/persons/${lawyer.pinfl}` })).statusCode,
    ).toBe(404);
    const beyond = generatePerson(35, 'other-seed');
    expect(
      (await app.inject({ method: 'GET', url: `/person-registry/persons/${beyond.pinfl}` })).statusCode,
    ).toBe(404);
    const all = await app.inject({ method: 'GET', url: '/person-registry/persons?limit=100' });
    expect(all.json()).toMatchObject({ total: 30 });
  });
});
