/**
 * The registry adapters against the real gov-sim process, a server that never answers (timeout) and a
 * closed port (down); the criminal-case cache answers its copy while the registry is down.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { translate } from '../i18n/translate';
import { fetchCriminalCase } from '../modules/criminal-cases/service';
import { createTestDatabase } from '../../test/helpers/database';
import { freePort, type RunningProcess, startGovSim } from '@portal/test-support';
import { rejectionOf } from '@portal/test-support/rejection';
import { population } from '../../test/helpers/legal-aid-fixtures';
import { createCourts } from './courts';
import { createDisabilityRegister } from './disability-register';
import { createSocialProtectionRegister } from './social-protection';
import { createInteriorMinistry } from './interior-ministry';
import { createPersonRegistryAdapter } from './person-registry';
import { createPostAdapter } from './post';
import { createTaxRegistry } from './tax-registry';

/** The person-registry adapter at `url` with a timeout, the rest of the configuration left out. */
function createPersonRegistry(url: string, timeoutMs: number) {
  return createPersonRegistryAdapter({
    registries: {
      personRegistryUrl: url,
      interiorMinistryUrl: '',
      courtsUrl: '',
      disabilityRegisterUrl: '',
      socialProtectionUrl: '',
      taxRegistryUrl: '',
      postUrl: '',
      documentExchangeUrl: '',
    },
    nationalSystems: { mode: 'simulator', govSimUrl: '', timeoutMs },
  });
}

let govSim: RunningProcess;
let hanging: Server;
let hangingUrl: string;
let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  govSim = await startGovSim();
  hanging = createServer(() => undefined); // accepts, never answers
  const port = await freePort();
  await new Promise<void>((r) => hanging.listen(port, '127.0.0.1', r));
  hangingUrl = `http://127.0.0.1:${port}`;
  ({ db, drop } = await createTestDatabase());
}, 60_000);
afterAll(async () => {
  hanging?.closeAllConnections();
  hanging?.close();
  await govSim?.stop();
  await drop?.();
});

/** The AppError a call fails with. */
const failure = (work: Promise<unknown>) => rejectionOf(work, AppError);

describe('post adapter', () => {
  it('registers a parcel once per reference, tracks it, null for an unknown one, a localized 503 on timeout', async () => {
    const post = createPostAdapter(`${govSim.url}/post`, 3000);
    const parcel = {
      reference: 'REQ-adapter-1',
      addressee: 'Karimov Aziz',
      address: 'Registon 5',
      postalIndex: '140100',
    };
    const first = await post.register(parcel);
    expect(first).toMatchObject({ status: 'REGISTERED', reference: 'REQ-adapter-1' });
    expect((await post.register(parcel)).trackingNumber).toBe(first.trackingNumber);
    expect(await post.track(first.trackingNumber)).toMatchObject({ status: 'REGISTERED' });
    expect(await post.track('RR000000000UZ')).toBeNull();
    expect(await post.recall(first.trackingNumber)).toMatchObject({ status: 'RECALLED' });
    expect(await post.recall('RR000000000UZ')).toBeNull();
    const error = await failure(createPostAdapter(hangingUrl, 300).track(first.trackingNumber));
    expect(error).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE', status: 503 });
    expect(translate('eng', error.messageKey)).toBe('The post is not answering. Try again later.');
  });
});

describe('tax registry adapter', () => {
  it('answers a company by INN, null for an unknown INN, and a localized 503 when down', async () => {
    const registry = createTaxRegistry(`${govSim.url}/tax-registry`, 3000);
    const director = population.at(40)!;
    expect(await registry.company('390000040')).toMatchObject({
      inn: '390000040',
      director: { pinfl: director.pinfl },
      status: 'ACTIVE',
    });
    expect(await registry.company('299999999')).toBeNull();
    const error = await failure(createTaxRegistry(hangingUrl, 300).company('390000040'));
    expect(error).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE', status: 503 });
    expect(translate('eng', error.messageKey)).toMatch(/tax registry is not answering/);
  });
});

