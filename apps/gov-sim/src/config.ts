import { DEFAULT_POPULATION_SIZE, DEFAULT_SEED, DEMO_PERSONAS, MAX_POPULATION } from '@portal/synthetic';
import { z } from 'zod';

/** Log levels of Fastify's logger (pino). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every configuration variable of the simulator, read from the environment once at start. The README's
 * configuration table lists the same variables: keep them in step.
 */
const envSchema = z.object({
  GOV_SIM_HOST: z.string().min(1).default('127.0.0.1'),
  GOV_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  GOV_SIM_SEED: z.string().min(1).max(100).default(DEFAULT_SEED),
  GOV_SIM_POPULATION: z.coerce
    .number()
    .int()
    .min(DEMO_PERSONAS.length)
    .max(MAX_POPULATION)
    .default(DEFAULT_POPULATION_SIZE),
  GOV_SIM_SIGNING_CLIENT_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
    .default(64646),
  GOV_SIM_SIGNING_CLIENT_VERSION: z
    .string()
    .regex(/^\d{1,3}\.\d{1,3}$/, 'a version such as 3.41')
    .default('3.41'),
  GOV_SIM_CHALLENGE_TTL: z.coerce.number().int().min(1).max(3600).default(120),
  GOV_SIM_SIGNING_CLIENT_API_KEYS: z
    .string()
    .regex(/^([^=,\s]+=[^=,\s]+)(,[^=,\s]+=[^=,\s]+)*$/, 'domain=key pairs separated by commas')
    .default('localhost=portal-development-key,127.0.0.1=portal-development-key'),
  GOV_SIM_ONE_ID_CLIENT_ID: z.string().min(1).max(200).default('legal-aid-portal'),
  GOV_SIM_ONE_ID_CLIENT_SECRET: z.string().min(1).max(500).default('dev-one-id-secret'),
  GOV_SIM_ONE_ID_REDIRECT_HOSTS: z.string().min(1).default('127.0.0.1,localhost'),
  GOV_SIM_SMS_LOGIN: z.string().min(1).max(200).default('legal-aid-portal'),
  GOV_SIM_SMS_PASSWORD: z.string().min(1).max(500).default('dev-sms-password'),
  GOV_SIM_PAYME_MERCHANT_ID: z.string().min(1).max(100).default('portal-dev-merchant'),
  GOV_SIM_PAYME_MERCHANT_KEY: z.string().min(1).max(500).default('dev-payme-key'),
  GOV_SIM_PAYME_MERCHANT_URL: z.url({ protocol: /^https?$/ }).optional(),
  GOV_SIM_PAYME_RETURN_HOSTS: z.string().min(1).default('127.0.0.1,localhost'),
  GOV_SIM_FAULTS: z.string().max(2000).default(''),
  GOV_SIM_POST_TRANSIT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(600),
  GOV_SIM_EXCHANGE_RECEIPT_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  GOV_SIM_EXCHANGE_ANSWER_AFTER_SECONDS: z.coerce.number().int().min(0).max(2_592_000).default(120),
});

