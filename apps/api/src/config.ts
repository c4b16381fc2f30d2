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
  EMBEDDED_PG_DIR: z.string().default('.data/pg'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  EMBEDDED_PG_PASSWORD: z.string().default('portal-dev'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SEED: z.enum(['none', 'reference', 'demo', 'national']).default('demo'),
  CONTACT_EMAIL: z.string().email().default('info@adliya.uz'),
  CONTACT_PHONE: z.string().default('+998 71 207 00 77'),
  NATIONAL_SYSTEMS: z.enum(['simulator', 'live']).default('simulator'),
  GOV_SIM_URL: z.string().url().default('http://127.0.0.1:8090'),
  TRUST_PROXY: boolean.default(false),
  // State-funded legal aid: jobs, the draw, the national systems it reads (docs/domain.md).
  JOBS_WORK: boolean.default(true),
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DRAW_ACCEPT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  EXTERNAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PERSON_REGISTRY_URL: z.string().url().optional(),
  INTERIOR_MINISTRY_URL: z.string().url().optional(),
  COURTS_URL: z.string().url().optional(),
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
});

export type Config = ReturnType<typeof loadConfig>;

/** A national system's base URL: its own variable, else its path on the simulator. No trailing slash. */
function systemUrl(own: string | undefined, govSimUrl: string, prefix: string): string {
  return (own ?? `${govSimUrl.replace(/\/$/, '')}/${prefix}`).replace(/\/$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  const webDistDir = resolve(e.WEB_DIST_DIR);
  const govSimUrl = e.GOV_SIM_URL.replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      embedded: {
        dataDir: resolve(e.EMBEDDED_PG_DIR),
        port: e.EMBEDDED_PG_PORT,
        password: e.EMBEDDED_PG_PASSWORD,
      },
    },
    seed: e.SEED,
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    nationalSystems: {
      mode: e.NATIONAL_SYSTEMS,
      govSimUrl,
    },
    eSignature: {
      /** The verification server (integrations.md): its /frontend and /backend calls. */
      serverUrl: systemUrl(e.ESIGN_SERVER_URL, e.GOV_SIM_URL, 'e-signature-server'),
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
    jobs: { work: e.JOBS_WORK, pollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS },
    legalAid: { acceptTimeoutSeconds: e.DRAW_ACCEPT_TIMEOUT_SECONDS },
    registries: {
      timeoutMs: e.EXTERNAL_TIMEOUT_MS,
      personRegistryUrl: systemUrl(e.PERSON_REGISTRY_URL, e.GOV_SIM_URL, 'person-registry'),
      interiorMinistryUrl: systemUrl(e.INTERIOR_MINISTRY_URL, e.GOV_SIM_URL, 'interior-ministry'),
      courtsUrl: systemUrl(e.COURTS_URL, e.GOV_SIM_URL, 'courts'),
    },
  };
}
