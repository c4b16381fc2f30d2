import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (apps/api/src -> ../../..), against which relative paths in the configuration resolve. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Development values of the secrets. With NODE_ENV=production and NATIONAL_SYSTEMS=live the API refuses
 * to start while any of them is still in use (`productionProblems`). A new secret: add it here.
 */
export const DEV_SECRETS = {
  ONE_ID_CLIENT_SECRET: 'dev-one-id-secret',
  OTP_SECRET: 'dev-otp-secret-change-me',
  SMS_GATEWAY_PASSWORD: 'dev-sms-password',
  PAYME_MERCHANT_KEY: 'dev-payme-key',
  EMBEDDED_PG_PASSWORD: 'portal-dev',
} as const;

/**
 * Every configuration variable of the API, read from the environment once at start. The README's
 * configuration table lists the same variables: keep them in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** A streaming replica of the primary: guests' public reads go there while it keeps up (db/read-replica.ts). */
  DATABASE_REPLICA_URL: z.string().optional(),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** How long a proxy or browser may keep a public answer without asking again (plugins/public-caching.ts). */
  PUBLIC_CACHE_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(0),
  /** Megabytes of public answers each API process keeps (plugins/public-caching.ts); 0 keeps none. */
  PUBLIC_ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).optional(),
  /** How long a kept public answer lives at most, for the answers that change with time alone. */
  PUBLIC_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How many signed-in callers each API process keeps between calls (modules/auth/kept-callers.ts); 0 keeps none. */
  KEPT_CALLERS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** How long counted statistics figures are kept and shown again (modules/statistics/kept-figures.ts); 0 counts on every call. */
  STATISTICS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  EMBEDDED_PG_DIR: z.string().default('.data/pg'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  EMBEDDED_PG_PASSWORD: z.string().default(DEV_SECRETS.EMBEDDED_PG_PASSWORD),
  /** false for a throw-away server (the browser tests' stack): commits do not wait for the disk. */
  EMBEDDED_PG_DURABLE: boolean.default(true),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SEED: z.enum(['none', 'reference', 'demo', 'national']).default('demo'),
  CONTACT_EMAIL: z.string().email().default('info@adliya.uz'),
  CONTACT_PHONE: z.string().default('+998 71 207 00 77'),
  // The maps of the public pages (docs/domain.md "Maps"): a tile server of the ministry's own or a licensed
  // one; `none` shows addresses with a map link only.
  MAP_TILES_URL: z
    .string()
    .default('none')
    .refine((v) => v === 'none' || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      message: 'none, or an http(s) tile address with {z}, {x} and {y}',
    }),
  MAP_TILES_ATTRIBUTION: z.string().default(''),
  MAP_LINK_URL: z
    .string()
    .default('https://www.openstreetmap.org/?mlat={lat}&mlon={lon}#map=17/{lat}/{lon}')
    .refine((v) => /^https?:\/\/.*\{lat\}.*\{lon\}/.test(v), {
      message: 'an http(s) address with {lat} and {lon}',
    }),
  NATIONAL_SYSTEMS: z.enum(['simulator', 'live']).default('simulator'),
  GOV_SIM_URL: z.string().url().default('http://127.0.0.1:8090'),
  TRUST_PROXY: boolean.default(false),
  API_DOCS: z.enum(['public', 'off']).optional(),
  // State-funded legal aid: jobs, the draw, the national systems it reads (docs/domain.md).
  JOBS_WORK: boolean.default(true),
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DRAW_ACCEPT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  PERSON_REGISTRY_URL: z.string().url().optional(),
  INTERIOR_MINISTRY_URL: z.string().url().optional(),
  COURTS_URL: z.string().url().optional(),
  DISABILITY_REGISTER_URL: z.string().url().optional(),
  SOCIAL_PROTECTION_URL: z.string().url().optional(),
  TAX_REGISTRY_URL: z.string().url().optional(),
  POST_URL: z.string().url().optional(),
  MAIL_DELIVERY_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  DOCUMENT_EXCHANGE_URL: z.string().url().optional(),
  EXCHANGE_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  ESIGN_SERVER_URL: z.string().url().optional(),
  ESIGN_SERVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ESIGN_SITE_DOMAIN: z.string().min(1).max(253).optional(),
  ESIGN_CLIENT_URL: z
    .string()
    .regex(/^ws:\/\/[^\s]+$/, 'a ws:// URL')
    .default('ws://127.0.0.1:64646/service/cryptapi'),
  ESIGN_CLIENT_SECURE_URL: z
    .string()
    .regex(/^wss:\/\/[^\s]+$/, 'a wss:// URL')
    .default('wss://127.0.0.1:64443/service/cryptapi'),
  ESIGN_CLIENT_API_KEYS: z
    .string()
    .regex(/^([^=,\s]+=[^=,\s]+)(,[^=,\s]+=[^=,\s]+)*$/, 'domain=key pairs separated by commas')
    .default('localhost=portal-development-key,127.0.0.1=portal-development-key'),
  ESIGN_EXPIRED_KEY_EXEMPT_PINFL: z
    .union([z.literal(''), z.string().regex(/^\d{14}$/, '14 digits')])
    .optional(),
  ESIGN_PASSWORD_IN_PAGE: boolean.optional(),
  // Sign-in, sessions and the national systems of identity (docs: README "Configuration").
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(480),
  NATIONAL_SYSTEMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ONE_ID_URL: z.string().url().optional(),
  ONE_ID_CLIENT_ID: z.string().min(1).max(200).default('legal-aid-portal'),
  ONE_ID_CLIENT_SECRET: z.string().min(1).max(500).default(DEV_SECRETS.ONE_ID_CLIENT_SECRET),
  ONE_ID_SCOPE: z.string().min(1).max(500).optional(),
  ONE_ID_REDIRECT_URI: z.string().url().optional(),
  ONE_ID_STATE_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  MOBILE_ID_URL: z.string().url().optional(),
  MOBILE_ID_OTP_TTL_SECONDS: z.coerce.number().int().min(5).max(900).default(120),
  /**
   * Tests only: a request's `X-Test-Clock-Offset-Ms` header moves the clock that request reads (the
   * expiry of a one-time code), so a browser test sees a code expire without waiting. Refused with
   * NATIONAL_SYSTEMS=live.
   */
  TEST_CLOCK_OFFSET_HEADER: boolean.default(false),
  OTP_SECRET: z.string().min(16).max(500).default(DEV_SECRETS.OTP_SECRET),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_LOGIN: z.string().min(1).max(200).default('legal-aid-portal'),
  SMS_GATEWAY_PASSWORD: z.string().min(1).max(500).default(DEV_SECRETS.SMS_GATEWAY_PASSWORD),
  /** The portal as a Payme merchant (integrations.md "Payments"): its id, its key, the checkout page. */
  PAYME_MERCHANT_ID: z.string().min(1).max(100).default('portal-dev-merchant'),
  PAYME_MERCHANT_KEY: z.string().min(1).max(500).default(DEV_SECRETS.PAYME_MERCHANT_KEY),
  PAYME_CHECKOUT_URL: z.string().url().optional(),
  /** The provider's API the portal calls itself (receipts.cancel: a refund); gov-sim's /payme/api unless set. */
  PAYME_API_URL: z.string().url().optional(),
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().default('.data/files'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(500).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(500).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  /** The bearer token Prometheus sends to /api/metrics; unset: no metrics route (404). */
  METRICS_TOKEN: z.string().min(16).max(500).optional(),
  /** After SIGTERM: seconds of answering "not ready" while still serving, before the server closes. */
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
});

