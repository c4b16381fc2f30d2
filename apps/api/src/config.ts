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
  FILE_STORAGE: z.enum(['local']).default('local'),
  FILES_DIR: z.string().default('.data/files'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  const webDistDir = resolve(e.WEB_DIST_DIR);
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
    files: { storage: e.FILE_STORAGE, dir: resolve(e.FILES_DIR) },
    nationalSystems: {
      mode: e.NATIONAL_SYSTEMS,
      govSimUrl: e.GOV_SIM_URL.replace(/\/$/, ''),
    },
  };
}
