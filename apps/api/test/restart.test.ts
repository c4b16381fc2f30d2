/**
 * The portal as `npm start` runs it (apps/api/src/main.ts with the embedded PostgreSQL): it comes up
 * with the database, stops cleanly on SIGTERM, and a second start on the same data folder keeps the data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { freePort } from './helpers/free-port';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-pg-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startPortal(port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED: 'reference',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, health: (await res.json()) as unknown };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the portal did not answer within 60 s:\n${output}`);
}

function stopPortal(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

const visit = async (port: number) =>
  (await (await fetch(`http://127.0.0.1:${port}/api/v.1/app/visit`, { method: 'POST' })).json()) as {
    today: number;
    total: number;
  };

describe('start, stop and start again', () => {
  it('reports the database up, exits 0 on SIGTERM and keeps the data across restarts', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startPortal(port, pgPort);
    expect(first.health).toEqual({ status: 'ok', database: 'up' });
    expect(await visit(port)).toEqual({ today: 1, total: 1 });
    expect(await visit(port)).toEqual({ today: 2, total: 2 });
    expect(await stopPortal(first.child)).toBe(0);

    const second = await startPortal(port, pgPort);
    expect(second.health).toEqual({ status: 'ok', database: 'up' });
    // the two visitors of the first run are still counted
    expect(await visit(port)).toEqual({ today: 3, total: 3 });
    const regions = await fetch(`http://127.0.0.1:${port}/api/v.1/getInfo/directoryRegionList`);
    expect(((await regions.json()) as { total: number }).total).toBe(14);
    expect(await stopPortal(second.child)).toBe(0);
  }, 150_000);
});
