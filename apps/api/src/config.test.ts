import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const LIVE_SECRETS = {
  ONE_ID_CLIENT_SECRET: 'a-real-secret',
  OTP_SECRET: 'a-real-otp-secret-of-some-length',
  SMS_GATEWAY_PASSWORD: 'a-real-password',
  PAYME_MERCHANT_KEY: 'a-real-payme-key',
  DATABASE_URL: 'postgres://portal@db/portal',
  ONE_ID_URL: 'https://sso.egov.uz',
  PERSON_REGISTRY_URL: 'https://registry.example.uz',
  MOBILE_ID_URL: 'https://mobile-id.example.uz',
  SMS_GATEWAY_URL: 'https://sms.example.uz',
};

describe('configuration of sign-in and the national systems', () => {
  it('points every system at gov-sim by default and leaves the redirect URI to each sign-in (its own address, else PUBLIC_URL)', () => {
    const config = loadConfig({
      GOV_SIM_URL: 'http://127.0.0.1:9999/',
      PUBLIC_URL: 'https://portal.example/',
    });
    expect(config.oneId).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999/one-id',
      clientId: 'legal-aid-portal',
      scope: 'legal-aid-portal',
    });
    expect(config.oneId.redirectUri).toBeUndefined();
    expect(config.smsGateway.url).toBe('http://127.0.0.1:9999/sms-gateway');
    expect(config.mobileId).toMatchObject({ url: 'http://127.0.0.1:9999/mobile-id', otpTtlMs: 120_000 });
    expect(config.sessionTtlMs).toBe(8 * 3600_000);
  });

  it('refuses to start in production with live systems while a secret keeps its development value', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NATIONAL_SYSTEMS: 'live' })).toThrow(
      /ONE_ID_CLIENT_SECRET[\s\S]*OTP_SECRET[\s\S]*SMS_GATEWAY_PASSWORD[\s\S]*EMBEDDED_PG_PASSWORD[\s\S]*ONE_ID_URL/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        NATIONAL_SYSTEMS: 'live',
        ...LIVE_SECRETS,
        OTP_SECRET: 'dev-otp-secret-change-me',
      }),
    ).toThrow(/OTP_SECRET keeps its development value/);
    expect(
      loadConfig({ NODE_ENV: 'production', NATIONAL_SYSTEMS: 'live', ...LIVE_SECRETS }).oneId.baseUrl,
    ).toBe('https://sso.egov.uz');
    // The tests' clock header is never on with the real national systems.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        NATIONAL_SYSTEMS: 'live',
        ...LIVE_SECRETS,
        TEST_CLOCK_OFFSET_HEADER: 'true',
      }),
    ).toThrow(/TEST_CLOCK_OFFSET_HEADER/);
  });

  it('starts in production with the simulator (the e2e harness) and in development with the defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NATIONAL_SYSTEMS: 'simulator' })).not.toThrow();
    expect(() => loadConfig({})).not.toThrow();
  });

  it('names an invalid value', () => {
    expect(() => loadConfig({ SESSION_TTL_MINUTES: '0', OTP_SECRET: 'short' })).toThrow(
      /SESSION_TTL_MINUTES[\s\S]*OTP_SECRET/,
    );
  });
});

describe('configuration of the embedded PostgreSQL', () => {
  it('is durable unless told it is a throw-away server', () => {
    expect(loadConfig({}).database.embedded.durable).toBe(true);
    expect(loadConfig({ EMBEDDED_PG_DURABLE: 'false' }).database.embedded.durable).toBe(false);
  });
});

describe('configuration of the file storage', () => {
  it('keeps files in the local folder by default', () => {
    expect(loadConfig({}).files).toMatchObject({ storage: 'local' });
  });

  it('reads an S3-protocol store and refuses one without a bucket or with half its credentials', () => {
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'portal-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).files.s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'portal-files',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required with FILE_STORAGE=s3/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