describe('person registry adapter', () => {
  it('answers a person by pinfl, and null for nobody', async () => {
    const registry = createPersonRegistry(`${govSim.url}/person-registry`, 3000);
    const lawyer = population.persona('lawyer');
    expect(await registry.findByPinfl(lawyer.pinfl)).toMatchObject({
      pinfl: lawyer.pinfl,
      fullName: lawyer.fullName,
    });
    expect(await registry.findByPinfl('31403850000000')).toBeNull();
  });

  it('gives up after its timeout with a clear, localized 503', async () => {
    const started = Date.now();
    const error = await failure(createPersonRegistry(hangingUrl, 300).findByPinfl('31403856004118'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE', status: 503 });
    expect(translate('lt', error.messageKey)).toBe(
      'Shaxslar reyestri javob bermayapti. Keyinroq urinib koʻring.',
    );
  });
});

describe('interior ministry and courts adapters', () => {
  it('read the Fargʻona investigator’s cases, a case by number, convictions and hearings', async () => {
    const mvd = createInteriorMinistry(`${govSim.url}/interior-ministry`, 3000);
    const cases = await mvd.casesOfInvestigator(population.persona('investigator').pinfl);
    expect(cases.length).toBeGreaterThanOrEqual(5);
    const one = await mvd.findCase(cases[0]!.caseNumber);
    expect(one).toEqual(cases[0]);
    expect(await mvd.casesOfPerson(cases[0]!.accused.pinfl)).toContainEqual(cases[0]);
    expect(await mvd.findCase('99999999999')).toBeNull();
    expect(await mvd.convictionsOf(population.persona('lawyer').pinfl)).toEqual([]);
    expect(await mvd.convictionsOf('31403850000000')).toBeNull();
    const courts = createCourts(`${govSim.url}/courts`, 3000);
    expect((await courts.listCourts(12)).map((c) => c.code)).toEqual(['R12-CRIM', 'R12-C-CRIM']);
  });

  it('answers the cached case while the registry is down, and 503 without a copy', async () => {
    const up = createInteriorMinistry(`${govSim.url}/interior-ministry`, 3000);
    const [first] = await up.casesOfInvestigator(population.persona('investigator').pinfl);
    const fresh = await fetchCriminalCase(db, up, first!.caseNumber, new Date());
    expect(fresh).toMatchObject({ stale: false, data: first });
    const down = createInteriorMinistry(`http://127.0.0.1:1/interior-ministry`, 500);
    const cached = await fetchCriminalCase(db, down, first!.caseNumber, new Date());
    expect(cached).toMatchObject({ stale: true, data: first });
    expect(cached.fetchedAt.getTime()).toBe(fresh.fetchedAt.getTime());
    const error = await failure(fetchCriminalCase(db, down, '17309900001', new Date()));
    expect(translate('eng', error.messageKey)).toBe(
      'The interior ministry system is not responding. Please try later.',
    );
    expect((await failure(fetchCriminalCase(db, up, "1' OR 1=1", new Date()))).status).toBe(400);
    expect((await failure(fetchCriminalCase(db, up, '99999999999', new Date()))).status).toBe(404);
  });
});

describe('disability and social protection registers', () => {
  const setFault = (system: string, mode: string, delayMs?: number) =>
    fetch(`${govSim.url}/faults/${system}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode, delayMs }),
    });

  it('answer a confirmed disability, an enrolment, and null for a passport of someone else', async () => {
    const disability = createDisabilityRegister(`${govSim.url}/disability-register`, 3000);
    const person = population.persona('disabled-person');
    expect(await disability.check(person.pinfl, person.passport)).toEqual({
      pinfl: person.pinfl,
      confirmed: true,
      group: 2,
      validUntil: '2027-12-31',
    });
    expect(await disability.check(person.pinfl, population.persona('user').passport)).toBeNull();
    const social = createSocialProtectionRegister(`${govSim.url}/social-protection`, 3000);
    const citizen = population.persona('social-register-citizen');
    expect(await social.enrolment(citizen.pinfl)).toMatchObject({ enrolled: true, since: '2024-03-15' });
    expect(await social.enrolment(population.persona('user').pinfl)).toMatchObject({ enrolled: false });
  });

  it('say in the reader’s language that a register is down, or too slow, and that nothing was saved', async () => {
    const person = population.persona('disabled-person');
    await setFault('disability-register', 'down');
    await setFault('social-protection', 'slow', 5000);
    try {
      const down = await failure(
        createDisabilityRegister(`${govSim.url}/disability-register`, 3000).check(
          person.pinfl,
          person.passport,
        ),
      );
      expect(down).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE', status: 503 });
      expect(translate('eng', down.messageKey)).toBe(
        'The disability register is not responding. Nothing was saved: please try later.',
      );
      const slow = await failure(
        createSocialProtectionRegister(`${govSim.url}/social-protection`, 300).enrolment(person.pinfl),
      );
      expect(slow).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE', status: 503 });
      expect(translate('ru', slow.messageKey)).toBe(
        'Единый реестр социальной защиты не отвечает. Ничего не сохранено: попробуйте позже.',
      );
    } finally {
      await setFault('disability-register', 'ok');
      await setFault('social-protection', 'ok');
    }
  });
});
