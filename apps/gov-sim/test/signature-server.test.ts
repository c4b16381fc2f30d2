import { createPopulation } from '@portal/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { parseSignedData } from '../src/systems/e-signature-pki/cms';
import { KEY_CARD_PASSWORD, type KeyCard, testPkiFor } from '../src/systems/e-signature-pki/test-pki';
import { SigningClientProtocol } from '../src/systems/signing-client/protocol';
import { testSimulator } from './support';

const population = createPopulation();
const lawyer = population.persona('lawyer');

/** A signing client in this process, holding the same key cards as the simulator's. */
async function signer() {
  const pki = await testPkiFor(population);
  const client = new SigningClientProtocol({
    keyCards: pki.keyCards,
    version: { major: 3, minor: 41 },
    apiKeys: {},
  });
  const card = (id: string): KeyCard => pki.keyCards.find((c) => c.id === id)!;
  return {
    pki,
    card,
    /** Signs `text` (attached, or detached) with the key card `id`. */
    async sign(id: string, text: string, detached = false): Promise<string> {
      const c = card(id);
      const loaded = await client.handle(
        JSON.stringify({
          plugin: 'pfx',
          name: 'load_key',
          arguments: [c.disk, c.path, c.name, c.alias, KEY_CARD_PASSWORD],
        }),
        undefined,
      );
      const made = await client.handle(
        JSON.stringify({
          plugin: 'pkcs7',
          name: 'create_pkcs7',
          arguments: [Buffer.from(text, 'utf8').toString('base64'), loaded.keyId, detached ? 'yes' : 'no'],
        }),
        undefined,
      );
      expect(made.success, String(made.reason)).toBe(true);
      return made.pkcs7_64 as string;
    },
  };
}

/** The PKCS#7 with its signed content replaced (same length): the digest no longer matches. */
function tamperContent(pkcs7: string, from: string, to: string): string {
  const der = Buffer.from(pkcs7, 'base64');
  const at = der.indexOf(Buffer.from(from, 'utf8'));
  expect(at).toBeGreaterThan(0);
  Buffer.from(to, 'utf8').copy(der, at);
  return der.toString('base64');
}