/** What one variable alone cannot say: an S3 storage needs its bucket, and a key goes with its secret. */
const checkedEnv = envSchema.superRefine((e, ctx) => {
  if (e.TEST_CLOCK_OFFSET_HEADER && e.NATIONAL_SYSTEMS === 'live')
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_OFFSET_HEADER'],
      message: 'tests only: not with NATIONAL_SYSTEMS=live',
    });
  if (e.FILE_STORAGE === 's3' && !e.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with FILE_STORAGE=s3' });
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
});

/** Addresses of national systems that live mode needs set explicitly (the simulator's are the defaults). */
const LIVE_URLS = ['ONE_ID_URL', 'PERSON_REGISTRY_URL', 'MOBILE_ID_URL', 'SMS_GATEWAY_URL'] as const;

/**
 * Why a production configuration must not start: a secret with its development value, or a national
 * system left pointing at the simulator. Empty when NODE_ENV is not production or NATIONAL_SYSTEMS is
 * not live (the e2e harness runs production with the simulator).
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.NATIONAL_SYSTEMS !== 'live') return [];
  const problems: string[] = [];
  for (const [name, devValue] of Object.entries(DEV_SECRETS)) {
    if (name === 'EMBEDDED_PG_PASSWORD' && env.DATABASE_URL) continue;
    const value = env[name];
    if (value === undefined || value === '' || value === devValue)
      problems.push(`${name} keeps its development value: set a secret of your own`);
  }
  for (const name of LIVE_URLS) {
    if (!env[name]) problems.push(`${name} is not set: live mode needs the real address`);
  }
  return problems;
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = checkedEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const problems = productionProblems(env);
  if (problems.length > 0)
    throw new Error(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL.replace(/\/$/, '');
  const govSimUrl = e.GOV_SIM_URL.replace(/\/$/, '');
  const systemUrl = (given: string | undefined, simulatorPath: string) =>
    (given ?? `${govSimUrl}${simulatorPath}`).replace(/\/$/, '');
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  const webDistDir = resolve(e.WEB_DIST_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    publicCacheMaxAge: e.PUBLIC_CACHE_MAX_AGE,
    /**
     * The public answers the process keeps: 32 MB by default, none under NODE_ENV=test (a test that writes
     * to the database by SQL reads the change at once, without waiting for the change notice).
     */
    publicAnswers: {
      maxMegabytes: e.PUBLIC_ANSWER_CACHE_MB ?? (e.NODE_ENV === 'test' ? 0 : 32),
      seconds: e.PUBLIC_ANSWER_CACHE_SECONDS,
    },
    /**
     * The signed-in callers the process keeps: 10,000 by default, none under NODE_ENV=test (as the public
     * answers: a test that changes an account by SQL reads the change at once).
     */
    keptCallers: e.KEPT_CALLERS ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    /**
     * Seconds the statistics dashboard's figures of a month and region are kept once counted: a minute by
     * default, none under NODE_ENV=test (a test that writes records reads its figures at once).
     */
    statisticsSeconds: e.STATISTICS_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    /** Whether /api/docs is served: `public` by default outside production, `off` in production. */
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      replica: {
        url: e.DATABASE_REPLICA_URL || undefined,
        maxLagSeconds: e.DATABASE_REPLICA_MAX_LAG_SECONDS,
      },
      embedded: {
        dataDir: resolve(e.EMBEDDED_PG_DIR),
        port: e.EMBEDDED_PG_PORT,
        password: e.EMBEDDED_PG_PASSWORD,
        durable: e.EMBEDDED_PG_DURABLE,
      },
    },
    seed: e.SEED,
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    map: {
      tilesUrl: e.MAP_TILES_URL === 'none' ? null : e.MAP_TILES_URL,
      attribution: e.MAP_TILES_ATTRIBUTION,
      linkUrl: e.MAP_LINK_URL,
    },
    files: {
      storage: e.FILE_STORAGE,
      dir: resolve(e.FILES_DIR),
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? '',
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    nationalSystems: {
      mode: e.NATIONAL_SYSTEMS,
      govSimUrl,
      timeoutMs: e.NATIONAL_SYSTEMS_TIMEOUT_MS,
    },
    eSignature: {
      /** The verification server (integrations.md): its /frontend and /backend calls. */
      serverUrl: systemUrl(e.ESIGN_SERVER_URL, '/e-signature-server'),
      timeoutMs: e.ESIGN_SERVER_TIMEOUT_MS,
      /** Sent as `Host` to the verification server: the domain users sign in at. */
      siteDomain: e.ESIGN_SITE_DOMAIN ?? new URL(e.PUBLIC_URL).hostname,
      clientUrl: e.ESIGN_CLIENT_URL,
      clientSecureUrl: e.ESIGN_CLIENT_SECURE_URL,
      apiKeys: e.ESIGN_CLIENT_API_KEYS.split(',').map((pair) => {
        const [domain = '', key = ''] = pair.split('=');
        return { domain, key };
      }),
      expiredKeyExemptPinfl: e.ESIGN_EXPIRED_KEY_EXEMPT_PINFL || null,
      passwordInPage: e.ESIGN_PASSWORD_IN_PAGE ?? e.NATIONAL_SYSTEMS === 'simulator',
    },
    jobs: {
      work: e.JOBS_WORK,
      pollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
      /** How often the mail-delivery job asks the post about open parcels. */
      mailDeliveryPollMinutes: e.MAIL_DELIVERY_POLL_MINUTES,
      /** How often the exchange poll asks about letters to government bodies not yet answered. */
      exchangePollMinutes: e.EXCHANGE_POLL_MINUTES,
    },
    testClockOffsetHeader: e.TEST_CLOCK_OFFSET_HEADER,
    metricsToken: e.METRICS_TOKEN,
    drainDelayMs: e.DRAIN_DELAY_SECONDS * 1000,
    legalAid: { acceptTimeoutSeconds: e.DRAW_ACCEPT_TIMEOUT_SECONDS },
    registries: {
      personRegistryUrl: systemUrl(e.PERSON_REGISTRY_URL, '/person-registry'),
      interiorMinistryUrl: systemUrl(e.INTERIOR_MINISTRY_URL, '/interior-ministry'),
      courtsUrl: systemUrl(e.COURTS_URL, '/courts'),
      disabilityRegisterUrl: systemUrl(e.DISABILITY_REGISTER_URL, '/disability-register'),
      socialProtectionUrl: systemUrl(e.SOCIAL_PROTECTION_URL, '/social-protection'),
      taxRegistryUrl: systemUrl(e.TAX_REGISTRY_URL, '/tax-registry'),
      postUrl: systemUrl(e.POST_URL, '/post'),
      documentExchangeUrl: systemUrl(e.DOCUMENT_EXCHANGE_URL, '/document-exchange'),
    },
    sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
    oneId: {
      /** `{base}`: every step goes to `{base}/sso/oauth/Authorization.do` (integrations.md). */
      baseUrl: systemUrl(e.ONE_ID_URL, '/one-id'),
      clientId: e.ONE_ID_CLIENT_ID,
      clientSecret: e.ONE_ID_CLIENT_SECRET,
      scope: e.ONE_ID_SCOPE ?? e.ONE_ID_CLIENT_ID,
      /**
       * The SPA page the SSO sends the browser back to (it calls `GET /redirectUri?code&state`) when set;
       * otherwise built per request (apps/api/src/modules/auth/one-id.ts, `oneIdReturnUrl`).
       */
      redirectUri: e.ONE_ID_REDIRECT_URI,
      stateTtlMs: e.ONE_ID_STATE_TTL_SECONDS * 1000,
    },
    mobileId: {
      url: systemUrl(e.MOBILE_ID_URL, '/mobile-id'),
      otpTtlMs: e.MOBILE_ID_OTP_TTL_SECONDS * 1000,
      otpSecret: e.OTP_SECRET,
    },
    smsGateway: {
      url: systemUrl(e.SMS_GATEWAY_URL, '/sms-gateway'),
      login: e.SMS_GATEWAY_LOGIN,
      password: e.SMS_GATEWAY_PASSWORD,
    },
    signInRateLimit: { max: e.SIGN_IN_RATE_LIMIT_MAX, windowMs: e.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    payme: {
      merchantId: e.PAYME_MERCHANT_ID,
      key: e.PAYME_MERCHANT_KEY,
      checkoutUrl: systemUrl(e.PAYME_CHECKOUT_URL, '/payme/checkout'),
      apiUrl: systemUrl(e.PAYME_API_URL, '/payme/api'),
    },
  };
}
