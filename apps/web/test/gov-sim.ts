/**
 * The real simulator of the national systems (apps/gov-sim) as a child process on free ports, for SPA
 * tests that talk to the simulated e-signature client over a real WebSocket. Registers the hooks of the
 * calling test file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A JSON call with Node's http (happy-dom's fetch applies the browser's CORS rules, which the simulator's
 * developer routes do not answer).
 */
export function httpJson<T>(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as T);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface SimKeyCard {
  id: string;
  pinfl: string;
  cn: string;
  serialNumber: string;
  expired: boolean;
}

export interface RunningGovSim {
  url: string;
  signingClientUrl: string;
  password: string;
  card(id: string): SimKeyCard;
}

export function runGovSim(): RunningGovSim {
  let child: ChildProcess | undefined;
  let cards: SimKeyCard[] = [];
  const sim: RunningGovSim = {
    url: '',
    signingClientUrl: '',
    password: '',
    card: (id) => {
      const found = cards.find((c) => c.id === id);
      if (!found) throw new Error(`no key card ${id}`);
      return found;
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    sim.url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`gov-sim did not start:\n${output}`);
      const up = await httpJson<{ status: string }>(`${sim.url}/health`).then(
        (h) => h.status === 'ok',
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    sim.signingClientUrl = `ws://127.0.0.1:${signingPort}/service/cryptapi`;
    const listing = await httpJson<{ password: string; list: SimKeyCard[] }>(
      `${sim.url}/signing-client/key-cards`,
    );
    cards = listing.list;
    sim.password = listing.password;
  }, 60_000);
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return sim;
}
