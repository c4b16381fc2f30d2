/**
 * The real simulator of the national systems (apps/gov-sim/src/main.ts) as a child process on free ports,
 * for API tests that talk to national systems through their adapters. `useGovSim()` registers the hooks
 * that start it before the file's tests and stop it after; call it before `useTestApp(sim.env)` so the
 * app is built with the simulator's address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { freePort } from './free-port';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

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

export interface GovSim {
  /** Configuration variables for the API pointing at this simulator (filled before the tests run). */
  env: Record<string, string>;
  url: string;
  signingClientUrl: string;
  keyCards: SimKeyCard[];
  password: string;
  /** The key card with this id (`lawyer`, `intern-expired`, `lawyer-untrusted`, …). */
  card(id: string): SimKeyCard;
  /** One message to the signing client; its reply. */
  call(message: unknown): Promise<Record<string, unknown>>;
  /** Signs `text` (its UTF-8 bytes) with a key card through the signing client; the base64 PKCS#7. */
  sign(cardId: string, text: string, options?: { detached?: boolean }): Promise<string>;
}

function callSigningClient(url: string, message: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no reply from the signing client'));
    }, 15_000);
    socket.on('open', () => socket.send(JSON.stringify(message)));
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gov-sim exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gov-sim did not start:\n${output()}`);
}

export function useGovSim(extraEnv: Record<string, string> = {}): GovSim {
  let child: ChildProcess | undefined;
  const keyIds = new Map<string, string>();
  const sim: GovSim = {
    env: {},
    url: '',
    signingClientUrl: '',
    keyCards: [],
    password: '',
    card(id) {
      const found = sim.keyCards.find((c) => c.id === id);
      if (!found) throw new Error(`no key card ${id}`);
      return found;
    },
    call: (message) => callSigningClient(sim.signingClientUrl, message),
    async sign(cardId, text, options = {}) {
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
        arguments: [Buffer.from(text, 'utf8').toString('base64'), keyId, options.detached ? 'yes' : 'no'],
      });
      if (!made.success) throw new Error(`create_pkcs7: ${String(made.reason)}`);
      return made.pkcs7_64 as string;
    },
  };

  beforeAll(async () => {
    const [port, signingPort] = await Promise.all([freePort(), freePort()]);
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/gov-sim/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        GOV_SIM_PORT: String(port),
        GOV_SIM_SIGNING_CLIENT_PORT: String(signingPort),
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    sim.url = `http://127.0.0.1:${port}`;
    await waitForHealth(sim.url, child, () => output);
    sim.signingClientUrl = `ws://127.0.0.1:${signingPort}/service/cryptapi`;
    const listing = (await (await fetch(`${sim.url}/signing-client/key-cards`)).json()) as {
      password: string;
      list: SimKeyCard[];
    };
    sim.keyCards = listing.list;
    sim.password = listing.password;
    Object.assign(sim.env, { GOV_SIM_URL: sim.url, ESIGN_CLIENT_URL: sim.signingClientUrl });
  }, 60_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });

  return sim;
}
