import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export interface GovSim {
  url: string;
}

/**
 * Starts the national-systems simulator (apps/gov-sim) as its own process on a free port for the test
 * file, so that adapters talk real HTTP to it; stops it afterwards.
 */
export function useGovSim(): GovSim {
  const sim = { url: '' };
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/gov-sim/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, GOV_SIM_PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += String(d)));
    sim.url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`gov-sim exited: ${stderr}`);
      try {
        if ((await fetch(`${sim.url}/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`gov-sim did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 40_000);
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });
  return sim;
}
