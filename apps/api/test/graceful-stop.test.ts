/**
 * Graceful life behind a real reverse proxy (Debian's HAProxy): two API processes on one database take
 * reads and writes through the proxy; one gets SIGTERM under that load. Its readiness turns 503 at
 * once, the proxy takes it out, it finishes what it was serving and exits 0, and not one request
 * through the proxy fails. Readiness also says "not ready" while the database does not answer.
 */
import http from 'node:http';
import { startHaproxy, freePort, httpCall, type RunningProxy, waitFor } from '@portal/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/seed-reference';
import { useTwoProcessWorld } from './helpers/processes';

const world = useTwoProcessWorld();
let proxy: RunningProxy | undefined;
afterAll(async () => {
  await proxy?.stop();
});

/** A GET on a connection of its own, as a health checker asks (not one kept alive from earlier calls). */
function freshGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (answer) => {
        let body = '';
        answer.on('error', reject);
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

interface Tally {
  ok: number;
  failed: string[];
  servedBy: Record<string, number>;
}

/** `workers` loops calling through the proxy (a public read, then an anonymous write) until `until()`. */
async function load(url: string, workers: number, until: () => boolean, tally: Tally): Promise<void> {
  const calls = [
    { path: '/api/v.1/getInfo/directoryRegionList', method: 'GET' },
    { path: '/api/v.1/app/visit', method: 'POST' },
  ];
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !until(); i++) {
        const call = calls[i % calls.length]!;
        try {
          const answer = await httpCall(`${url}${call.path}`, { method: call.method });
          if (answer.status === 200) {
            tally.ok++;
            const by = String(answer.headers['x-served-by']);
            tally.servedBy[by] = (tally.servedBy[by] ?? 0) + 1;
          } else
            tally.failed.push(`${call.method} ${call.path}: ${answer.status} ${answer.text.slice(0, 200)}`);
        } catch (error) {
          tally.failed.push(`${call.method} ${call.path}: ${(error as Error).message}`);
        }
      }
    }),
  );
}

describe('SIGTERM under load through the proxy', () => {
  it('drains one instance with no failed request: not ready at once, finishes, exits 0', async () => {
    await seedReferenceData(world.db);
    const [a, b] = await world.twoApis({ DRAIN_DELAY_SECONDS: '1.5' });
    proxy = await startHaproxy(
      [
        { name: 'a', url: a!.url },
        { name: 'b', url: b!.url },
      ],
      { checkPath: '/api/health/ready', checkIntervalMs: 300 },
    );
    expect(await waitFor(async () => Object.values(await proxy!.states()).join() === 'UP,UP', 10_000)).toBe(
      true,
    );

    const tally: Tally = { ok: 0, failed: [], servedBy: {} };
    let stopLoad = false;
    const running = load(proxy.url, 8, () => stopLoad, tally);
    expect(await waitFor(() => (tally.servedBy.a ?? 0) > 20 && (tally.servedBy.b ?? 0) > 20, 20_000)).toBe(
      true,
    );

    const exited = new Promise<number | null>((resolve) => a!.child.once('exit', (code) => resolve(code)));
    const sentAt = Date.now();
    a!.child.kill('SIGTERM');
    // Readiness says so as soon as the instance has the signal (a request already on its way may still be
    // answered ready), while the instance still serves the requests it gets.
    let ready = { status: 0, body: '' };
    const readyUrl = `${a!.url}/api/health/ready`;
    expect(await waitFor(async () => (ready = await freshGet(readyUrl)).status === 503, 1000, 20)).toBe(true);
    expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'draining' });
    expect(await waitFor(async () => (await proxy!.states()).a?.startsWith('DOWN') ?? false, 5000)).toBe(
      true,
    );
    const outAfterMs = Date.now() - sentAt;

    expect(await exited).toBe(0);
    const servedByA = tally.servedBy.a ?? 0;
    const okAtExit = tally.ok;
    // The load goes on through the proxy, now to b alone.
    expect(await waitFor(() => tally.ok > okAtExit + 100, 20_000)).toBe(true);
    stopLoad = true;
    await running;

    console.info(
      `drain: ${tally.ok} requests ok, ${tally.failed.length} failed; a out of the proxy ${outAfterMs} ms after SIGTERM`,
    );
    expect(tally.failed).toEqual([]);
    expect(tally.servedBy.a).toBe(servedByA);
    expect(tally.ok).toBeGreaterThan(okAtExit);
  }, 120_000);

  it('says not ready while the database does not answer, and live all the same', async () => {
    const dead = createDatabase(`postgres://portal:x@127.0.0.1:${await freePort()}/portal`, 1);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
      db: dead.db,
      logger: false,
    });
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'database' });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await dead.pool.end();
    }
  });
});