/** The simulator's settings. */
export interface SimulatorConfig {
  /** Address to listen on (loopback by default: the simulator is for development and tests). */
  host: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Seed of the synthetic population; the API's demo seed must use the same one. */
  seed: string;
  /** Number of people in the person registry. */
  populationSize: number;
  /** The e-signature simulators: the signing client (WebSocket) and the verification server. */
  eSignature: {
    /**
     * Port of the signing client's WebSocket (ws://host:port/service/cryptapi); 0 picks a free one; null
     * (`off`) runs no signing client.
     */
    signingClientPort: number | null;
    /** Version the signing client reports (integrations.md: major and minor). */
    signingClientVersion: { major: number; minor: number };
    /** Life of a verification-server challenge, in seconds. */
    challengeTtlSeconds: number;
    /** The API key the signing client accepts for each site domain (`apikey` refuses any other). */
    signingClientApiKeys: Record<string, string>;
  };
  /** The one client the single sign-on knows (the portal), and the hosts its redirect_uri may point at. */
  oneId: { clientId: string; clientSecret: string; redirectHosts: string[] };
  /** The account the SMS gateway accepts messages from (HTTP Basic). */
  smsGateway: { login: string; password: string };
  /** The post: how long a parcel travels (simulated clock) before its outcome; in transit after a tenth. */
  post: { transitSeconds: number };
  /**
   * The one merchant the simulated payment provider knows (the portal): its id in checkout links, the key
   * of its merchant API (Basic `Paycom:<key>`), the URL of that API (null: the origin of the checkout's
   * return URL + `/api/payme`, the portal's own address in development), and the hosts a return URL may
   * point at.
   */
  payme: { merchantId: string; key: string; merchantUrl: string | null; returnHosts: string[] };
  /**
   * Fault modes at start (src/faults.ts): `system=ok|down|slow[:ms]` pairs separated by commas, e.g.
   * `disability-register=down`. Empty: every system answers.
   */
  faults: string;
  /**
   * The inter-agency document exchange: how long after registering a letter the body's receipt and its
   * response appear (by the simulator's clock). Tests do not wait: `POST /letters/:id/advance` makes them
   * appear at once.
   */
  documentExchange: { receiptAfterSeconds: number; answerAfterSeconds: number };
}

function versionOf(text: string): { major: number; minor: number } {
  const [major, minor] = text.split('.').map(Number);
  return { major: major ?? 0, minor: minor ?? 0 };
}

const hostList = (text: string) =>
  text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);

/** Reads and checks the configuration; throws one error listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid gov-sim configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    host: e.GOV_SIM_HOST,
    port: e.GOV_SIM_PORT,
    logLevel: e.LOG_LEVEL,
    seed: e.GOV_SIM_SEED,
    populationSize: e.GOV_SIM_POPULATION,
    eSignature: {
      signingClientPort: e.GOV_SIM_SIGNING_CLIENT_PORT === 'off' ? null : e.GOV_SIM_SIGNING_CLIENT_PORT,
      signingClientVersion: versionOf(e.GOV_SIM_SIGNING_CLIENT_VERSION),
      challengeTtlSeconds: e.GOV_SIM_CHALLENGE_TTL,
      signingClientApiKeys: Object.fromEntries(
        e.GOV_SIM_SIGNING_CLIENT_API_KEYS.split(',').map((pair) => {
          const [domain = '', key = ''] = pair.split('=');
          return [domain.toLowerCase(), key];
        }),
      ),
    },
    oneId: {
      clientId: e.GOV_SIM_ONE_ID_CLIENT_ID,
      clientSecret: e.GOV_SIM_ONE_ID_CLIENT_SECRET,
      redirectHosts: hostList(e.GOV_SIM_ONE_ID_REDIRECT_HOSTS),
    },
    smsGateway: { login: e.GOV_SIM_SMS_LOGIN, password: e.GOV_SIM_SMS_PASSWORD },
    payme: {
      merchantId: e.GOV_SIM_PAYME_MERCHANT_ID,
      key: e.GOV_SIM_PAYME_MERCHANT_KEY,
      merchantUrl: e.GOV_SIM_PAYME_MERCHANT_URL ?? null,
      returnHosts: hostList(e.GOV_SIM_PAYME_RETURN_HOSTS),
    },
    post: { transitSeconds: e.GOV_SIM_POST_TRANSIT_SECONDS },
    faults: e.GOV_SIM_FAULTS,
    documentExchange: {
      receiptAfterSeconds: e.GOV_SIM_EXCHANGE_RECEIPT_AFTER_SECONDS,
      answerAfterSeconds: e.GOV_SIM_EXCHANGE_ANSWER_AFTER_SECONDS,
    },
  };
}
