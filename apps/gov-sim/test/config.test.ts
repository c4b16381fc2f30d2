import { describe, expect, it } from 'vitest';
import { buildSimulator } from '../src/app';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults for every variable', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8090,
      logLevel: 'info',
      seed: 'portal-demo',
      populationSize: 5000,
      eSignature: {
        signingClientPort: 64646,
        signingClientVersion: { major: 3, minor: 41 },
        challengeTtlSeconds: 120,
        signingClientApiKeys: { localhost: 'portal-development-key', '127.0.0.1': 'portal-development-key' },
      },
      oneId: {
        clientId: 'legal-aid-portal',
        clientSecret: 'dev-one-id-secret',
        redirectHosts: ['127.0.0.1', 'localhost'],
      },
      smsGateway: { login: 'legal-aid-portal', password: 'dev-sms-password' },
      payme: {
        merchantId: 'portal-dev-merchant',
        key: 'dev-payme-key',
        merchantUrl: null,
        returnHosts: ['127.0.0.1', 'localhost'],
      },
      post: { transitSeconds: 600 },
      documentExchange: { receiptAfterSeconds: 10, answerAfterSeconds: 120 },
      faults: '',
    });
  });

  it('reads the environment', () => {
    expect(
      loadConfig({
        GOV_SIM_HOST: '0.0.0.0',
        GOV_SIM_PORT: '9100',
        LOG_LEVEL: 'warn',
        GOV_SIM_SEED: 'e2e',
        GOV_SIM_POPULATION: '200',
        GOV_SIM_SIGNING_CLIENT_PORT: '0',
        GOV_SIM_SIGNING_CLIENT_VERSION: '3.30',
        GOV_SIM_CHALLENGE_TTL: '5',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      port: 9100,
      logLevel: 'warn',
      seed: 'e2e',
      populationSize: 200,
      eSignature: {
        signingClientPort: 0,
        signingClientVersion: { major: 3, minor: 30 },
        challengeTtlSeconds: 5,
      },
    });
    expect(loadConfig({ GOV_SIM_SIGNING_CLIENT_PORT: 'off' }).eSignature.signingClientPort).toBeNull();
    expect(
      loadConfig({
        GOV_SIM_ONE_ID_CLIENT_ID: 'portal',
        GOV_SIM_ONE_ID_CLIENT_SECRET: 's3cret',
        GOV_SIM_ONE_ID_REDIRECT_HOSTS: 'portal.example, 127.0.0.1',
        GOV_SIM_SMS_LOGIN: 'sms',
        GOV_SIM_SMS_PASSWORD: 'pw',
        GOV_SIM_PAYME_MERCHANT_ID: 'm1',
        GOV_SIM_PAYME_MERCHANT_KEY: 'k1',
        GOV_SIM_PAYME_MERCHANT_URL: 'https://portal.example/api/payme',
        GOV_SIM_PAYME_RETURN_HOSTS: 'portal.example',
      }),
    ).toMatchObject({
      oneId: { clientId: 'portal', clientSecret: 's3cret', redirectHosts: ['portal.example', '127.0.0.1'] },
      smsGateway: { login: 'sms', password: 'pw' },
      payme: {
        merchantId: 'm1',
        key: 'k1',
        merchantUrl: 'https://portal.example/api/payme',
        returnHosts: ['portal.example'],
      },
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ GOV_SIM_PORT: 'eighty', LOG_LEVEL: 'loud', GOV_SIM_POPULATION: '5' })).toThrow(
      /GOV_SIM_PORT[\s\S]*LOG_LEVEL[\s\S]*GOV_SIM_POPULATION/,
    );
    expect(() => loadConfig({ GOV_SIM_POPULATION: '1000001' })).toThrow(/GOV_SIM_POPULATION/);
    expect(() =>
      loadConfig({
        GOV_SIM_SIGNING_CLIENT_PORT: 'on',
        GOV_SIM_SIGNING_CLIENT_VERSION: '3',
        GOV_SIM_CHALLENGE_TTL: '0',
      }),
    ).toThrow(/GOV_SIM_SIGNING_CLIENT_PORT[\s\S]*GOV_SIM_SIGNING_CLIENT_VERSION[\s\S]*GOV_SIM_CHALLENGE_TTL/);
  });

  it('gives the logger its level', async () => {
    const app = buildSimulator({ ...loadConfig({}), logLevel: 'warn' });
    expect(app.log.level).toBe('warn');
    await app.close();
  });
});
