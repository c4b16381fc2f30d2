import { parseKeyCardAlias } from '@portal/domain';
import { createPopulation, DEMO_PERSONAS } from '@portal/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { parseSignedData, attachedContentOf } from '../src/systems/e-signature-pki/cms';
import { callSigningClient, testSimulator } from './support';

const population = createPopulation();
const ORIGIN = 'http://127.0.0.1:8080';

describe('signing client (WebSocket)', () => {
  const app = testSimulator({
    eSignature: { ...loadConfig({}).eSignature, signingClientPort: 0 },
  });
  let url = '';
  const call = (message: unknown, origin: string | undefined = ORIGIN) =>
    callSigningClient(url, message, origin);

  beforeAll(async () => {
    await app.ready();
    url = (await app.inject({ url: '/signing-client' })).json().url;
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/service\/cryptapi$/);
    expect(
      await call({
        name: 'apikey',
        arguments: ['127.0.0.1', 'portal-development-key', 'localhost', 'portal-development-key'],
      }),
    ).toEqual({
      success: true,
    });
  });
  afterAll(() => app.close());

  it('reports version 3.41, or the version a connection asks for', async () => {
    expect(await call({ name: 'version' })).toEqual({ success: true, major: '3', minor: '41' });
    expect(await callSigningClient(`${url}?version=3.30`, { name: 'version' })).toEqual({
      success: true,
      major: '3',
      minor: '30',
    });
  });

  it('lists every key card with an alias carrying CN, TIN, PINFL, serial number and validity', async () => {
    const reply = await call({ plugin: 'pfx', name: 'list_all_certificates' });
    expect(reply.success).toBe(true);
    const certificates = reply.certificates as { disk: string; path: string; name: string; alias: string }[];
    expect(certificates).toHaveLength(DEMO_PERSONAS.length + 4); // every persona, a legal-entity key, two expired, one untrusted
    const cards = certificates.map((c) => parseKeyCardAlias(c.alias));
    const lawyer = population.persona('lawyer');
    expect(cards.filter((c) => c.pinfl === lawyer.pinfl)).toHaveLength(2);
    expect(cards[0]).toMatchObject({
      cn: 'KARIMOV JASUR BAHODIROVICH',
      pinfl: lawyer.pinfl,
      uid: lawyer.tin,
    });
    const legal = cards.find((c) => c.legalEntityTin !== null);
    expect(legal).toMatchObject({ tin: '301234567', o: '"ADOLAT HIMOYASI" ADVOKATLIK FIRMASI' });
    const now = Date.now();
    expect(cards.filter((c) => c.validTo!.getTime() < now)).toHaveLength(2);
  });

  it('loads a key with its password, signs, and refuses a wrong or missing password', async () => {
    const { list, password } = (await app.inject({ url: '/signing-client/key-cards' })).json();
    const card = list.find((c: { id: string }) => c.id === 'director');
    const where = [card.disk, card.path, card.name, card.alias];
    expect(await call({ plugin: 'pfx', name: 'load_key', arguments: [...where, 'wrong'] })).toEqual({
      success: false,
      reason: 'Incorrect password',
    });
    const missing = await call({ plugin: 'pfx', name: 'load_key', arguments: where });
    expect(missing).toMatchObject({ success: false, reason: expect.stringMatching(/password/i) });
    const loaded = await call({ plugin: 'pfx', name: 'load_key', arguments: [...where, password] });
    expect(loaded).toMatchObject({ success: true, keyId: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const data = Buffer.from('challenge-text', 'utf8').toString('base64');
    const made = await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data, loaded.keyId, 'no'] });
    expect(made).toMatchObject({
      success: true,
      signer_serial_number: card.serialNumber,
      signature_hex: expect.stringMatching(/^[0-9a-f]+$/),
    });
    const signedData = parseSignedData(made.pkcs7_64 as string)!;
    expect(Buffer.from(attachedContentOf(signedData)!).toString('utf8')).toBe('challenge-text');

    expect(await call({ plugin: 'pfx', name: 'unload_key', arguments: [loaded.keyId] })).toEqual({
      success: true,
    });
    expect(
      await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data, loaded.keyId, 'no'] }),
    ).toMatchObject({
      success: false,
      reason: expect.stringContaining('not loaded'),
    });
  });

  it('refuses the key functions to a site that did not register its API key', async () => {
    const reply = await call({ plugin: 'pfx', name: 'list_all_certificates' }, 'https://other.example.uz');
    expect(reply).toMatchObject({ success: false, reason: expect.stringContaining('other.example.uz') });
    expect(await call({ name: 'apikey', arguments: ['only-a-domain'] })).toMatchObject({ success: false });
  });

  it('refuses an API key that is not the one issued for its domain, and then serves that site nothing', async () => {
    const site = 'http://portal.example.uz';
    for (const args of [
      ['portal.example.uz', 'portal-development-key'],
      ['localhost', 'a-guessed-key'],
      ['localhost', 'portal-development-key', 'portal.example.uz', 'anything'],
    ]) {
      expect(await call({ name: 'apikey', arguments: args }, site)).toEqual({
        success: false,
        reason: `Invalid API key for the domain ${args.at(-2)}`,
      });
    }
    const list = await call({ plugin: 'pfx', name: 'list_all_certificates' }, site);
    expect(list).toMatchObject({ success: false, reason: expect.stringContaining('portal.example.uz') });
  });

  it('answers bad messages with a reason instead of failing', async () => {
    for (const message of [
      'not json',
      '[1,2]',
      { plugin: 'pfx' },
      { name: 'format_disk' },
      { plugin: 'x', name: 'y' },
    ]) {
      expect(await call(message)).toMatchObject({ success: false, reason: expect.any(String) });
    }
    expect(
      await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['%%%', 'k', 'no'] }),
    ).toMatchObject({
      success: false,
      reason: 'Invalid data: base64 expected',
    });
    expect(await call({ plugin: 'pfx', name: 'load_key', arguments: [1, 2] })).toMatchObject({
      success: false,
    });
    expect(
      await call({ plugin: 'pfx', name: 'load_key', arguments: ['DSKEYS', 'DSKEYS', 'DS0', '', 'x'] }),
    ).toEqual({
      success: false,
      reason: 'Key file not found',
    });
  });
});

describe('signing client port already taken', () => {
  it('logs the problem and the other systems still run', async () => {
    const net = await import('node:net');
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const app = testSimulator({ eSignature: { ...loadConfig({}).eSignature, signingClientPort: port } });
    try {
      await app.ready();
      expect((await app.inject({ url: '/signing-client' })).json()).toMatchObject({
        listening: false,
        url: null,
      });
      expect((await app.inject({ url: '/e-signature-server/frontend/challenge' })).json()).toMatchObject({
        status: 1,
      });
    } finally {
      await app.close();
      blocker.close();
    }
  });
});
