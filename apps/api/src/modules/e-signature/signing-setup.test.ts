/**
 * The e-signature set-up as the configuration gives it: the signing-client settings app/info hands the SPA
 * (and the CSP that lets it connect), and sign-in when the verification server fails (refused connection,
 * an error answer, no answer in time): a clear message, no session, the attempt logged.
 */
import net from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPopulation } from '@portal/synthetic';
import { desc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryLog, sessions } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';

const sim = withGovSim();
const ctx = useTestApp(sim.env);
const population = createPopulation();
const persona = (key: Parameters<typeof population.persona>[0]) => population.persona(key);

async function lastLog() {
  const [row] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
  return row!;
}

const sessionCount = () => ctx.db.$count(sessions);

describe('signing-client settings', () => {
  it('app/info tells the SPA where the signing client is, and the CSP lets the page connect there', async () => {
    const res = await ctx.app.inject({ url: '/api/v.1/app/info' });
    expect(res.json().eSignature).toEqual({
      clientUrl: sim.signingClientUrl,
      clientSecureUrl: 'wss://127.0.0.1:64443/service/cryptapi',
      apiKeys: [
        { domain: 'localhost', key: 'portal-development-key' },
        { domain: '127.0.0.1', key: 'portal-development-key' },
      ],
      expiredKeyExemptPinfl: null,
      passwordInPage: true,
    });
    const csp = String(res.headers['content-security-policy']);
    const connectSrc = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connectSrc).toContain(new URL(sim.signingClientUrl).origin);
    expect(connectSrc).toContain('wss://127.0.0.1:64443');
  });

  it('the settings follow the configuration; a real signing client asks the password itself', () => {
    const config = loadConfig({
      NATIONAL_SYSTEMS: 'live',
      PUBLIC_URL: 'https://advokat.example.uz',
      ESIGN_CLIENT_API_KEYS: 'advokat.example.uz=86F3A1,localhost=96D0C1',
      ESIGN_EXPIRED_KEY_EXEMPT_PINFL: '31403856004118',
    });
    expect(config.eSignature).toMatchObject({
      siteDomain: 'advokat.example.uz',
      apiKeys: [
        { domain: 'advokat.example.uz', key: '86F3A1' },
        { domain: 'localhost', key: '96D0C1' },
      ],
      expiredKeyExemptPinfl: '31403856004118',
      passwordInPage: false,
    });
    expect(() => loadConfig({ ESIGN_CLIENT_URL: 'http://127.0.0.1:64646' })).toThrow(/ESIGN_CLIENT_URL/);
    expect(() => loadConfig({ ESIGN_EXPIRED_KEY_EXEMPT_PINFL: '123' })).toThrow(
      /ESIGN_EXPIRED_KEY_EXEMPT_PINFL/,
    );
    expect(() => loadConfig({ ESIGN_CLIENT_API_KEYS: 'no-key' })).toThrow(/ESIGN_CLIENT_API_KEYS/);
  });
});

describe('when the verification server fails', () => {
  const servers: { close(): void }[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  async function appWith(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...sim.env, ...env });
    const app = await buildApp({ config, db: ctx.db, logger: false });
    await app.ready();
    return app;
  }

  async function listen(server: net.Server | http.Server): Promise<number> {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async function expectServerError(env: Record<string, string>) {
    const app = await appWith(env);
    try {
      const before = await sessionCount();
      const challengeRes = await app.inject({
        url: '/api/v.1/frontend/challange',
        headers: { 'accept-language': 'ru' },
      });
      expect(challengeRes.statusCode).toBe(503);
      expect(challengeRes.json()).toMatchObject({
        code: 'EXTERNAL_UNAVAILABLE',
        message: translate('ru', 'errors:business.eSignServerError'),
      });
      const signedData = await sim.sign('lawyer', 'whatever');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v.1/authPayloadByEsp',
        payload: { signedData, pnfl: persona('lawyer').pinfl },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: translate('lt', 'errors:business.eSignServerError') });
      expect(await sessionCount()).toBe(before);
      expect(await lastLog()).toMatchObject({ channel: 'E_SIGNATURE', outcome: 'EXTERNAL_UNAVAILABLE' });
    } finally {
      await app.close();
    }
  }

  it('down (connection refused): 503 "Server error", nobody signed in, the attempt logged', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Closed, and no longer listening, before the call: the port refuses connections.
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    await expectServerError({ ESIGN_SERVER_URL: `http://127.0.0.1:${port}` });
  });

  it('silent (no answer within the timeout)', async () => {
    const port = await listen(net.createServer(() => undefined));
    const started = Date.now();
    await expectServerError({ ESIGN_SERVER_URL: `http://127.0.0.1:${port}`, ESIGN_SERVER_TIMEOUT_MS: '300' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answering HTTP 500 or something that is not its JSON', async () => {
    const port500 = await listen(http.createServer((_q, r) => r.writeHead(500).end('oops')));
    await expectServerError({ ESIGN_SERVER_URL: `http://127.0.0.1:${port500}` });
    const portHtml = await listen(http.createServer((_q, r) => r.writeHead(200).end('<html>proxy</html>')));
    await expectServerError({ ESIGN_SERVER_URL: `http://127.0.0.1:${portHtml}` });
  });

  it('a verification server whose answer does not match the signature is not believed', async () => {
    // A server that accepts anything and names another certificate: the portal's own reading of the
    // PKCS#7 (another serial number) refuses it.
    const lawyer = persona('lawyer');
    const port = await listen(
      http.createServer((request, response) => {
        const body =
          request.url === '/frontend/challenge'
            ? { challenge: 'c', ttl: 120, status: 1, message: '' }
            : {
                status: 1,
                message: '',
                subjectCertificateInfo: {
                  serialNumber: '1234abcd',
                  subjectName: { CN: 'X', '1.2.860.3.16.1.2': lawyer.pinfl },
                  validFrom: '2020-01-01 00:00:00',
                  validTo: '2040-01-01 00:00:00',
                },
              };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }),
    );
    const app = await appWith({ ESIGN_SERVER_URL: `http://127.0.0.1:${port}` });
    try {
      const before = await sessionCount();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v.1/authPayloadByEsp',
        headers: { 'accept-language': 'eng' },
        payload: { signedData: await sim.sign('lawyer', 'c'), pnfl: lawyer.pinfl },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(translate('eng', 'e-signature:errors.signatureInvalid'));
      expect(await sessionCount()).toBe(before);
    } finally {
      await app.close();
    }
  });
});
