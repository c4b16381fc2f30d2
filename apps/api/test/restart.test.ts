/**
 * The portal as `npm start` runs it (apps/api/src/main.ts with the embedded PostgreSQL): it comes up
 * with the database, stops cleanly on SIGTERM, and a second start on the same data folder keeps the data;
 * after the portal process was killed (SIGKILL, its embedded PostgreSQL left running), the next start
 * stops that orphan and starts again.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProgram } from '@portal/test-support';

const dataDirs: string[] = [];
const newDataDir = () => {
  dataDirs.push(mkdtempSync(path.join(tmpdir(), 'portal-restart-pg-')));
  return dataDirs.at(-1)!;
};
const dataDir = newDataDir();
const children: ChildProcess[] = [];

/** The pid of the server running on `dir` as its postmaster.pid names it, if any. */
const postmasterPid = (dir: string) => {
  const file = path.join(dir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};

/** Whether `pid` is a running process (not gone, not a zombie waiting to be reaped). */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) {
    const pid = postmasterPid(dir);
    if (pid && running(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `npm start`'s API on the embedded PostgreSQL of `dir`; its health answer once it serves. */
async function startPortal(port: number, pgPort: number, dir = dataDir) {
  const portal = await startProgram({
    entry: 'apps/api/src/main.ts',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      EMBEDDED_PG_DIR: dir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED: 'reference',
      DATABASE_URL: '',
    },
    port,
    healthPath: '/api/health',
    // A first start initialises the data folder (initdb) and loads the reference data.
    timeoutMs: 180_000,
  });
  children.push(portal.child);
  const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as unknown;
  return { child: portal.child, health };
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
    expect(first.health).toMatchObject({ database: 'up' });
    expect(await visit(port)).toEqual({ today: 1, total: 1 });
    expect(await visit(port)).toEqual({ today: 2, total: 2 });
    expect(await stopPortal(first.child)).toBe(0);

    const second = await startPortal(port, pgPort);
    expect(second.health).toMatchObject({ database: 'up' });
    // the two visitors of the first run are still counted
    expect(await visit(port)).toEqual({ today: 3, total: 3 });
    const regions = await fetch(`http://127.0.0.1:${port}/api/v.1/getInfo/directoryRegionList`);
    expect(((await regions.json()) as { total: number }).total).toBe(14);
    expect(await stopPortal(second.child)).toBe(0);
  }, 240_000);
});

describe('start after the portal process was killed', () => {
  it('stops the embedded PostgreSQL the killed process left running, starts again and keeps the data', async () => {
    const dir = newDataDir();
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startPortal(port, pgPort, dir);
    expect(await visit(port)).toEqual({ today: 1, total: 1 });
    const orphan = postmasterPid(dir)!;

    // While the first portal runs, a second one on the same data folder is refused.
    const rival = await startPortal(await freePort(), await freePort(), dir).catch((e: Error) => e);
    expect(String(rival)).toMatch(/already running \(pid \d+\)/);
    expect(running(orphan)).toBe(true);

    // kill -9: the process cannot stop its server, which stays running without it.
    await new Promise((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGKILL');
    });
    expect(running(orphan)).toBe(true);

    const second = await startPortal(port, pgPort, dir);
    expect(second.health).toMatchObject({ database: 'up' });
    expect(running(orphan)).toBe(false);
    expect(postmasterPid(dir)).not.toBe(orphan);
    expect(await visit(port)).toEqual({ today: 2, total: 2 });
    expect(await stopPortal(second.child)).toBe(0);
    expect(postmasterPid(dir)).toBeUndefined();
  }, 240_000);
});
