import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningGovSim, startGovSim } from './gov-sim';
import { freePort } from './net';
import { type RunningProcess, startProgram } from './processes';

/**
 * Starts the API as `npm start` runs it (apps/api/src/main.ts) on a free port with its configuration
 * variables `env` (a database: DATABASE_URL, or EMBEDDED_PG_DIR for the embedded PostgreSQL), and waits
 * until /api/health answers.
 */
export async function startApi(
  env: Record<string, string>,
  options: {
    timeoutMs?: number;
    echo?: 'stderr' | 'all';
    nodeArgs?: string[];
    /** Its port (a restarted instance keeps its place behind a proxy); a free one when left out. */
    port?: number;
  } = {},
): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  return startProgram({
    entry: 'apps/api/src/main.ts',
    name: 'api',
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    port,
    healthPath: '/api/health',
    timeoutMs: options.timeoutMs ?? 180_000,
    ...(options.echo ? { echo: options.echo } : {}),
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
  });
}

/**
 * gov-sim and the API on it, with the API's own embedded PostgreSQL in a temporary folder (a throw-away
 * server: its commits do not wait for the disk).
 */
export interface RunningStack {
  api: RunningProcess;
  govSim: RunningGovSim;
  /** The portal's address (the API, which also serves the built SPA). */
  url: string;
  /** The API's data folder (its PostgreSQL and files). */
  dataDir: string;
  /** Stops both and removes the data. */
  stop(): Promise<void>;
}

/**
 * Starts the whole stack: gov-sim, then the API with an embedded PostgreSQL of its own (a fresh folder,
 * removed by `stop`). `env` is the API's extra configuration; as a function it is given the started
 * simulator (e.g. to name one of its key cards).
 */
export async function startStack(
  options: {
    env?: Record<string, string> | ((govSim: RunningGovSim) => Record<string, string>);
    echo?: 'stderr' | 'all';
  } = {},
): Promise<RunningStack> {
  const echo = options.echo ? { echo: options.echo } : {};
  const govSim = await startGovSim(echo);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-stack-pg-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const extra = typeof options.env === 'function' ? options.env(govSim) : (options.env ?? {});
    const api = await startApi(
      {
        EMBEDDED_PG_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        EMBEDDED_PG_DURABLE: 'false',
        FILES_DIR: path.join(dataDir, 'files'),
        GOV_SIM_URL: govSim.url,
        ESIGN_CLIENT_URL: govSim.signingClientUrl,
        ...extra,
      },
      echo,
    );
    return {
      api,
      govSim,
      url: api.url,
      dataDir,
      async stop() {
        await api.stop();
        await govSim.stop();
        removeData();
      },
    };
  } catch (error) {
    await govSim.stop();
    removeData();
    throw error;
  }
}
