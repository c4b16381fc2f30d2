/**
 * The portal as the front-end benchmarks load it: the API in production mode serving a web build, on an
 * embedded PostgreSQL in a temporary folder with the demo data, at a free port of 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@portal/test-support';
import { runProgram, waitFor } from './processes';

/**
 * Starts the portal (the web build of `webDistDir`, else apps/web/dist) and waits until it answers;
 * `stop` ends it and removes its folders.
 */
export async function startDemoPortal(name: string, webDistDir?: string) {
  // The data folder itself is handed to PostgreSQL (which, run as root, chowns it to its own user).
  const pgDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-pg-`));
  const filesDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-files-`));
  const [port, pgPort] = await Promise.all([freePort(), freePort()]);
  const base = `http://127.0.0.1:${port}`;
  const api = runProgram('api', 'apps/api/src/main.ts', {
    NODE_ENV: 'production',
    PORT: String(port),
    // production sends a page asked at any other host to PUBLIC_URL: the benchmark's address is the portal's
    PUBLIC_URL: base,
    ...(webDistDir && { WEB_DIST_DIR: webDistDir }),
    EMBEDDED_PG_DIR: pgDir,
    EMBEDDED_PG_PORT: String(pgPort),
    FILES_DIR: filesDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  });
  const stop = async () => {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
    for (const dir of [pgDir, filesDir]) rmSync(dir, { recursive: true, force: true });
  };
  const died = new Promise<never>((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the API exited (${code})`))),
  );
  try {
    await Promise.race([waitFor(`${base}/api/health`, 240_000), died]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
