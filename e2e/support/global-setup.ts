import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOBILE_ID_CODE_SECONDS } from './stack';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

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

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = process.env.E2E_SERVER_LOGS === '1';
  child.stdout?.on('data', (d: Buffer) => keep && process.stdout.write(`[${name}] ${d}`));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts gov-sim and the API on free ports; the returned function stops them and removes the data. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined; // an already running portal was given
  const [apiPort, simPort, pgPort, signingPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-pg-'));
  const sim = start('gov-sim', 'apps/gov-sim/src/main.ts', {
    GOV_SIM_PORT: String(simPort),
    GOV_SIM_SIGNING_CLIENT_PORT: String(signingPort),
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${simPort}/health`, sim, 60_000);
  const signingClientUrl = `ws://127.0.0.1:${signingPort}/service/cryptapi`;
  // Spec section 5's exempt PINFL: the holder of the second expired demo key (the first stays not choosable).
  const keyCards = (await (await fetch(`http://127.0.0.1:${simPort}/signing-client/key-cards`)).json()) as {
    list: { id: string; pinfl: string }[];
  };
  const exemptPinfl = keyCards.list.find((c) => c.id === 'no-mobile-id-expired')?.pinfl ?? '';
  const api = start('api', 'apps/api/src/main.ts', {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    EMBEDDED_PG_DIR: dataDir,
    FILES_DIR: path.join(dataDir, 'files'),
    EMBEDDED_PG_PORT: String(pgPort),
    GOV_SIM_URL: `http://127.0.0.1:${simPort}`,
    GOV_SIM_PORT: String(simPort),
    ESIGN_CLIENT_URL: signingClientUrl,
    ESIGN_EXPIRED_KEY_EXEMPT_PINFL: exemptPinfl,
    SEED: process.env.E2E_SEED ?? 'demo',
    LOG_LEVEL: 'warn',
    MOBILE_ID_OTP_TTL_SECONDS: String(MOBILE_ID_CODE_SECONDS),
  });
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 180_000);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${apiPort}`;
  process.env.E2E_GOV_SIM_URL = `http://127.0.0.1:${simPort}`;
  process.env.E2E_SIGNING_CLIENT_URL = signingClientUrl;
  // The personas' shared sign-ins of this run (sessions.ts).
  const authDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-auth-'));
  process.env.E2E_AUTH_DIR = authDir;
  return async () => {
    await stop(api);
    await stop(sim);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(authDir, { recursive: true, force: true });
  };
}
