import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

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

describe('apps/gov-sim/src/main.ts as a process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves /health on GOV_SIM_PORT and exits with code 0 on %s',
    async (signal) => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gov-sim/src/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, GOV_SIM_PORT: String(port), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, sig) => resolve({ code, signal: sig })),
      );
      try {
        const deadline = Date.now() + 25_000;
        let health: unknown;
        while (Date.now() < deadline && child.exitCode === null) {
          try {
            const res = await fetch(`http://127.0.0.1:${port}/health`);
            if (res.ok) {
              health = await res.json();
              break;
            }
          } catch {
            // not listening yet
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(health, output).toMatchObject({
          status: 'ok',
          systems: expect.arrayContaining(['person-registry']),
        });
        child.kill(signal);
        expect(await exited, output).toEqual({ code: 0, signal: null });
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
    40_000,
  );
});
