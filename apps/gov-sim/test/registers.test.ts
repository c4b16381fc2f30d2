/**
 * The disability register and the register of social protection (packages/integrations wire schemas),
 * and the fault modes every simulated system has (src/faults.ts): down answers 503, slow holds the answer.
 */
import { disabilityCheckSchema, socialProtectionSchema } from '@portal/integrations';
import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { parseFaults } from '../src/faults';
import { useSimulator } from './support';

const population = createPopulation();
const disabled = population.persona('disabled-person');
const enrolled = population.persona('social-register-citizen');
const user = population.persona('user');
const JAN_2026 = Date.parse('2026-01-10T09:00:00Z');

describe('disability register', () => {
  let now = JAN_2026;
  const app = useSimulator({}, { now: () => now });
  const check = (pinfl: string, passportSerialNumber: string) =>
    app.inject({
      method: 'POST',
      url: '/disability-register/check',
      payload: { pinfl, passportSerialNumber },
    });

  it('confirms the disability of persona disabled-person by pinfl and passport', async () => {
    const res = await check(disabled.pinfl, disabled.passport.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(disabilityCheckSchema.strict().parse(res.json())).toEqual({
      pinfl: disabled.pinfl,
      confirmed: true,
      group: 2,
      validUntil: '2027-12-31',
    });
  });

  it('answers confirmed: false for a person without one, and for one whose confirmation ran out', async () => {
    expect((await check(user.pinfl, user.passport)).json()).toEqual({
      pinfl: user.pinfl,
      confirmed: false,
      group: null,
      validUntil: null,
    });
    now = Date.parse('2028-01-01T00:00:00Z');
    expect((await check(disabled.pinfl, disabled.passport)).json()).toMatchObject({
      confirmed: false,
      group: 2,
      validUntil: '2027-12-31',
    });
    now = JAN_2026;
  });

  it('answers 404 when the passport is not that person’s, 400 for a malformed passport', async () => {
    const wrong = await check(disabled.pinfl, user.passport);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'PERSON_NOT_FOUND' });
    const bad = await check(disabled.pinfl, 'A1234567');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'passportSerialNumber' });
  });

  it('holds disabilities for about 5 % of the people, the same ones on every start', async () => {
    const sample = Array.from({ length: 2000 }, (_, i) => population.at(100 + i)!);
    const confirmed = sample.filter((p) => p.disability !== null).length / sample.length;
    expect(confirmed).toBeGreaterThan(0.03);
    expect(confirmed).toBeLessThan(0.07);
    expect(createPopulation().at(150)!.disability).toEqual(population.at(150)!.disability);
  });
});

describe('register of social protection', () => {
  const app = useSimulator();
  const get = (pinfl: string) => app.inject({ method: 'GET', url: `/social-protection/persons/${pinfl}` });

  it('answers the enrolment of persona social-register-citizen with its programme', async () => {
    const res = await get(enrolled.pinfl);
    expect(res.statusCode).toBe(200);
    expect(socialProtectionSchema.strict().parse(res.json())).toEqual({
      pinfl: enrolled.pinfl,
      enrolled: true,
      since: '2024-03-15',
      programme: { code: 'LOW_INCOME_FAMILY', name: 'Kam taʼminlangan oilalarga nafaqa' },
    });
  });

  it('answers enrolled: false for someone not in it, and for a pinfl nobody has', async () => {
    for (const pinfl of [user.pinfl, '31403850000000'])
      expect((await get(pinfl)).json()).toEqual({ pinfl, enrolled: false, since: null, programme: null });
    expect((await get('12345')).statusCode).toBe(400);
  });
});

describe('fault modes', () => {
  const app = useSimulator({ faults: 'disability-register=down' });

  it('starts a system down from GOV_SIM_FAULTS and brings it back with PUT /faults', async () => {
    const url = `/social-protection/persons/${enrolled.pinfl}`;
    const down = await app.inject({
      method: 'POST',
      url: '/disability-register/check',
      payload: { pinfl: disabled.pinfl, passportSerialNumber: disabled.passport },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SYSTEM_DOWN' });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const set = await app.inject({
      method: 'PUT',
      url: '/faults/social-protection',
      payload: { mode: 'down' },
    });
    expect(set.json()).toEqual({ system: 'social-protection', mode: 'down', delayMs: 0 });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(503);
    await app.inject({ method: 'PUT', url: '/faults/social-protection', payload: { mode: 'ok' } });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: '/faults' })).json() as {
      list: { system: string; mode: string }[];
    };
    expect(list.list.filter((f) => f.mode !== 'ok')).toEqual([
      { system: 'disability-register', mode: 'down', delayMs: 15_000 },
    ]);
  });

  it('holds every answer of a slow system back by its delay', async () => {
    await app.inject({ method: 'PUT', url: '/faults/courts', payload: { mode: 'slow', delayMs: 400 } });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/courts/courts?regionId=8' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await app.inject({ method: 'PUT', url: '/faults/courts', payload: { mode: 'ok' } });
  });

  it('refuses an unknown system or mode', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/faults/nobody', payload: { mode: 'down' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'PUT', url: '/faults/courts', payload: { mode: 'broken' } })).statusCode,
    ).toBe(400);
    expect(() => parseFaults('courts=sometimes', ['courts'])).toThrow(/GOV_SIM_FAULTS/);
    expect(() => parseFaults('nobody=down', ['courts'])).toThrow(/GOV_SIM_FAULTS/);
    expect(parseFaults('courts=slow:250', ['courts']).get('courts')).toEqual({ mode: 'slow', delayMs: 250 });
  });
});