describe('e-signature verification server', () => {
  const app = testSimulator();
  let s: Awaited<ReturnType<typeof signer>>;
  beforeAll(async () => {
    s = await signer();
  });
  afterAll(() => app.close());

  const challenge = async () => {
    const res = await app.inject({ method: 'GET', url: '/e-signature-server/frontend/challenge' });
    expect(res.statusCode).toBe(200);
    return res.json() as { challenge: string; ttl: number; status: number; message: string };
  };
  const post = (path: string, body: string, headers: Record<string, string> = { 'x-real-ip': '10.1.2.3' }) =>
    app.inject({
      method: 'POST',
      url: `/e-signature-server${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'portal.example.uz', ...headers },
      payload: body,
    });

  it('hands out fresh challenges that live 120 s', async () => {
    const one = await challenge();
    const two = await challenge();
    expect(one).toMatchObject({ ttl: 120, status: 1, message: '' });
    expect(one.challenge).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.challenge).not.toBe(one.challenge);
  });

  it('/backend/auth accepts a signed challenge once and names the signer', async () => {
    const { challenge: text } = await challenge();
    const pkcs7 = await s.sign('lawyer', text);
    const res = await post('/backend/auth', pkcs7);
    expect(res.statusCode).toBe(200);
    const card = s.card('lawyer');
    expect(res.json()).toEqual({
      status: 1,
      message: '',
      subjectCertificateInfo: {
        serialNumber: card.serialNumber,
        X500Name: expect.stringContaining(`CN=${card.cn}`),
        subjectName: expect.objectContaining({
          CN: 'KARIMOV JASUR BAHODIROVICH',
          UID: lawyer.tin,
          '1.2.860.3.16.1.2': lawyer.pinfl,
        }),
        validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 23:59:59$/),
      },
    });
    // The same signed challenge again: a replay.
    const replay = await post('/backend/auth', pkcs7);
    expect(replay.json()).toEqual({ status: -5, message: 'Challenge was already used' });
  });

  it('accepts the body with any content type (raw base64 text)', async () => {
    const { challenge: text } = await challenge();
    const res = await post('/backend/auth', await s.sign('user', text), {
      'x-real-ip': '10.1.2.3',
      'content-type': 'text/plain',
    });
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it('refuses a challenge it never handed out', async () => {
    const res = await post('/backend/auth', await s.sign('lawyer', 'a challenge of my own'));
    expect(res.json()).toEqual({ status: -5, message: 'Challenge is unknown' });
  });

  it('refuses an expired key, a key of an untrusted CA and a tampered signature, and keeps the challenge', async () => {
    const { challenge: text } = await challenge();
    expect((await post('/backend/auth', await s.sign('intern-expired', text))).json()).toEqual({
      status: -4,
      message: 'Certificate is expired or not yet valid',
    });
    expect((await post('/backend/auth', await s.sign('lawyer-untrusted', text))).json()).toEqual({
      status: -3,
      message: 'Certificate is not issued by a trusted certification authority',
    });
    const tampered = tamperContent(await s.sign('lawyer', text), text.slice(0, 8), 'xxxxxxxx');
    expect((await post('/backend/auth', tampered)).json()).toEqual({
      status: -2,
      message: 'Signature is not valid',
    });
    // None of these used the challenge up: the owner can still sign in with it.
    expect((await post('/backend/auth', await s.sign('lawyer', text))).json()).toMatchObject({ status: 1 });
  });

  it('refuses what is not a signed challenge, and a call without the user’s address', async () => {
    for (const body of [
      '',
      'not base64 at all!',
      Buffer.from('hello').toString('base64'),
      'A'.repeat(5000),
    ]) {
      expect((await post('/backend/auth', body)).json()).toMatchObject({ status: -1 });
    }
    const { challenge: text } = await challenge();
    expect((await post('/backend/auth', await s.sign('lawyer', text, true))).json()).toMatchObject({
      status: -1,
    });
    expect((await post('/backend/auth', await s.sign('lawyer', text), {})).json()).toEqual({
      status: -6,
      message: 'X-Real-IP header is required',
    });
  });

  it('/backend/pkcs7/verify/attached reports each signer and gives the document back', async () => {
    const document = '{"number":"2026/000123","protected":"Yoʻldoshev"}';
    const res = await post('/backend/pkcs7/verify/attached', await s.sign('director', document));
    const body = res.json();
    expect(body).toMatchObject({ status: 1, message: '' });
    expect(Buffer.from(body.pkcs7Info.documentBase64, 'base64').toString('utf8')).toBe(document);
    expect(body.pkcs7Info.signers).toHaveLength(1);
    const [signer] = body.pkcs7Info.signers;
    expect(signer).toMatchObject({
      verified: true,
      certificateVerified: true,
      certificateValidAtSigningTime: true,
      signerId: { subjectSerialNumber: s.card('director').serialNumber },
      signingTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(signer.certificate[0].subjectInfo['1.2.860.3.16.1.2']).toBe(population.persona('director').pinfl);
    expect(signer.certificate[1].subjectInfo.CN).toBe('Portal test CA');
  });

  it('marks a tampered document, an untrusted key and an expired key in the signer flags', async () => {
    const document = '{"amount":1000}';
    const tampered = tamperContent(await s.sign('lawyer', document), '1000', '9999');
    const [t] = (await post('/backend/pkcs7/verify/attached', tampered)).json().pkcs7Info.signers;
    expect(t).toMatchObject({ verified: false, certificateVerified: true });
    const [u] = (
      await post('/backend/pkcs7/verify/attached', await s.sign('lawyer-untrusted', document))
    ).json().pkcs7Info.signers;
    expect(u).toMatchObject({ verified: true, certificateVerified: false });
    const [e] = (
      await post('/backend/pkcs7/verify/attached', await s.sign('intern-expired', document))
    ).json().pkcs7Info.signers;
    expect(e).toMatchObject({
      verified: true,
      certificateVerified: true,
      certificateValidAtSigningTime: false,
    });
  });

  it('the signatures it checks are real CMS: the signed data parse back with pkijs', async () => {
    const pkcs7 = await s.sign('lawyer', 'x');
    const signedData = parseSignedData(pkcs7);
    expect(signedData?.signerInfos).toHaveLength(1);
    expect(signedData?.certificates).toHaveLength(1);
  });
});

describe('challenge time to live', () => {
  // The simulator's clock is the test's: time moves without waiting.
  let clock = Date.now();
  const app = testSimulator(
    { eSignature: { ...loadConfig({}).eSignature, signingClientPort: null, challengeTtlSeconds: 60 } },
    { now: () => clock },
  );
  afterAll(() => app.close());

  async function signedChallenge() {
    const s = await signer();
    const { challenge, ttl } = (await app.inject({ url: '/e-signature-server/frontend/challenge' })).json();
    expect(ttl).toBe(60);
    return s.sign('lawyer', challenge);
  }
  const auth = async (pkcs7: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/e-signature-server/backend/auth',
        headers: { 'x-real-ip': '10.1.2.3', 'content-type': 'text/plain' },
        payload: pkcs7,
      })
    ).json();

  it('accepts a challenge at the end of its time to live and refuses one older than that', async () => {
    const young = await signedChallenge();
    clock += 60_000;
    expect(await auth(young)).toMatchObject({ status: 1 });
    const old = await signedChallenge();
    clock += 60_001;
    expect(await auth(old)).toEqual({ status: -5, message: 'Challenge has expired' });
  });
});
