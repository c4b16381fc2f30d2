import { WebSocket } from 'ws';
import { freePort, httpJson } from './net';
import { type RunningProcess, startProgram } from './processes';

/** A key card as gov-sim's developer listing gives it (`GET /signing-client/key-cards`). */
export interface SimKeyCard {
  id: string;
  persona: string;
  kind: 'valid' | 'legal-entity' | 'expired' | 'untrusted';
  disk: string;
  path: string;
  name: string;
  alias: string;
  cn: string;
  pinfl: string;
  tin: string;
  serialNumber: string;
  expired: boolean;
}

/** Where a running gov-sim answers: its HTTP address and its signing client's WebSocket. */
export interface GovSimAddress {
  url: string;
  signingClientUrl: string;
}

/** The simulator of the national systems (apps/gov-sim) as the tests use it, however it was started. */
export interface GovSim extends GovSimAddress {
  /** Configuration variables of the API pointing at this simulator. */
  env: { GOV_SIM_URL: string; ESIGN_CLIENT_URL: string };
  keyCards: SimKeyCard[];
  /** The password of every key card. */
  password: string;
  /** The key card with this id (`lawyer`, `intern-expired`, `lawyer-untrusted`, …). */
  card(id: string): SimKeyCard;
  /** One message to the signing client; its reply. */
  call(message: unknown): Promise<Record<string, unknown>>;
  /** Signs `text` (its UTF-8 bytes) with a key card through the signing client; the base64 PKCS#7. */
  sign(cardId: string, text: string, options?: { detached?: boolean }): Promise<string>;
}

/** gov-sim running as a process this test started (and stops). */
export type RunningGovSim = GovSim & RunningProcess;

/** Sends one message to a signing client's WebSocket and answers its reply (as a browser page of `origin` would). */
export function callSigningClient(
  url: string,
  message: unknown,
  origin?: string,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no reply from the signing client'));
    }, 15_000);
    socket.on('open', () => socket.send(typeof message === 'string' ? message : JSON.stringify(message)));
    socket.on('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(String(data)) as Record<string, unknown>);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Starts gov-sim (apps/gov-sim/src/main.ts) on free ports, its signing client included, and reads its key
 * cards. `env` adds or overrides its configuration variables.
 */
export async function startGovSim(
  options: { env?: Record<string, string>; echo?: 'stderr' | 'all' } = {},
): Promise<RunningGovSim> {
  const [port, signingPort] = await Promise.all([freePort(), freePort()]);
  const program = await startProgram({
    entry: 'apps/gov-sim/src/main.ts',
    name: 'gov-sim',
    env: { GOV_SIM_PORT: String(port), GOV_SIM_SIGNING_CLIENT_PORT: String(signingPort), ...options.env },
    port,
    healthPath: '/health',
    ...(options.echo ? { echo: options.echo } : {}),
  });
  const sim = await connectGovSim({
    url: program.url,
    signingClientUrl: `ws://127.0.0.1:${signingPort}/service/cryptapi`,
  });
  return { ...program, ...sim };
}

/**
 * The tests' handle on a gov-sim already running at `address` (one started once for a whole test run,
 * see global-setup.ts): reads its key cards.
 */
export async function connectGovSim(address: GovSimAddress): Promise<GovSim> {
  const { url, signingClientUrl } = address;
  const listing = await httpJson<{ password: string; list: SimKeyCard[] }>(`${url}/signing-client/key-cards`);
  const keyIds = new Map<string, string>();
  const sim: GovSim = {
    url,
    signingClientUrl,
    env: { GOV_SIM_URL: url, ESIGN_CLIENT_URL: signingClientUrl },
    keyCards: listing.list,
    password: listing.password,
    card(id) {
      const found = listing.list.find((c) => c.id === id);
      if (!found) throw new Error(`no key card ${id}`);
      return found;
    },
    call: (message) => callSigningClient(signingClientUrl, message),
    async sign(cardId, text, signOptions = {}) {
      let keyId = keyIds.get(cardId);
      if (!keyId) {
        const c = sim.card(cardId);
        const loaded = await sim.call({
          plugin: 'pfx',
          name: 'load_key',
          arguments: [c.disk, c.path, c.name, c.alias, sim.password],
        });
        if (!loaded.success) throw new Error(`load_key ${cardId}: ${String(loaded.reason)}`);
        keyId = loaded.keyId as string;
        keyIds.set(cardId, keyId);
      }
      const made = await sim.call({
        plugin: 'pkcs7',
        name: 'create_pkcs7',
        arguments: [Buffer.from(text, 'utf8').toString('base64'), keyId, signOptions.detached ? 'yes' : 'no'],
      });
      if (!made.success) throw new Error(`create_pkcs7: ${String(made.reason)}`);
      return made.pkcs7_64 as string;
    },
  };
  return sim;
}
